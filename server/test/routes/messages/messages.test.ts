import dayjs from 'dayjs';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { citizens, drivingLicences, learnerLicences, messages } from '../../../db/schema/index.js';
import { setUpTestApp, type TestApp } from '../../build.js';
import { addCitizen, expectChangePerRole, expectStatusPerRole, setUpWorld, type Actor } from '../citizens/fixtures.js';
import { settled } from './whatsapp-helpers.js';

/** Send Message, LL Notify and the message history: scoped like the citizen; without WHATSAPP_TOKEN the log sends. */
const { t, world } = setUpWorld();

const messageCount = async (app: Pick<TestApp, 'database'> = t) => (await app.database.db.select({ n: count() }).from(messages))[0].n;
const sendTo = (citizenId: number, actor: Actor | null, payload: object = { message: 'Please bring your RC tomorrow.' }) =>
  t.request({ method: 'POST', url: `/api/citizens/${citizenId}/send-message`, token: actor?.token, payload });
const addLicence = async (citizenId: number, values: Partial<typeof learnerLicences.$inferInsert> = {}) =>
  (await t.database.db.insert(learnerLicences).values({ citizenId, llNo: `LLN${Math.random().toString().slice(2, 10)}`, expiryDate: '2024-07-08', ...values }).returning())[0];

/** yyyy-mm-dd `offset` days from today (in India), and as a notice writes it (dd-mm-yyyy). */
const day = (offset: number) => dayjs(todayInIndia()).add(offset, 'day').format('YYYY-MM-DD');
const shown = (date: string) => date.split('-').reverse().join('-');

type Send = (actor: Actor | null) => Promise<LightMyRequestResponse>;

/** Every role against a fresh citizen (`prepare` readies the request); who may not edit it gets 404 and no message row appears. */
const expectQueuedPerRole = (prepare: (citizenId: number) => Promise<Send>) =>
  expectChangePerRole(t, world, async (actor) => {
    const request = await prepare(await addCitizen(t, world));
    return async () => {
      const before = await messageCount();
      const response = await request(actor);
      expect(await messageCount()).toBe(before + (response.statusCode === 201 ? 1 : 0));
      return response;
    };
  }, 201);

describe('POST /api/citizens/{id}/send-message', () => {
  it('queues the message, answers the row and a wa.me link, and the log transport marks it sent', async () => {
    const citizenId = await addCitizen(t, world, { name: 'Asha Verma', mobile: '9876543210' });
    const response = await sendTo(citizenId, world.managerA, { message: '  Your DL is ready & signed  ' });
    expect(response.statusCode).toBe(201);
    const { data, wa_me_url } = response.json();
    expect(data).toMatchObject({
      citizen_id: citizenId, channel: 'whatsapp', recipient: '9876543210', body: 'Your DL is ready & signed', status: 'queued',
      attempts: 0, error: null, sender: { id: world.managerA.id, name: 'Test manager' },
    });
    expect(data).not.toHaveProperty('claimed_by');
    expect(wa_me_url).toBe('https://wa.me/919876543210?text=Your%20DL%20is%20ready%20%26%20signed');
    expect(await settled(t, data.id, 'sent')).toMatchObject({ providerId: `log:${data.id}`, attempts: 1, senderId: world.managerA.id });
  });

  it('lets whoever may edit the citizen message it (branch managers only their branch); 404 out of scope', async () => {
    await expectQueuedPerRole(async (citizenId) => (actor) => sendTo(citizenId, actor));
  });

  it.each([
    ['no message', {}, 'The message field is required.'],
    ['an empty message', { message: '' }, 'The message field is required.'],
    ['only spaces', { message: '   ' }, 'The message field is required.'],
    ['4097 characters', { message: 'x'.repeat(4097) }, 'The message field must not be greater than 4096 characters.'],
    ['an object', { message: { text: 'hi' } }, 'The message field must be a string.'],
  ])('refuses %s with 422 and queues nothing', async (_case, payload, message) => {
    const before = await messageCount();
    const response = await sendTo(world.citizenId, world.admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { message: [message] } });
    expect(await messageCount()).toBe(before);
  });

  it('refuses a citizen without a valid mobile with 422 and a clear message', async () => {
    const citizenId = await addCitizen(t, world, { name: 'Old Record' });
    await t.database.db.update(citizens).set({ mobile: '12345' }).where(eq(citizens.id, citizenId));
    const before = await messageCount();
    const response = await sendTo(citizenId, world.admin);
    expect(response.statusCode).toBe(422);
    const message = 'Old Record has no valid 10-digit mobile number to message.';
    expect(response.json()).toEqual({ message, errors: { mobile: [message] } });
    expect(await messageCount()).toBe(before);
  });

  it('answers 404 for a citizen that does not exist', async () => {
    expect((await sendTo(2_000_000_000, world.admin)).json()).toEqual({ message: 'Not found.' });
  });
});

