import { eq } from 'drizzle-orm';
import { citizens, conversations } from '../../../db/schema/index.js';
import { nextMobile, type TestApp } from '../../build.js';
import { signatureOf, textMessage, webhookBody } from '../../whatsapp/cloud-api-payloads.js';

/** Conversations made the way WhatsApp makes them: a signed webhook call from the citizen's number. */

export const INBOX_SECRET = 'inbox-webhook-secret';

/** Posts messages from `mobile` (10 digits) through the signed webhook; answers the conversation's id. */
export async function citizenWrites(t: TestApp, mobile: string, ...texts: string[]) {
  const from = `91${mobile}`;
  const body = webhookBody({ messages: texts.map((text) => textMessage({ from }, text)), names: { [from]: `WA ${mobile.slice(-4)}` } });
  const response = await t.request({
    method: 'POST', url: '/api/webhooks/whatsapp', payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, INBOX_SECRET) },
  });
  if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
  const [row] = await t.database.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.waId, from));
  return row.id;
}

/** A citizen of the branch and a conversation of its mobile. */
export async function citizenConversation(t: TestApp, branchId: number | null, text = 'haan renew kar do') {
  const mobile = nextMobile();
  const [citizen] = await t.database.db.insert(citizens).values({ name: `Chat ${mobile.slice(-4)}`, mobile, branchId }).returning();
  return { citizen, mobile, conversationId: await citizenWrites(t, mobile, text) };
}
