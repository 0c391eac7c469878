import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { learnerLicences, messages } from '../../../db/schema/index.js';
import { buildApp } from '../../../app.js';
import { OUTCOME_UNKNOWN } from '../../../lib/messaging/outbox.js';
import { buildTestApp, nextMobile, setUpTestApp } from '../../build.js';
import { addCitizen, buildWorld, type World } from '../citizens/fixtures.js';
import { accepted, apiError, cloudApiEnv, messageRow, settled, startFakeCloudApi } from './whatsapp-helpers.js';

/** The WhatsApp Cloud API transport and the outbox worker, against a local HTTP server standing in for Meta. */
const api = await startFakeCloudApi();
afterAll(() => api.close());

const t = setUpTestApp({ env: cloudApiEnv(api, { WHATSAPP_NOTICE_TEMPLATE: 'll_expiry_notice', WHATSAPP_NOTICE_LANGUAGE: 'hi' }) });
let world: World;
let mobile: string;
beforeAll(async () => {
  world = await buildWorld(t);
  mobile = nextMobile();
  world.citizenId = await addCitizen(t, world, { name: 'Asha Verma', mobile });
});

const send = async (message: string) => {
  const response = await t.request({ method: 'POST', url: `/api/citizens/${world.citizenId}/send-message`, token: world.managerA.token, payload: { message } });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
};
const requestsSince = (start: number) => api.requests.slice(start);

