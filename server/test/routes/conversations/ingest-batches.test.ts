import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, incomingMessages } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { signatureOf, textMessage, wamid, webhookBody } from '../../whatsapp/cloud-api-payloads.js';
import { INBOX_SECRET } from './conversation-fixtures.js';

/** The webhook's group commit: deliveries arriving together are written together, each message once, each counted by one call. */
const t = setUpTestApp({ env: { WHATSAPP_APP_SECRET: INBOX_SECRET } });

const post = (body: string) =>
  t.request({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, INBOX_SECRET) } });

describe('deliveries arriving together', () => {
  it('store every message once whatever the retries, count each for one answer, and unread counts add up', async () => {
    const numbers = Array.from({ length: 4 }, () => `91${nextMobile()}`);
    const deliveries = Array.from({ length: 30 }, (_, i) =>
      webhookBody({ messages: [0, 1, 2].map((k) => textMessage({ from: numbers[(i + k) % numbers.length], id: wamid() }, `msg ${i}.${k}\u0000`)) }));
    // Every delivery twice, all at once, as WhatsApp's retries may come.
    const answers = await Promise.all([...deliveries, ...deliveries].map(post));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.reduce((sum, answer) => sum + answer.json().stored, 0)).toBe(90);
    const rows = await t.database.db.select({ conversationId: incomingMessages.conversationId, text: incomingMessages.text }).from(incomingMessages)
      .innerJoin(conversations, eq(conversations.id, incomingMessages.conversationId)).where(inArray(conversations.waId, numbers));
    expect(rows).toHaveLength(90);
    expect(rows.every((row) => row.text?.startsWith('msg ') && !row.text.includes('\u0000'))).toBe(true);
    const unread = await t.database.db.select({ n: conversations.unreadCount }).from(conversations).where(inArray(conversations.waId, numbers));
    expect(unread.reduce((sum, row) => sum + row.n, 0)).toBe(90);
  });
});
