import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { citizens, messages } from '../../../db/schema/index.js';
import { addDays } from '../../../../common/record-status.js';
import { buildWorld, type World } from '../citizens/fixtures.js';
import { setUpTestApp } from '../../build.js';
import { addCitizen, insuranceDue, licenceDue, reply, WEBHOOK_SECRET, webhookCall } from './reminder-fixtures.js';

/** /api/reminders on PostgreSQL: the preview, the run, the history, opt-outs and language (README §Reminders). */
const t = setUpTestApp({ env: { REMINDER_QUIET_HOURS: 'off', WHATSAPP_APP_SECRET: WEBHOOK_SECRET, WHATSAPP_POLL_MS: '50' } });
const today = todayInIndia();
const tomorrow = addDays(today, 1);

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const run = (token: string) => t.request({ method: 'POST', url: '/api/reminders/run', token });

describe('/api/reminders', () => {
  let world: World;
  const family = { mobile: '', names: [] as string[] };
  let single: Awaited<ReturnType<typeof addCitizen>>;
  let hindi: Awaited<ReturnType<typeof addCitizen>>;

  beforeAll(async () => {
    world = await buildWorld(t);
    // A family sharing a mobile: two citizens, documents at 30 and 7 days and a licence at 15.
    const father = await addCitizen(t, { name: 'Ramesh Sahu', branchId: world.branchA });
    const son = await addCitizen(t, { name: 'Mohan Sahu', mobile: father.mobile, branchId: world.branchA });
    Object.assign(family, { mobile: father.mobile, names: [father.name, son.name] });
    await insuranceDue(t, father.id, today, 30);
    await insuranceDue(t, son.id, today, 7);
    await licenceDue(t, son.id, today, 15);
    await insuranceDue(t, son.id, today, 10); // in no window
    // Another mobile in branch B: 1 day left and expired yesterday.
    single = await addCitizen(t, { name: 'Geeta Verma', branchId: world.branchB });
    await insuranceDue(t, single.id, today, 1);
    await licenceDue(t, single.id, today, -1);
    // Hindi, in branch B, due tomorrow in the 30-day window (not today).
    hindi = await addCitizen(t, { name: 'सुनीता', language: 'hi', branchId: world.branchB });
    await insuranceDue(t, hindi.id, tomorrow, 30);
    // Opted out: never in a digest.
    const quiet = await addCitizen(t, { name: 'Opted Out', remindersOptOut: true, branchId: world.branchA });
    await insuranceDue(t, quiet.id, today, 7);
  });

  it("previews today's digests, one per mobile, with each window and the text", async () => {
    const response = await get('/api/reminders/preview', world.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({ messages: 2, documents: 5, quiet_hours: null });
    const familyDigest = data.find((digest: { mobile: string }) => digest.mobile === family.mobile);
    expect(familyDigest.citizens.map((citizen: { name: string }) => citizen.name).sort()).toEqual([...family.names].sort());
    expect(familyDigest.documents.map((document: { window: number }) => document.window)).toEqual([7, 15, 30]);
    expect(familyDigest.documents[0]).toMatchObject({ doc_type: 'insurance', vehicle_no: expect.stringMatching(/^CG04RM/), expiry_date: addDays(today, 7) });
    expect(familyDigest.text).toContain('Ramesh Sahu: vehicle insurance');
    expect(familyDigest.text).toContain('Mohan Sahu: Driving License');
    const singleDigest = data.find((digest: { mobile: string }) => digest.mobile === single.mobile);
    expect(singleDigest.documents.map((document: { window: number }) => document.window)).toEqual([-1, 1]);
    expect(singleDigest.text).toMatch(/expired on \d{2}-\d{2}-\d{4}/);
  });

  it("previews tomorrow's batch in the citizen's language; a manager sees their branch only", async () => {
    const ofB = (await get(`/api/reminders/preview?date=${tomorrow}`, world.managerB.token)).json();
    expect(ofB.data.map((digest: { mobile: string }) => digest.mobile)).toEqual([hindi.mobile]);
    expect(ofB.data[0]).toMatchObject({ language: 'hi', documents: [{ window: 30 }] });
    expect(ofB.data[0].text).toContain('सुनीता: वाहन बीमा');
    const ofA = (await get('/api/reminders/preview', world.managerA.token)).json();
    expect(ofA.data.map((digest: { mobile: string }) => digest.mobile)).toEqual([family.mobile]);
  });

  it('refuses a user (403), a manager the run (403), and a bad date (422)', async () => {
    expect((await get('/api/reminders/preview', world.owner.token)).statusCode).toBe(403);
    expect((await run(world.managerA.token)).statusCode).toBe(403);
    const bad = await get('/api/reminders/preview?date=2026-02-30', world.admin.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('date');
  });

  it('queues one reminder message per mobile; a second run the same day queues nothing', async () => {
    expect((await run(world.admin.token)).json()).toEqual({ queued: 2, documents: 5 });
    expect((await run(world.admin.token)).json()).toEqual({ queued: 0, documents: 0 });
    const queued = await t.database.db.select().from(messages).where(eq(messages.kind, 'reminder'));
    expect(queued.map((message) => message.recipient).sort()).toEqual([family.mobile, single.mobile].sort());
    expect((await get('/api/reminders/preview', world.admin.token)).json().meta).toEqual({ messages: 0, documents: 0, quiet_hours: null });
  });

  it("shows the digest in the Messages of each citizen it names", async () => {
    const [son] = await t.database.db.select().from(citizens).where(eq(citizens.name, 'Mohan Sahu'));
    const list = (await get(`/api/citizens/${son.id}/messages`, world.admin.token)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ kind: 'reminder', recipient: family.mobile });
  });

  it('lists the run and its digests, with delivery statuses from the signed webhook', async () => {
    const [digest] = await t.database.db.select().from(messages).where(eq(messages.recipient, single.mobile));
    await t.database.db.update(messages).set({ status: 'sent', providerId: 'wamid.reminder1' }).where(eq(messages.id, digest.id));
    const delivered = await webhookCall(t, { statuses: [{ id: 'wamid.reminder1', status: 'delivered', timestamp: '1718000000' }] });
    expect(delivered.json()).toMatchObject({ updated: 1, opt_outs: 0 });
    const runs = (await get('/api/reminders/runs', world.admin.token)).json();
    expect(runs.meta.total).toBe(1);
    expect(runs.data[0]).toMatchObject({ run_date: today, messages: 2, documents: 5, statuses: { delivered: 1 } });
    expect(runs.data[0].finished_at).not.toBeNull();
    const ofB = (await get('/api/reminders/runs', world.managerB.token)).json();
    expect(ofB.data[0]).toMatchObject({ messages: 1, documents: 2, statuses: { delivered: 1 } });
    const digests = (await get(`/api/reminders/digests?run_date=${today}`, world.managerB.token)).json();
    expect(digests.data).toEqual([expect.objectContaining({ id: digest.id, mobile: single.mobile, status: 'delivered', documents: 2, run_date: today })]);
  });

  it('a citizen opted out by staff gets none; STOP (or रोकें) by WhatsApp opts out every citizen of the mobile, START undoes it', async () => {
    const citizen = await addCitizen(t, { name: 'Staff Opt', branchId: world.branchA });
    const sibling = await addCitizen(t, { name: 'Sibling', mobile: citizen.mobile, branchId: world.branchA });
    await insuranceDue(t, citizen.id, tomorrow, 7);
    await insuranceDue(t, sibling.id, tomorrow, 15);
    const mobiles = async () => (await get(`/api/reminders/preview?date=${tomorrow}`, world.admin.token)).json().data.map((d: { mobile: string }) => d.mobile);
    expect(await mobiles()).toContain(citizen.mobile);

    const put = await t.request({ method: 'PUT', url: `/api/citizens/${citizen.id}`, token: world.admin.token, payload: { name: citizen.name, mobile: citizen.mobile, reminders_opt_out: true } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ reminders_opt_out: true, language: 'en' });
    const preview = (await get(`/api/reminders/preview?date=${tomorrow}`, world.admin.token)).json().data;
    expect(preview.find((d: { mobile: string }) => d.mobile === citizen.mobile).citizens).toEqual([{ id: sibling.id, name: 'Sibling' }]);

    expect((await webhookCall(t, reply(citizen.mobile, 'रोकें'))).json()).toMatchObject({ updated: 0, opt_outs: 2 });
    expect(await mobiles()).not.toContain(citizen.mobile);
    expect((await webhookCall(t, reply(citizen.mobile, ' start '))).json()).toMatchObject({ updated: 0, opt_outs: 2 });
    expect(await mobiles()).toContain(citizen.mobile);
    expect((await webhookCall(t, reply(citizen.mobile, 'STOP'))).json()).toMatchObject({ updated: 0, opt_outs: 2 });
    expect((await webhookCall(t, reply(citizen.mobile, 'stop please'))).json()).toMatchObject({ updated: 0, opt_outs: 2 });
  });

  it('keeps language and reminders_opt_out through create, detail and update', async () => {
    const created = await t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: { name: 'Kavita', mobile: '9827099001', language: 'hi', reminders_opt_out: true } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ language: 'hi', reminders_opt_out: true });
    const plain = await t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: { name: 'Anil', mobile: '9827099002' } });
    expect(plain.json()).toMatchObject({ language: 'en', reminders_opt_out: false });
    const bad = await t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: { name: 'Anil', mobile: '9827099003', language: 'fr' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('language');
  });
});

describe('POST /api/reminders/run in quiet hours', () => {
  const quiet = setUpTestApp({ env: { REMINDER_QUIET_HOURS: '00:00-23:59' } });

  it('answers 409, in Hindi when asked, and queues nothing', async () => {
    const { token } = await quiet.signIn('admin');
    const refused = await quiet.request({ method: 'POST', url: '/api/reminders/run', token });
    expect(refused.statusCode).toBe(409);
    // The configured hours, not the default's.
    expect(refused.json().message).toBe('It is quiet hours: reminders are not sent from 00:00 to 23:59 and the run waits until then.');
    const hindi = await quiet.request({ method: 'POST', url: '/api/reminders/run', token, headers: { 'accept-language': 'hi' } });
    expect(hindi.json().message).toBe('अभी शांत समय है: 00:00 से 23:59 तक अनुस्मारक नहीं भेजे जाते और रन तब तक प्रतीक्षा करता है।');
    expect(await quiet.database.db.select().from(messages)).toEqual([]);
  });
});
