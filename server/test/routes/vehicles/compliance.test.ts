import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requiredDocuments, type Compliance } from '../../../../common/compliance.js';
import { VEHICLE_TYPES } from '../../../../common/options.js';
import { addDays, todayInIndia } from '../../../../common/record-status.js';
import { queryRows } from '../../../db/client.js';
import { dueDocuments } from '../../../lib/renewals/reminder-digests.js';
import { nextMobile } from '../../build.js';
import { addCitizen, setUpWorld } from '../citizens/fixtures.js';

/** Roadworthiness (issue 22): each vehicle's `compliance` in every answer that carries it, and the filters by state. */
const { t, world } = setUpWorld();

let serial = 0;
const unique = (prefix: string) => `${prefix}${String(++serial).padStart(5, '0')}`;
const registration = () => `CG07RW${String(++serial).padStart(4, '0')}`;
const daysFromToday = (days: number) => addDays(todayInIndia(), days);

const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = world.admin.token) => {
  const response = await t.request({ method, url, token, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

async function addVehicle(type: string, citizenId = world.citizenId): Promise<{ id: number; registration_no: string }> {
  return send('POST', `/api/citizens/${citizenId}/vehicles`, { registration_no: registration(), type });
}

/** The forms of the required records, valid until `expiry`. */
const RECORD_FORMS: Record<string, { segment: string; form: (expiry: string) => object }> = {
  insurance: {
    segment: 'insurances',
    form: (end_date) => ({ insurance_type: 'Third Party', company_name: 'National', policy_number: unique('POL'), start_date: addDays(end_date, -364), end_date }),
  },
  pucc: { segment: 'puccs', form: (valid_until) => ({ pucc_number: unique('PU'), valid_from: addDays(valid_until, -364), valid_until }) },
  fitness: { segment: 'fitnesses', form: (expiry_date) => ({ certificate_number: unique('FC'), issue_date: addDays(expiry_date, -364), expiry_date }) },
  permit: { segment: 'permits', form: (expiry_date) => ({ permit_number: unique('PM'), issue_date: addDays(expiry_date, -364), expiry_date }) },
  vltd: { segment: 'vltds', form: (expiry_date) => ({ certificate_number: unique('VL'), issue_date: addDays(expiry_date, -364), expiry_date }) },
  speed_governor: { segment: 'speed-governors', form: (expiry_date) => ({ certificate_number: unique('SG'), issue_date: addDays(expiry_date, -364), expiry_date }) },
};

/** Adds a `docType` record to the vehicle, expiring `days` from today; answers the record. */
const addRecord = (vehicleId: number, docType: string, days: number): Promise<{ id: number }> =>
  send('POST', `/api/vehicles/${vehicleId}/${RECORD_FORMS[docType].segment}`, RECORD_FORMS[docType].form(daysFromToday(days)));

/** A vehicle of `type` holding every required record, valid for `days`. */
async function compliantVehicle(type: string, days = 90, citizenId = world.citizenId) {
  const vehicle = await addVehicle(type, citizenId);
  for (const docType of requiredDocuments(type)) await addRecord(vehicle.id, docType, days);
  return vehicle;
}

/** The vehicle's compliance as its citizen's vehicle list answers it. */
async function complianceOf(vehicleId: number, citizenId = world.citizenId): Promise<Compliance> {
  const { data } = await send('GET', `/api/citizens/${citizenId}/vehicles?per_page=1000`);
  return data.find((vehicle: { id: number }) => vehicle.id === vehicleId).compliance;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('compliance of a vehicle', () => {
  it('requires in the database the documents common/compliance.ts lists for each vehicle type (and for none)', async () => {
    for (const type of [...VEHICLE_TYPES, null]) {
      const [{ kinds }] = await queryRows<{ kinds: string[] }>(t.database.db, sql`select required_documents(${type}) as kinds`);
      expect(kinds, String(type)).toEqual(requiredDocuments(type));
    }
  });

  it.each(VEHICLE_TYPES)('is red for a new %s, naming each required document as missing, and green once all are held', async (type) => {
    const vehicle = await addVehicle(type);
    expect(await complianceOf(vehicle.id)).toEqual({
      state: 'red',
      reasons: requiredDocuments(type).map((doc_type) => ({ doc_type, problem: 'missing' })),
    });
    for (const docType of requiredDocuments(type)) await addRecord(vehicle.id, docType, 90);
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'green', reasons: [] });
  });

  it.each(['insurance', 'pucc', 'fitness', 'permit', 'vltd', 'speed_governor'])(
    'names a %s expiring within 30 days (amber) and one expired (red), with its date',
    async (docType) => {
      const vehicle = await addVehicle('TRANS(HGV)');
      for (const other of requiredDocuments('TRANS(HGV)')) await addRecord(vehicle.id, other, other === docType ? 30 : 31);
      expect(await complianceOf(vehicle.id)).toEqual({ state: 'amber', reasons: [{ doc_type: docType, problem: 'expiring', expiry_date: daysFromToday(30) }] });
      await addRecord(vehicle.id, docType, -400); // an older record is not the current one
      expect((await complianceOf(vehicle.id)).state).toBe('amber');

      const expired = await addVehicle('TRANS(HGV)');
      for (const other of requiredDocuments('TRANS(HGV)')) await addRecord(expired.id, other, other === docType ? -1 : 200);
      expect(await complianceOf(expired.id)).toEqual({ state: 'red', reasons: [{ doc_type: docType, problem: 'expired', expiry_date: daysFromToday(-1) }] });
    },
  );

  it('lists every reason, in the order of the required documents', async () => {
    const vehicle = await addVehicle('LMV');
    await addRecord(vehicle.id, 'pucc', 3);
    expect(await complianceOf(vehicle.id)).toEqual({
      state: 'red',
      reasons: [{ doc_type: 'insurance', problem: 'missing' }, { doc_type: 'pucc', problem: 'expiring', expiry_date: daysFromToday(3) }],
    });
  });

  it('turns amber into red when a day passes, without a write', async () => {
    const vehicle = await addVehicle('LMV');
    await addRecord(vehicle.id, 'insurance', 90);
    await addRecord(vehicle.id, 'pucc', 0); // expires today
    const citizensIn = async (state: string) =>
      (await send('GET', `/api/citizens?vehicle_state=${state}&per_page=1000`)).data.map((citizen: { id: number }) => citizen.id);
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'amber', reasons: [{ doc_type: 'pucc', problem: 'expiring', expiry_date: todayInIndia() }] });
    const citizenId = await addCitizen(t, world);
    const other = await addVehicle('LMV', citizenId);
    await addRecord(other.id, 'insurance', 0);
    await addRecord(other.id, 'pucc', 90);
    expect(await citizensIn('amber')).toContain(citizenId);
    expect(await citizensIn('red')).not.toContain(citizenId);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect(await complianceOf(vehicle.id)).toEqual({ state: 'red', reasons: [{ doc_type: 'pucc', problem: 'expired', expiry_date: daysFromToday(-1) }] });
    expect(await citizensIn('red')).toContain(citizenId);
    expect(await citizensIn('amber')).not.toContain(citizenId);
  });

  it('follows the records: a renewal turns it green, deleting the renewal turns it back', async () => {
    const vehicle = await compliantVehicle('LMV');
    await send('DELETE', `/api/puccs/${(await addRecord(vehicle.id, 'pucc', -5)).id}`); // deleting an older record changes nothing
    const lapsed = await addVehicle('LMV');
    await addRecord(lapsed.id, 'insurance', 90);
    await addRecord(lapsed.id, 'pucc', -5);
    expect((await complianceOf(lapsed.id)).state).toBe('red');
    const renewal = await addRecord(lapsed.id, 'pucc', 180);
    expect(await complianceOf(lapsed.id)).toEqual({ state: 'green', reasons: [] });
    await send('DELETE', `/api/puccs/${renewal.id}`);
    expect((await complianceOf(lapsed.id)).reasons).toEqual([{ doc_type: 'pucc', problem: 'expired', expiry_date: daysFromToday(-5) }]);
    expect((await complianceOf(vehicle.id)).state).toBe('green');
  });

  it('follows the vehicle type: a car turned goods vehicle needs the transport documents', async () => {
    const vehicle = await compliantVehicle('LMV');
    await send('PUT', `/api/vehicles/${vehicle.id}`, { registration_no: vehicle.registration_no, type: 'LGV' });
    expect(await complianceOf(vehicle.id)).toMatchObject({ state: 'red', reasons: [{ doc_type: 'fitness' }, { doc_type: 'permit' }, { doc_type: 'vltd' }, { doc_type: 'speed_governor' }] });
  });

  it('needs no PUCC of an E-Rikshaw/E-Cart or an agriculture trailer (issue 32): green with what its class needs', async () => {
    const rickshaw = await addVehicle('E-Rikshaw/E-Cart');
    expect(await complianceOf(rickshaw.id)).toEqual({ state: 'red', reasons: [{ doc_type: 'insurance', problem: 'missing' }, { doc_type: 'fitness', problem: 'missing' }] });
    await addRecord(rickshaw.id, 'insurance', 90);
    await addRecord(rickshaw.id, 'fitness', 90);
    expect(await complianceOf(rickshaw.id)).toEqual({ state: 'green', reasons: [] });
    const trailer = await addVehicle('Agriculture Trailer');
    await addRecord(trailer.id, 'insurance', 90);
    expect(await complianceOf(trailer.id)).toEqual({ state: 'green', reasons: [] });
    const red = (await send('GET', '/api/search/vehicle?state=red&per_page=1000')).data.map((row: { id: number }) => row.id);
    expect(red).not.toContain(rickshaw.id);
    expect(red).not.toContain(trailer.id);
    const car = await compliantVehicle('LMV');
    await send('PUT', `/api/vehicles/${car.id}`, { registration_no: car.registration_no, type: 'Agriculture Trailer' });
    expect(await complianceOf(car.id)).toEqual({ state: 'green', reasons: [] });
  });

  it('reminds no document the class does not need: an E-Rikshaw\'s PUCC is left out, a car\'s is reminded', async () => {
    const rickshaw = await addVehicle('E-Rikshaw/E-Cart');
    const car = await addVehicle('LMV');
    const spare = await addRecord(rickshaw.id, 'pucc', 7);
    const needed = await addRecord(car.id, 'pucc', 7);
    const due = (await dueDocuments(t.database.db, todayInIndia(), [7])).filter((row) => row.doc_type === 'pucc').map((row) => row.record_id);
    expect(due).toContain(needed.id);
    expect(due).not.toContain(spare.id);
  });

  it('is in all-details and ignored when a PUT sends it back', async () => {
    const vehicle = await addVehicle('LMV');
    const details = await send('GET', `/api/citizens/${world.citizenId}/all-details`);
    const shown = details.vehicles.find((row: { id: number }) => row.id === vehicle.id);
    expect(shown.compliance).toEqual({ state: 'red', reasons: [{ doc_type: 'insurance', problem: 'missing' }, { doc_type: 'pucc', problem: 'missing' }] });
    await send('PUT', `/api/vehicles/${vehicle.id}`, { ...shown, compliance: { state: 'green', reasons: [] } });
    expect((await complianceOf(vehicle.id)).state).toBe('red');
  });
});