describe('POST /api/ll/{id}/notify', () => {
  const notify = (id: number, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/api/ll/${id}/notify`, token: world.managerFree.token, headers });
  const preview = (id: number, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/api/ll/${id}/notify-preview`, token: world.managerFree.token, headers });

  it('queues an expiry notice naming the LL number and its coming expiry date ("expires on"), as the preview showed it', async () => {
    const citizenId = await addCitizen(t, world, { name: 'Ravi Sahu', mobile: '9123456780' });
    const licence = await addLicence(citizenId, { llNo: 'CG04LL0042', expiryDate: day(9) });
    const date = shown(day(9));
    const text = `Dear Ravi Sahu, your Learner License CG04LL0042 expires on ${date}. Please contact us in time to apply for your Driving License.`;
    const before = await messageCount();
    const shownFirst = await preview(licence.id);
    expect(shownFirst.json()).toEqual({ name: 'Ravi Sahu', mobile: '9123456780', text });
    expect(await messageCount()).toBe(before);
    const response = await notify(licence.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ data: { citizen_id: citizenId, body: text, template_params: ['Ravi Sahu', 'Learner License', 'CG04LL0042', date] }, wa_me_url: `https://wa.me/919123456780?text=${encodeURIComponent(text)}` });
    await settled(t, response.json().data.id, 'sent');
  });

  it('says "expired on" once the date has passed (as text: the approved template says "expires on")', async () => {
    const licence = await addLicence(await addCitizen(t, world, { name: 'Ravi Sahu' }), { llNo: 'CG04LL0043', expiryDate: day(-1) });
    const text = `Dear Ravi Sahu, your Learner License CG04LL0043 expired on ${shown(day(-1))}. Please contact us to apply for a new one.`;
    expect((await preview(licence.id)).json().text).toBe(text);
    expect((await notify(licence.id)).json().data).toMatchObject({ body: text, template_params: null });
  });

  it('stamps the licence with when it was notified; its list shows it', async () => {
    const citizenId = await addCitizen(t, world);
    const licence = await addLicence(citizenId, { expiryDate: day(30) });
    const list = async () => (await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/ll`, token: world.admin.token })).json().data[0];
    expect(await list()).toMatchObject({ notified_at: null });
    const sentAt = Date.now();
    expect((await notify(licence.id)).statusCode).toBe(201);
    expect(Date.parse((await list()).notified_at)).toBeGreaterThanOrEqual(sentAt - 1000);
  });

  it('refuses an LL that a driving licence issued after it has replaced (422, in Hindi too); its list says so', async () => {
    const citizenId = await addCitizen(t, world);
    const replaced = await addLicence(citizenId, { issueDate: '2024-01-10', expiryDate: day(20) });
    const later = await addLicence(citizenId, { issueDate: '2024-06-10', expiryDate: day(40) });
    await t.database.db.insert(drivingLicences).values({ citizenId, dlNo: `DLN${replaced.id}`, issueDate: '2024-03-01' });
    const before = await messageCount();
    const message = 'This learner license has been replaced by a driving license.';
    for (const response of [await notify(replaced.id), await preview(replaced.id)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message, errors: { ll_no: [message] } });
    }
    const hindi = 'इस लर्नर लाइसेंस की जगह अब ड्राइविंग लाइसेंस जारी हो चुका है।';
    expect((await notify(replaced.id, { 'accept-language': 'hi' })).json().message).toBe(hindi);
    expect(await messageCount()).toBe(before);
    const list = (await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/ll`, token: world.admin.token })).json().data;
    expect(list.map((row: { id: number; replaced_by_dl: boolean }) => [row.id, row.replaced_by_dl])).toEqual([[later.id, false], [replaced.id, true]]);
    expect((await notify(later.id)).statusCode).toBe(201);
  });

  it('previews nothing for a citizen without a valid mobile (422)', async () => {
    const citizenId = await addCitizen(t, world, { name: 'Old Record' });
    await t.database.db.update(citizens).set({ mobile: '12345' }).where(eq(citizens.id, citizenId));
    const response = await preview((await addLicence(citizenId, { expiryDate: day(5) })).id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ mobile: ['Old Record has no valid 10-digit mobile number to message.'] });
  });

  it('follows the citizen: editors notify, branch managers only their branch, 404 out of scope', async () => {
    await expectQueuedPerRole(async (citizenId) => {
      const licence = await addLicence(citizenId);
      return (actor) => t.request({ method: 'POST', url: `/api/ll/${licence.id}/notify`, token: actor?.token });
    });
  });

  it('refuses a licence without an expiry date (422) and an unknown one (404), queueing nothing', async () => {
    const licence = await addLicence(world.citizenId, { expiryDate: null });
    const before = await messageCount();
    const noDate = await t.request({ method: 'POST', url: `/api/ll/${licence.id}/notify`, token: world.admin.token });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors).toEqual({ expiry_date: ['This learner license has no expiry date to give notice of.'] });
    const unknown = await t.request({ method: 'POST', url: '/api/ll/2000000000/notify', token: world.admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });
});

