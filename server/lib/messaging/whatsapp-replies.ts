/**
 * The replies a citizen sends to stop or restart the reminders, English and Hindi: one list, read by the webhook.
 * A reply counts when its first word is a keyword, whatever its case, spaces and punctuation ("Stop.", "stop please",
 * " STOP ", "रोकें।", "शुरू करें").
 */

export type ReminderReply = 'stop' | 'start';

const KEYWORDS: Record<ReminderReply, readonly string[]> = {
  stop: ['stop', 'unsubscribe', 'रोकें', 'रोको', 'रोक', 'बंद'],
  start: ['start', 'subscribe', 'शुरू', 'चालू'],
};

const REPLY_OF = new Map(Object.entries(KEYWORDS).flatMap(([reply, words]) => words.map((word) => [word, reply as ReminderReply])));

/** The reply's words: Unicode-normalised, lower case, punctuation (the danda "।" too) and symbols taken for spaces. */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);

/** STOP or START when `text` is such a reply, otherwise null. */
export function reminderReply(text: string): ReminderReply | null {
  const [first] = wordsOf(text);
  return (first && REPLY_OF.get(first)) || null;
}
