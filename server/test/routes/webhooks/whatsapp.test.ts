import { createHmac } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema/index.js';
import { nextMobile, setUpTestApp } from '../../build.js';
import { messageRow } from '../messages/whatsapp-helpers.js';

/** GET and POST /api/webhooks/whatsapp: Meta's verify handshake and signed delivery status reports. */
const SECRET = 'app-secret-for-tests';
const t = setUpTestApp({ env: { WHATSAPP_VERIFY_TOKEN: 'verify-me', WHATSAPP_APP_SECRET: SECRET } });

const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const statusReport = (id: string, status: string, extra: object = {}) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1718000000', recipient_id: '919876543210', ...extra }] } }] }] });
const post = (body: string, signature?: string) =>
  t.request({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) }, payload: body });

let serial = 0;
/** A message the worker has handed to WhatsApp (status sent, with its wamid). */
async function sentMessage() {
  const providerId = `wamid.test${++serial}`;
  const [row] = await t.database.db
    .insert(messages)
    .values({ channel: 'whatsapp', recipient: nextMobile(), body: 'hello', status: 'sent', providerId, attempts: 1, sentAt: new Date() })
    .returning();
  return { id: row.id, providerId };
}

describe('GET /api/webhooks/whatsapp (verify handshake)', () => {
  it('echoes hub.challenge as text/plain for the right verify token', async () => {
    const response = await t.request({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it.each([
    ['a wrong token', 'hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'],
    ['another mode', 'hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1'],
    ['no challenge', 'hub.mode=subscribe&hub.verify_token=verify-me'],
    ['nothing', ''],
  ])('refuses %s with 403', async (_case, query) => {
    const response = await t.request({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('POST /api/webhooks/whatsapp (status reports)', () => {
  const messageCount = async () => (await t.database.db.select({ n: count() }).from(messages))[0].n;

  it('moves a message to delivered, then read, on correctly signed reports', async () => {
    const { id, providerId } = await sentMessage();
    const delivered = statusReport(providerId, 'delivered');
    const response = await post(delivered, sign(delivered));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ updated: 1, opt_outs: 0 });
    expect(await messageRow(t, id)).toMatchObject({ status: 'delivered', deliveredAt: new Date(1718000000 * 1000) });
    const read = statusReport(providerId, 'read');
    expect((await post(read, sign(read))).json()).toMatchObject({ updated: 1, opt_outs: 0 });
    expect(await messageRow(t, id)).toMatchObject({ status: 'read', readAt: new Date(1718000000 * 1000) });
  });

  it('never moves a read message back to delivered', async () => {
    const { id, providerId } = await sentMessage();
    for (const status of ['read', 'delivered', 'sent']) {
      const body = statusReport(providerId, status);
      expect((await post(body, sign(body))).statusCode).toBe(200);
    }
    expect(await messageRow(t, id)).toMatchObject({ status: 'read', deliveredAt: new Date(1718000000 * 1000) });
  });

  it('marks a message failed with WhatsApp\'s error', async () => {
    const { id, providerId } = await sentMessage();
    const body = statusReport(providerId, 'failed', { errors: [{ code: 131047, title: 'Re-engagement message', message: 'More than 24 hours have passed' }] });
    expect((await post(body, sign(body))).json()).toMatchObject({ updated: 1, opt_outs: 0 });
    expect(await messageRow(t, id)).toMatchObject({ status: 'failed', error: 'WhatsApp: More than 24 hours have passed (131047)' });
  });

  it('ignores reports for unknown message ids', async () => {
    const body = statusReport('wamid.unknown', 'delivered');
    expect((await post(body, sign(body))).json()).toMatchObject({ updated: 0, opt_outs: 0 });
  });

  it.each([
    ['no signature', undefined],
    ['a signature made with another secret', 'other'],
    ['a malformed signature', 'sha256=zz'],
    ['a signature of other bytes', 'tampered'],
  ])('refuses %s with 401 and changes nothing', async (_case, kind) => {
    const { id, providerId } = await sentMessage();
    const body = statusReport(providerId, 'delivered');
    const signature = kind === 'other' ? sign(body, 'not-the-secret') : kind === 'tampered' ? sign(`${body} `) : kind;
    const before = await messageCount();
    const response = await post(body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    expect(await messageRow(t, id)).toMatchObject({ status: 'sent', deliveredAt: null });
    expect(await messageCount()).toBe(before);
  });

  it('checks the raw bytes: the same JSON with other spacing fails the signature', async () => {
    const { id, providerId } = await sentMessage();
    const body = statusReport(providerId, 'delivered');
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await post(respaced, sign(body))).statusCode).toBe(401);
    expect((await post(respaced, sign(respaced))).statusCode).toBe(200);
    expect((await messageRow(t, id)).status).toBe('delivered');
  });

  it('answers 400 for a signed body that is not JSON', async () => {
    const response = await post('not json', sign('not json'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The body must be JSON.' });
  });
});

describe('without WHATSAPP_APP_SECRET', () => {
  const bare = setUpTestApp();
  it('refuses every report and every handshake', async () => {
    const body = statusReport('wamid.x', 'delivered');
    const report = await bare.request({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) }, payload: body });
    expect(report.statusCode).toBe(401);
    const handshake = await bare.request({ method: 'GET', url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=&hub.challenge=1' });
    expect(handshake.statusCode).toBe(403);
  });
});
