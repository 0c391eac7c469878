import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, incomingMessages } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import {
  audioMessage, documentMessage, imageMessage, locationMessage, reactionMessage, signatureOf, textMessage, unsupportedMessage, wamid, webhookBody,
} from '../../whatsapp/cloud-api-payloads.js';

/** POST /api/webhooks/whatsapp: the messages citizens send, each stored once in the conversation of its number. */
const SECRET = 'incoming-secret';
const t = setUpTestApp({ env: { WHATSAPP_APP_SECRET: SECRET } });

const post = (body: string, signature = signatureOf(body, SECRET)) =>
  t.request({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
const conversationOf = async (waId: string) => (await t.database.db.select().from(conversations).where(eq(conversations.waId, waId)))[0];
const messagesOf = (conversationId: number) =>
  t.database.db.select().from(incomingMessages).where(eq(incomingMessages.conversationId, conversationId)).orderBy(incomingMessages.id);

describe('incoming WhatsApp messages', () => {
  it('stores every type of a delivery once, however often WhatsApp retries it', async () => {
    const from = `91${nextMobile()}`;
    const first = wamid();
    const body = webhookBody({
      names: { [from]: 'Ramesh Kumar' },
      messages: [
        textMessage({ from, id: first }, 'haan renew kar do'),
        imageMessage({ from }, 'media-img-1', 'PUC photo'),
        documentMessage({ from, context: first }, 'media-pdf-1', 'policy.pdf'),
        audioMessage({ from }, 'media-audio-1'),
        locationMessage({ from }),
        reactionMessage({ from }, first, '👍'),
        unsupportedMessage({ from }),
      ],
    });
    expect((await post(body)).json()).toMatchObject({ stored: 7 });
    expect((await post(body)).json()).toMatchObject({ stored: 0 });
    const conversation = await conversationOf(from);
    expect(conversation).toMatchObject({ mobile: from.slice(2), profileName: 'Ramesh Kumar', status: 'open', unreadCount: 7 });
    const rows = await messagesOf(conversation.id);
    expect(rows.map((row) => [row.type, row.text])).toEqual([
      ['text', 'haan renew kar do'],
      ['image', 'PUC photo'],
      ['document', null],
      ['audio', null],
      ['location', 'RTO Raipur, Raipur, Chhattisgarh https://maps.google.com/?q=21.2514,81.6296'],
      ['reaction', '👍'],
      ['unsupported', 'unsupported'],
    ]);
    expect(rows[2]).toMatchObject({ mediaId: 'media-pdf-1', mediaMime: 'application/pdf', mediaFilename: 'policy.pdf', contextId: first });
    expect(rows[5].contextId).toBe(first);
  });

  it('keeps the good messages beside bad entries, storing those with an id and sender as unsupported', async () => {
    const from = `91${nextMobile()}`;
    const body = webhookBody({
      messages: [
        { from, id: wamid(), type: 'image', image: 'not an object' },
        { id: wamid(), type: 'text', text: { body: 'no sender' } },
        { from, type: 'text', text: { body: 'no id' } },
        { from, id: wamid(), type: 'sticker', sticker: { id: 'x' } },
        textMessage({ from }, 'still here'),
      ],
    });
    expect((await post(body)).json()).toMatchObject({ stored: 3 });
    const rows = await messagesOf((await conversationOf(from)).id);
    expect(rows.map((row) => [row.type, row.text])).toEqual([['unsupported', 'image'], ['unsupported', 'sticker'], ['text', 'still here']]);
  });

  it('reopens a done conversation and counts only new messages unread', async () => {
    const from = `91${nextMobile()}`;
    await post(webhookBody({ messages: [textMessage({ from }, 'one')] }));
    const conversation = await conversationOf(from);
    await t.database.db.update(conversations).set({ status: 'done', unreadCount: 0 }).where(eq(conversations.id, conversation.id));
    await post(webhookBody({ messages: [textMessage({ from }, 'two'), textMessage({ from }, 'three')] }));
    expect(await conversationOf(from)).toMatchObject({ status: 'open', unreadCount: 2, lastText: 'three' });
  });

  it('checks the signature before reading anything', async () => {
    const from = `91${nextMobile()}`;
    const body = webhookBody({ messages: [textMessage({ from }, 'unsigned')] });
    expect((await post(body, signatureOf(body, 'wrong'))).statusCode).toBe(401);
    expect((await post('{not json', signatureOf('{not json', SECRET))).statusCode).toBe(400);
    expect(await conversationOf(from)).toBeUndefined();
  });

  it('refuses a body over the limit', async () => {
    const body = webhookBody({ messages: [textMessage({ from: `91${nextMobile()}` }, 'x'.repeat(10 * 1024 * 1024))] });
    expect((await post(body)).statusCode).toBe(413);
  });
});
