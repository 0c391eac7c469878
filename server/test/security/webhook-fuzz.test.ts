import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { incomingMessages } from '../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../build.js';
import { signatureOf, textMessage, wamid } from '../whatsapp/cloud-api-payloads.js';

/**
 * Property test of the WhatsApp webhook's payloads (issue 36): signed deliveries whose entries, changes, contacts and
 * messages are any JSON at all, with good text messages among them. Never a 5xx; every good message is stored, once,
 * however the entries beside it are broken; a second delivery of the same body stores nothing.
 */
const SECRET = 'fuzz-webhook-secret';
const t = setUpTestApp({ env: { WHATSAPP_APP_SECRET: SECRET } });
const SEED = Number(process.env.FUZZ_SEED ?? 20240817);

const junk = fc.oneof(fc.anything({ maxDepth: 3 }), fc.record({ from: fc.oneof(fc.string(), fc.integer()), id: fc.oneof(fc.string(), fc.constant(null)), type: fc.string(), text: fc.anything({ maxDepth: 2 }) }, { requiredKeys: [] }));

const delivery = fc.record({ junkMessages: fc.array(junk, { maxLength: 4 }), goodCount: fc.integer({ min: 1, max: 3 }), junkEntries: fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 3 }), contacts: fc.anything({ maxDepth: 3 }) });

const post = (body: string) =>
  t.request({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, SECRET) } });

describe('fuzzing the webhook payloads', () => {
  it('stores every good message once beside any broken entries, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(delivery, async ({ junkMessages, goodCount, junkEntries, contacts }) => {
        const good = Array.from({ length: goodCount }, () => textMessage({ from: `91${nextMobile()}`, id: wamid() }, 'good'));
        const messages = [...junkMessages.slice(0, 2), ...good, ...junkMessages.slice(2)];
        const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [...junkEntries, { id: 'W', changes: [null, { field: 'messages', value: { contacts, messages } }] }] });
        const first = await post(body);
        expect(first.statusCode, first.body).toBe(200);
        const again = await post(body);
        expect(again.statusCode).toBe(200);
        expect(again.json().stored).toBe(0);
        const ids = good.map((message) => message.id);
        const rows = await t.database.db.select({ providerId: incomingMessages.providerId, type: incomingMessages.type }).from(incomingMessages).where(inArray(incomingMessages.providerId, ids));
        expect(rows.map((row) => row.providerId).sort()).toEqual([...ids].sort());
        expect(rows.every((row) => row.type === 'text')).toBe(true);
      }),
      { seed: SEED, numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
    );
  }, 120_000);
});
