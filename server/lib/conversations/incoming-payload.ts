import type { IncomingMessageType } from '../../../common/options.js';

/**
 * The messages of a Cloud API webhook call (field `messages`: `value.contacts` and `value.messages`), read without
 * trusting any shape: an entry WhatsApp cannot have sent is kept as `unsupported` when it has an id and a sender, and
 * never stops the entries beside it from being read.
 */

export interface IncomingEntry {
  providerId: string;
  waId: string;
  profileName: string | null;
  sentAt: Date;
  type: IncomingMessageType;
  text: string | null;
  mediaId: string | null;
  mediaMime: string | null;
  mediaFilename: string | null;
  contextId: string | null;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** A string as PostgreSQL takes it (no NUL characters), cut to `max`; null when empty or not a string. */
const str = (value: unknown, max = 4096): string | null => {
  const text = typeof value === 'string' ? value.replaceAll('\0', '').slice(0, max) : '';
  return text.length ? text : null;
};

/** A WhatsApp id: the sender's number in international digits. */
const waIdOf = (value: unknown) => (typeof value === 'string' && /^\d{6,15}$/.test(value) ? value : null);

/** Unix seconds as WhatsApp sends them, or now. */
function sentAtOf(timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 && seconds < 1e11 ? new Date(seconds * 1000) : new Date();
}

const noMedia = { mediaId: null, mediaMime: null, mediaFilename: null };

/** The type, text and media of one message by its WhatsApp type. */
function contentOf(message: Json): Pick<IncomingEntry, 'type' | 'text' | 'mediaId' | 'mediaMime' | 'mediaFilename'> {
  const type = str(message.type, 40) ?? 'unknown';
  const part = object(message[type]);
  switch (type) {
    case 'text':
      return str(part.body) ? { type: 'text', text: str(part.body), ...noMedia } : unsupported(type);
    case 'image':
    case 'document':
    case 'audio': {
      const mediaId = str(part.id, 200);
      if (!mediaId) return unsupported(type);
      return { type, text: str(part.caption), mediaId, mediaMime: str(part.mime_type, 200), mediaFilename: str(part.filename, 255) };
    }
    case 'location': {
      const latitude = Number(part.latitude);
      const longitude = Number(part.longitude);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return unsupported(type);
      const name = [str(part.name, 200), str(part.address, 400)].filter(Boolean).join(', ');
      const link = `https://maps.google.com/?q=${latitude},${longitude}`;
      return { type: 'location', text: name ? `${name} ${link}` : link, ...noMedia };
    }
    case 'reaction':
      return { type: 'reaction', text: str(part.emoji, 40), ...noMedia };
    case 'button':
      return str(part.text) ? { type: 'text', text: str(part.text), ...noMedia } : unsupported(type);
    default:
      return unsupported(type);
  }
}

/** Kept with the type WhatsApp named, so staff see what came. */
const unsupported = (type: string) => ({ type: 'unsupported' as const, text: type, ...noMedia });

/** The replied-to (context) or reacted-to message's id. */
function contextOf(message: Json): string | null {
  return str(object(message.context).id, 200) ?? (message.type === 'reaction' ? str(object(message.reaction).message_id, 200) : null);
}

/** Every message of the call that has an id and a sender, in the order sent. */
export function incomingEntries(payload: unknown): IncomingEntry[] {
  const entries: IncomingEntry[] = [];
  for (const entry of list(object(payload).entry)) {
    for (const change of list(object(entry).changes)) {
      const value = object(object(change).value);
      const names = new Map(list(value.contacts).map((contact) => [waIdOf(object(contact).wa_id), str(object(object(contact).profile).name, 200)]));
      for (const item of list(value.messages)) {
        const message = object(item);
        const providerId = str(message.id, 200);
        const waId = waIdOf(message.from);
        if (!providerId || !waId) continue;
        entries.push({ providerId, waId, profileName: names.get(waId) ?? null, sentAt: sentAtOf(message.timestamp), contextId: contextOf(message), ...contentOf(message) });
      }
    }
  }
  return entries;
}

/** The 10-digit Indian mobile of a WhatsApp id ('91' and ten digits), else null. */
export const indianMobile = (waId: string) => (/^91[6-9]\d{9}$/.test(waId) ? waId.slice(2) : null);
