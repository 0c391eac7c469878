import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { messages, reminderDocuments } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { accepted, apiError, cloudApiEnv, settled, startFakeCloudApi } from '../messages/whatsapp-helpers.js';
import { addCitizen, insuranceDue, licenceDue, reply, WEBHOOK_SECRET, webhookCall } from './reminder-fixtures.js';

/**
 * A run WhatsApp refuses (an expired token: 401; a wrong phone number id: 404), against a local server standing in for
 * the Cloud API: the digests stay, failed, on the run; Resend failed queues the same digests once; 429 is retried.
 */
const api = await startFakeCloudApi();
afterAll(() => api.close());
const { t, world } = setUpWorld({ env: cloudApiEnv(api, { REMINDER_QUIET_HOURS: 'off', WHATSAPP_APP_SECRET: WEBHOOK_SECRET }) });
const today = todayInIndia();

const runs = async (token = world.admin.token) => (await t.request({ method: 'GET', url: '/api/reminders/runs', token })).json().data;
const resend = (token = world.admin.token, date = today) => t.request({ method: 'POST', url: `/api/reminders/runs/${date}/resend`, token });
const digestsOfRun = async () => t.database.db.select().from(messages).where(eq(messages.kind, 'reminder')).orderBy(messages.id);

describe('a run WhatsApp refuses', () => {
  it('keeps its digests failed on the run; Resend failed sends the same digests once; a number that said STOP since is left out', async () => {
    const family = await addCitizen(t, { branchId: world.branchA });
    await insuranceDue(t, family.id, today, 7);
    await licenceDue(t, family.id, today, 15);
    const single = await addCitizen(t, { branchId: world.branchB });
    await insuranceDue(t, single.id, today, 30);
    const stopped = await addCitizen(t, { branchId: world.branchB });
    await insuranceDue(t, stopped.id, today, 1);

    const start = api.requests.length;
    const expired = apiError(401, 'Error validating access token: Session has expired on Friday, 04-Dec-26 10:00:00 PST.');
    api.plan(expired, apiError(404, "Unsupported post request. Object with ID '1234567890' does not exist"), expired);
    const sent = await t.request({ method: 'POST', url: '/api/reminders/run', token: world.admin.token });
    expect(sent.json()).toEqual({ queued: 3, documents: 4 });
    const first = await digestsOfRun();
    for (const digest of first) await settled(t, digest.id, 'failed');
    expect(api.requests.length - start).toBe(3); // refused, not retried
    expect((await digestsOfRun()).map((digest) => digest.error?.slice(0, 17))).toEqual(['WhatsApp API 401:', 'WhatsApp API 404:', 'WhatsApp API 401:']);

    const [run] = await runs();
    expect(run).toMatchObject({ run_date: today, messages: 3, documents: 4, statuses: { failed: 3, sent: 0 }, resendable: 3 });
    const [ofB] = await runs(world.managerB.token);
    expect(ofB).toMatchObject({ messages: 2, statuses: { failed: 2 }, resendable: 2 });

    await webhookCall(t, reply(stopped.mobile, 'STOP'));
    expect((await runs())[0].resendable).toBe(2);
    expect((await resend(world.managerA.token)).statusCode).toBe(403);

    const again = api.requests.length;
    expect((await resend()).json()).toEqual({ queued: 2 });
    const resent = (await digestsOfRun()).filter((digest) => digest.recipient !== stopped.mobile);
    for (const digest of resent) await settled(t, digest.id, 'sent');
    const bodies = api.requests.slice(again).map((request) => request.body);
    expect(bodies.map((body) => body.to).sort()).toEqual([`91${family.mobile}`, `91${single.mobile}`].sort());
    const texts = new Map(first.map((digest) => [`91${digest.recipient}`, digest.body]));
    for (const body of bodies) expect(body.text.body).toBe(texts.get(body.to));

    expect((await resend()).json()).toEqual({ queued: 0 });
    expect(api.requests.length - again).toBe(2);
    const [{ n }] = await t.database.db.select({ n: count() }).from(reminderDocuments).where(inArray(reminderDocuments.messageId, first.map((digest) => digest.id)));
    expect(n).toBe(4);
    expect(await digestsOfRun()).toHaveLength(3);
    expect((await runs())[0]).toMatchObject({ statuses: { sent: 2, failed: 1 }, resendable: 0 });
  });

  it('retries a digest WhatsApp rate-limits (429) and sends it once', async () => {
    const citizen = await addCitizen(t, { branchId: world.branchA });
    await insuranceDue(t, citizen.id, today, 7);
    api.plan(apiError(429, '(#130429) Rate limit hit'), accepted('wamid.after-rate-limit'));
    expect((await t.request({ method: 'POST', url: '/api/reminders/run', token: world.admin.token })).json()).toMatchObject({ queued: 1 });
    const [digest] = await t.database.db.select().from(messages).where(eq(messages.recipient, citizen.mobile));
    expect(await settled(t, digest.id, 'sent')).toMatchObject({ attempts: 2, providerId: 'wamid.after-rate-limit', error: null });
  });
});
