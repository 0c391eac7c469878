import { expect } from 'vitest';
import { nextMobile, type TestApp } from '../../build.js';
import { form, PDF, type World } from '../citizens/fixtures.js';

let serial = 0;
/** A fresh document number (upper-case letters and digits, as the forms store them). */
export const freshNumber = (prefix: string) => `${prefix}${process.pid}${++serial}`;
/** A fresh registration number: CG 04, three series letters from the process and a counter of four digits. */
export const freshRegistration = () =>
  `CG04${String.fromCharCode(65 + (process.pid % 26), 65 + (Math.floor(process.pid / 26) % 26), 65 + (serial % 26))}${String(++serial % 10_000).padStart(4, '0')}`;

/**
 * A citizen of branch A made through the API by the admin: a learner licence with a document, a vehicle and a tax
 * record with a document. Answers the ids and numbers.
 */
export async function citizenWithRecords(t: TestApp, world: World) {
  const post = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url, token: world.managerA.token, payload });
    expect(response.statusCode, url).toBe(201);
    return response.json();
  };
  const citizen = await post('/api/citizens', { name: 'Kamla Bai', mobile: nextMobile() });
  const llNo = freshNumber('CG04LL');
  const registrationNo = freshRegistration();
  const licence = await post(`/api/citizens/${citizen.id}/ll`, form({ ll_no: llNo, vehicle_class: 'LMV' }, { bytes: PDF }));
  const vehicle = await post(`/api/citizens/${citizen.id}/vehicles`, { registration_no: registrationNo });
  const tax = await post(`/api/vehicles/${vehicle.id}/taxes`, form({ tax_mode: 'Yearly', tax_from: '2024-04-01', tax_upto: '2025-03-31' }, { bytes: PDF }));
  return { citizen, licence, vehicle, tax, llNo, registrationNo };
}

/** The delete entry of a row, found through GET /api/audit. */
export async function deleteEntryOf(t: TestApp, token: string, entity: string, id: number) {
  const response = await t.request({ method: 'GET', url: `/api/audit?entity=${entity}&entity_id=${id}&action=delete`, token });
  expect(response.statusCode).toBe(200);
  const [entry] = response.json().data;
  expect(entry, `${entity} ${id} delete entry`).toBeDefined();
  return entry as { id: number; restorable: boolean; changes: Record<string, [unknown, unknown]> };
}