describe('Cloud API transport', () => {
  it('posts a text message with the bearer token to /{phone-number-id}/messages and stores the wamid', async () => {
    const start = api.requests.length;
    api.plan(accepted('wamid.HBgMOTE5ODc2'));
    const { id } = await send('Your RC is ready for pickup.');
    const row = await settled(t, id, 'sent');
    expect(row).toMatchObject({ providerId: 'wamid.HBgMOTE5ODc2', attempts: 1, error: null, claimedBy: null, leaseUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const [request] = requestsSince(start);
    expect(request).toMatchObject({ method: 'POST', url: '/v21.0/1234567890/messages' });
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: `91${mobile}`, type: 'text',
      text: { preview_url: false, body: 'Your RC is ready for pickup.' },
    });
  });

  it('marks a 4xx answer failed with the error and does not retry it', async () => {
    const start = api.requests.length;
    api.plan(apiError(400, '(#131030) Recipient phone number not in allowed list'));
    const { id } = await send('Will be refused');
    const row = await settled(t, id, 'failed');
    expect(row).toMatchObject({ attempts: 1, providerId: null, error: 'WhatsApp API 400: (#131030) Recipient phone number not in allowed list (100)' });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requestsSince(start)).toHaveLength(1);
    expect((await messageRow(t, id)).attempts).toBe(1);
  });

  it('retries a 5xx answer with backoff and sends the message once', async () => {
    const start = api.requests.length;
    api.plan(apiError(503, 'Service temporarily unavailable'), accepted('wamid.after-retry'));
    const { id } = await send('Second time lucky');
    const row = await settled(t, id, 'sent');
    expect(row).toMatchObject({ attempts: 2, providerId: 'wamid.after-retry', error: null });
    const sent = requestsSince(start);
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.body.text.body)).toEqual(['Second time lucky', 'Second time lucky']);
  });

  it('gives up after WHATSAPP_MAX_ATTEMPTS server errors, keeping the last error', async () => {
    const start = api.requests.length;
    api.plan(apiError(500, 'a'), apiError(502, 'b'), apiError(500, 'internal'));
    const { id } = await send('Never gets through');
    const row = await settled(t, id, 'failed');
    expect(row).toMatchObject({ attempts: 3, error: 'WhatsApp API 500: internal (100)' });
    expect(requestsSince(start)).toHaveLength(3);
  });

  const licenceExpiring = async (llNo: string, expiryDate: string) =>
    (await t.database.db.insert(learnerLicences).values({ citizenId: world.citizenId, llNo, issueDate: '2024-01-10', expiryDate }).returning())[0];
  const notified = async (licenceId: number) => {
    const start = api.requests.length;
    const response = await t.request({ method: 'POST', url: `/api/ll/${licenceId}/notify`, token: world.admin.token });
    expect(response.statusCode).toBe(201);
    await settled(t, response.json().data.id, 'sent');
    return requestsSince(start)[0].body;
  };

  it('sends the notice of a coming LL expiry as the approved template with name, document, number and expiry date', async () => {
    const expiry = dayjs(todayInIndia()).add(30, 'day');
    expect(await notified((await licenceExpiring('CG04LL7788', expiry.format('YYYY-MM-DD'))).id)).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: `91${mobile}`, type: 'template',
      template: {
        name: 'll_expiry_notice',
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: ['Asha Verma', 'लर्नर लाइसेंस', 'CG04LL7788', expiry.format('DD-MM-YYYY')].map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('sends the notice of a passed expiry as text, in the notice language: the template says "expires on"', async () => {
    expect(await notified((await licenceExpiring('CG04LL7789', '2024-07-08')).id)).toMatchObject({
      type: 'text',
      text: { body: 'प्रिय Asha Verma, आपका लर्नर लाइसेंस CG04LL7789 तिथि 08-07-2024 को समाप्त हो चुका है। कृपया नए लर्नर लाइसेंस के आवेदन के लिए हमसे संपर्क करें।' },
    });
  });
});

describe('outbox across restarts', () => {
  it('delivers a message still queued when the app stopped, once, after the next start', async () => {
    const local = await buildTestApp({ env: cloudApiEnv(api, { WHATSAPP_RETRY_BASE_MS: '1500' }) });
    try {
      const cast = await buildWorld(local);
      const start = api.requests.length;
      api.plan(apiError(503, 'down for maintenance'));
      const response = await local.request({ method: 'POST', url: `/api/citizens/${cast.citizenId}/send-message`, token: cast.admin.token, payload: { message: 'Across a restart' } });
      const { id } = response.json().data;
      await vi.waitFor(async () => expect(await messageRow(local, id)).toMatchObject({ status: 'queued', attempts: 1 }), { timeout: 5000, interval: 50 });
      expect(requestsSince(start)).toHaveLength(1);
      await local.app.close();
      expect(await messageRow(local, id)).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null });

      const restarted = await buildApp({ config: local.config, database: local.database, logger: false });
      try {
        const row = await settled(local, id, 'sent');
        expect(row).toMatchObject({ attempts: 2, providerId: 'wamid.auto' + (start + 2) });
        expect(requestsSince(start).map((request) => request.body.text.body)).toEqual(['Across a restart', 'Across a restart']);
      } finally {
        await restarted.close();
      }
    } finally {
      await local.close();
    }
  });

  it("retakes a crashed worker's claim once its lease ran out, and never resends a message it was sending", async () => {
    const start = api.requests.length;
    const past = new Date(Date.now() - 120_000);
    const base = { channel: 'whatsapp' as const, citizenId: world.citizenId, recipient: mobile, nextAttemptAt: past, claimedBy: 'worker-crashed', leaseUntil: past };
    const [claimed, sending] = await t.database.db
      .insert(messages)
      .values([
        { ...base, body: 'Claimed, never started' },
        { ...base, body: 'Started, outcome unknown', status: 'sending', attempts: 1 },
      ])
      .returning();
    t.app.outbox.wake();
    expect(await settled(t, claimed.id, 'sent')).toMatchObject({ attempts: 1, claimedBy: null });
    expect(await settled(t, sending.id, 'failed')).toMatchObject({ attempts: 1, error: OUTCOME_UNKNOWN, providerId: null });
    expect(requestsSince(start).map((request) => request.body.text.body)).toEqual(['Claimed, never started']);
  });
});
