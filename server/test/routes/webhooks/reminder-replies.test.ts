import { describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { addCitizen, insuranceDue, reply, WEBHOOK_SECRET, webhookCall } from '../reminders/reminder-fixtures.js';

/**
 * STOP and START replies to the reminders through the signed WhatsApp webhook (Cloud API `messages` payloads): the
 * keyword in any case and punctuation, English or Hindi; the audit row of each profile; the opt-out held by the mobile.
 */
const { t, world } = setUpWorld({ env: { REMINDER_QUIET_HOURS: 'off', WHATSAPP_APP_SECRET: WEBHOOK_SECRET } });
const tomorrow = addDays(todayInIndia(), 1);

const citizenOf = async (id: number) => (await t.request({ method: 'GET', url: `/api/citizens/${id}`, token: world.admin.token })).json();
const previewMobiles = async () =>
  (await t.request({ method: 'GET', url: `/api/reminders/preview?date=${tomorrow}`, token: world.admin.token })).json().data.map((digest: { mobile: string }) => digest.mobile);
const createCitizen = (name: string, mobile: string, extra: object = {}) =>
  t.request({ method: 'POST', url: '/api/citizens', token: world.admin.token, payload: { name, mobile, ...extra } });

describe('STOP and START replies', () => {
  it.each(['Stop.', 'stop please', 'STOP ', 'रोकें।', 'बंद करें'])('%j opts out every citizen of the mobile', async (text) => {
    const first = await addCitizen(t, { branchId: world.branchA });
    const second = await addCitizen(t, { mobile: first.mobile, branchId: world.branchA });
    const response = await webhookCall(t, reply(first.mobile, text));
    expect(response.json()).toMatchObject({ updated: 0, opt_outs: 2 });
    expect((await citizenOf(first.id)).reminders_opt_out).toBe(true);
    expect((await citizenOf(second.id)).reminders_opt_out).toBe(true);
  });

  it('leaves other replies alone', async () => {
    const citizen = await addCitizen(t, { branchId: world.branchA });
    for (const text of ['ok thanks', 'please stop', 'nonstop']) expect((await webhookCall(t, reply(citizen.mobile, text))).json()).toMatchObject({ updated: 0, opt_outs: 0 });
    expect((await citizenOf(citizen.id)).reminders_opt_out).toBe(false);
  });

  it('writes each profile of the number to the audit trail: the reply, the number it came from, when', async () => {
    const citizen = await addCitizen(t, { branchId: world.branchA });
    const sibling = await addCitizen(t, { mobile: citizen.mobile, branchId: world.branchA });
    const before = Date.now();
    await webhookCall(t, reply(citizen.mobile, 'रोकें।'));
    for (const id of [citizen.id, sibling.id]) {
      const history = await t.request({ method: 'GET', url: `/api/audit?entity=citizen&entity_id=${id}`, token: world.admin.token });
      expect(history.statusCode, history.body).toBe(200);
      const [entry] = history.json().data;
      expect(entry).toMatchObject({
        entity: 'citizen', entity_id: id, action: 'update', actor: null,
        changes: { reminders_opt_out: [false, true], whatsapp_reply: [null, 'रोकें।'], whatsapp_from: [null, citizen.mobile] },
      });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    await webhookCall(t, reply(citizen.mobile, 'शुरू'));
    const [entry] = (await t.request({ method: 'GET', url: `/api/audit?entity=citizen&entity_id=${citizen.id}`, token: world.admin.token })).json().data;
    expect(entry.changes).toMatchObject({ reminders_opt_out: [true, false], whatsapp_reply: [null, 'शुरू'] });
  });

  it('holds for the number: a profile added later, or given the number, is opted out until START', async () => {
    const mobile = nextMobile();
    const first = await addCitizen(t, { mobile, branchId: world.branchA });
    await insuranceDue(t, first.id, tomorrow, 7);
    expect(await previewMobiles()).toContain(mobile);
    expect((await webhookCall(t, reply(mobile, 'STOP'))).json().opt_outs).toBe(1);

    const later = await createCitizen('Later Profile', mobile);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().reminders_opt_out).toBe(true);
    await insuranceDue(t, later.json().id, tomorrow, 15);
    expect(await previewMobiles()).not.toContain(mobile);

    // Staff cannot opt the number back in: only its own START does.
    const untick = await t.request({ method: 'PUT', url: `/api/citizens/${later.json().id}`, token: world.admin.token, payload: { name: 'Later Profile', mobile, reminders_opt_out: false } });
    expect(untick.json().reminders_opt_out).toBe(true);
    const moved = await createCitizen('Moved Here', nextMobile());
    const given = await t.request({ method: 'PUT', url: `/api/citizens/${moved.json().id}`, token: world.admin.token, payload: { name: 'Moved Here', mobile } });
    expect(given.json().reminders_opt_out).toBe(true);

    expect((await webhookCall(t, reply(mobile, 'Start'))).json().opt_outs).toBe(3);
    for (const id of [first.id, later.json().id, moved.json().id]) expect((await citizenOf(id)).reminders_opt_out).toBe(false);
    expect(await previewMobiles()).toContain(mobile);
    expect((await createCitizen('After Start', mobile)).json().reminders_opt_out).toBe(false);
  });
});
