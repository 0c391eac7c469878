import { afterAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { cloudApiEnv, startFakeCloudApi } from '../messages/whatsapp-helpers.js';
import { addCitizen, insuranceDue, reply, WEBHOOK_SECRET, webhookCall } from './reminder-fixtures.js';

/** Replies to the reminders (issue 36): counted per run on the Reminders page, and the board's "replied since the last reminder". */
const api = await startFakeCloudApi();
afterAll(() => api.close());
const { t, world } = setUpWorld({ env: cloudApiEnv(api, { REMINDER_QUIET_HOURS: 'off', WHATSAPP_APP_SECRET: WEBHOOK_SECRET }) });
const today = todayInIndia();

describe('replies to the reminders', () => {
  it('count on their run, and filter the board to the renewals whose owner wrote after the reminder', async () => {
    const [early, replier, silent] = await Promise.all([1, 2, 3].map(() => addCitizen(t, { branchId: world.branchA })));
    const due = await Promise.all([early, replier, silent].map((citizen) => insuranceDue(t, citizen.id, today, 7)));
    // Written before the reminder: no reply to it.
    expect((await webhookCall(t, reply(early.mobile, 'kab aana hai?'))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await t.request({ method: 'POST', url: '/api/reminders/run', token: world.admin.token })).json()).toEqual({ queued: 3, documents: 3 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await webhookCall(t, reply(replier.mobile, 'haan renew kar do'))).statusCode).toBe(200);

    const [run] = (await t.request({ method: 'GET', url: '/api/reminders/runs', token: world.admin.token })).json().data;
    expect(run).toMatchObject({ run_date: today, messages: 3, replies: 1 });

    const board = (await t.request({ method: 'GET', url: '/api/renewals?replied=true', token: world.managerA.token })).json();
    expect(board.data.map((row: { record_id: number }) => row.record_id)).toEqual([due[1].recordId]);
    expect(board.data[0].last_reply).toMatchObject({ text: 'haan renew kar do' });
    expect(board.meta.counts).toEqual({ due: 1, contacted: 0, renewed: 0, lost: 0 });
    const otherBranch = (await t.request({ method: 'GET', url: '/api/renewals?replied=true', token: world.managerB.token })).json();
    expect(otherBranch.data).toEqual([]);
  });
});
