import { createHmac } from 'node:crypto';
import { citizens, drivingLicences, insurances, vehicles } from '../../../db/schema/index.js';
import { addDays } from '../../../../common/record-status.js';
import { nextMobile, type TestApp } from '../../build.js';

/** Citizens with documents due on a day, for the reminder tests. */

let serial = 0;

export async function addCitizen(t: Pick<TestApp, 'database'>, values: Partial<typeof citizens.$inferInsert> = {}) {
  const [citizen] = await t.database.db.insert(citizens).values({ name: `Citizen ${++serial}`, mobile: nextMobile(), ...values }).returning();
  return citizen;
}

/** A vehicle of the citizen with an insurance ending `window` days after `day`; answers its registration number. */
export async function insuranceDue(t: Pick<TestApp, 'database'>, citizenId: number, day: string, window: number) {
  const registrationNo = `CG04RM${String(++serial).padStart(4, '0')}`;
  const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId, registrationNo }).returning();
  const endDate = addDays(day, window);
  const [insurance] = await t.database.db
    .insert(insurances)
    .values({ vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'United', policyNumber: `P${registrationNo}`, startDate: addDays(endDate, -365), endDate })
    .returning();
  return { registrationNo, vehicleId: vehicle.id, recordId: insurance.id };
}

/** A driving licence of the citizen expiring `window` days after `day`. */
export async function licenceDue(t: Pick<TestApp, 'database'>, citizenId: number, day: string, window: number) {
  const dlNo = `CG04${String(++serial).padStart(11, '0')}`;
  const [licence] = await t.database.db.insert(drivingLicences).values({ citizenId, dlNo, issueDate: addDays(day, -3000), expiryDate: addDays(day, window) }).returning();
  return { dlNo, recordId: licence.id };
}

export const WEBHOOK_SECRET = 'reminder-webhook-secret';

/** A signed webhook call carrying `value` (statuses or messages), as Meta sends it. */
export function webhookCall(t: Pick<TestApp, 'request'>, value: object) {
  const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }] });
  const signature = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`;
  return t.request({ method: 'POST', url: '/api/webhooks/whatsapp', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
}

/** A reply from a mobile (STOP, रोकें, START…). */
export const reply = (mobile: string, text: string) => ({ messages: [{ from: `91${mobile}`, id: `wamid.in${++serial}`, type: 'text', text: { body: text } }] });