describe('GET /api/citizens/{id}/messages', () => {
  it('lists the citizen\'s messages newest first, paged, with their senders', async () => {
    const citizenId = await addCitizen(t, world);
    for (const text of ['first', 'second', 'third']) expect((await sendTo(citizenId, world.owner, { message: text })).statusCode).toBe(201);
    const page = await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/messages?per_page=2`, token: world.managerA.token });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      data: [{ body: 'third', sender: { id: world.owner.id, name: 'Test user' } }, { body: 'second' }],
      meta: { current_page: 1, last_page: 2, per_page: 2, from: 1, to: 2, total: 3 },
    });
    const last = await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/messages?page=2&per_page=2`, token: world.owner.token });
    expect(last.json().data.map((row: { body: string }) => row.body)).toEqual(['first']);
  });

  it('is visible to whoever sees the citizen; 404 out of scope', async () => {
    await expectStatusPerRole(world, (actor) => t.request({ method: 'GET', url: `/api/citizens/${world.citizenId}/messages`, token: actor?.token }), 200);
  });
});

describe('on PGlite', () => {
  const embedded = setUpTestApp({ pglite: true });
  it('queues, claims and sends through the outbox on the embedded database', async () => {
    const { token } = await embedded.signIn('admin');
    const citizen = await embedded.request({ method: 'POST', url: '/api/citizens', token, payload: { name: 'Embedded Person', mobile: '9876500002' } });
    const response = await embedded.request({ method: 'POST', url: `/api/citizens/${citizen.json().id}/send-message`, token, payload: { message: 'Hello from PGlite' } });
    expect(response.statusCode).toBe(201);
    expect(await settled(embedded, response.json().data.id, 'sent')).toMatchObject({ attempts: 1, providerId: `log:${response.json().data.id}` });
    expect(await messageCount(embedded)).toBe(1);
  });
});