describe('filters by state', () => {
  /** A citizen of `branchId` with one vehicle of each state. */
  async function citizenWithStates(branchId: number) {
    const ids = {
      red: await addCitizen(t, world, { branchId }),
      amber: await addCitizen(t, world, { branchId }),
      green: await addCitizen(t, world, { branchId, name: 'Green Only', mobile: nextMobile() }),
    };
    const vehicles = {
      red: await addVehicle('LMV', ids.red),
      amber: await compliantVehicle('LMV', 10, ids.amber),
      green: await compliantVehicle('LMV', 90, ids.green),
    };
    return { ids, vehicles };
  }

  it('GET /api/citizens?vehicle_state= lists citizens holding such a vehicle, within the caller\'s scope; 422 for another state', async () => {
    const a = await citizenWithStates(world.branchA);
    const listed = async (state: string, token: string) =>
      ((await send('GET', `/api/citizens?vehicle_state=${state}&per_page=1000`, undefined, token)).data as { id: number }[]).map((row) => row.id);
    for (const token of [world.admin.token, world.managerA.token, world.owner.token]) {
      expect(await listed('red', token)).toContain(a.ids.red);
      expect(await listed('red', token)).not.toContain(a.ids.amber);
      expect(await listed('amber', token)).toContain(a.ids.amber);
      expect(await listed('amber', token)).not.toContain(a.ids.red);
      expect([...(await listed('red', token)), ...(await listed('amber', token))]).not.toContain(a.ids.green);
    }
    for (const token of [world.managerB.token, world.stranger.token]) expect(await listed('red', token)).not.toContain(a.ids.red);

    const invalid = await t.request({ method: 'GET', url: '/api/citizens?vehicle_state=green', token: world.admin.token });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('vehicle_state');
  });

  it('GET /api/search/vehicle?state= lists such vehicles with their compliance, alone or with a number, within the scope', async () => {
    const a = await citizenWithStates(world.branchA);
    const found = async (query: string, token = world.admin.token) =>
      ((await send('GET', `/api/search/vehicle?${query}&per_page=100`, undefined, token)).data as { id: number; compliance: Compliance }[]);
    const red = await found('state=red');
    expect(red.map((row) => row.id)).toContain(a.vehicles.red.id);
    expect(red.every((row) => row.compliance.state === 'red')).toBe(true);
    expect((await found('state=amber')).map((row) => row.id)).toContain(a.vehicles.amber.id);
    expect((await found(`state=amber&vehicle_no=${a.vehicles.amber.registration_no}`)).map((row) => row.id)).toEqual([a.vehicles.amber.id]);
    expect(await found(`state=red&vehicle_no=${a.vehicles.amber.registration_no}`)).toEqual([]);
    expect((await found(`vehicle_no=${a.vehicles.green.registration_no}`))[0].compliance).toEqual({ state: 'green', reasons: [] });
    expect((await found('state=red', world.managerA.token)).map((row) => row.id)).toContain(a.vehicles.red.id);
    expect((await found('state=red', world.managerB.token)).map((row) => row.id)).not.toContain(a.vehicles.red.id);

    const invalid = await t.request({ method: 'GET', url: '/api/search/vehicle?state=blue', token: world.admin.token });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('state');
    const licences = await t.request({ method: 'GET', url: '/api/search/ll?state=red', token: world.admin.token });
    expect(licences.statusCode).toBe(422);
  });

  it('GET /api/global-search answers a vehicle hit\'s compliance', async () => {
    const vehicle = await compliantVehicle('LMV', 10);
    const hits = await send('GET', `/api/global-search?query=${vehicle.registration_no}`);
    expect(hits.find((hit: { unique_key: string }) => hit.unique_key === `vehicle-${vehicle.id}`).compliance).toEqual({
      state: 'amber',
      reasons: [{ doc_type: 'insurance', problem: 'expiring', expiry_date: daysFromToday(10) }, { doc_type: 'pucc', problem: 'expiring', expiry_date: daysFromToday(10) }],
    });
  });
});
