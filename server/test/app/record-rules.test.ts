import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../common/rules.js';
import { drivingLicences, learnerLicences, vehicles } from '../../db/schema/index.js';
import { nextMobile } from '../build.js';
import { addCitizen, setUpWorld } from '../routes/citizens/fixtures.js';

/** decisions.md §Records: dates of the past and the shapes of registration, LL and DL numbers, on writes only. */
const { t, world } = setUpWorld();

const tomorrow = dayjs(todayInIndia()).add(1, 'day').format('YYYY-MM-DD');
const send = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
  t.request({ method, url, token: world.admin.token, payload, headers: { 'accept-language': language } });
const expectErrors = (response: { statusCode: number; body: string; json(): any }, errors: Record<string, string[]>) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
};
const LICENCE_SHAPE = (field: string) => `The ${field} must be a license number such as CG04/0000001/2016 or CG0420160000001.`;
const REGISTRATION_SHAPE = 'The registration no must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.';

describe('today', () => {
  it('is the day in India, whatever the server clock zone', () => {
    expect(todayInIndia(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(todayInIndia(new Date('2026-11-26T18:31:00Z'))).toBe('2026-11-27');
  });
});

describe('dates of the past', () => {
  it('refuses a date of birth after today by its label, in English and Hindi; today is taken', async () => {
    const citizen = { name: 'Future Born', mobile: nextMobile() };
    expectErrors(await send('POST', '/api/citizens', { ...citizen, dob: tomorrow }), { dob: ['The date of birth must not be in the future.'] });
    expectErrors(await send('POST', '/api/citizens', { ...citizen, dob: tomorrow }, 'hi'), { dob: ['जन्म तिथि भविष्य की तिथि नहीं हो सकती।'] });
    expect((await send('POST', '/api/citizens', { ...citizen, dob: todayInIndia() })).statusCode).toBe(201);
  });

  it('refuses an LL or DL issued in the future, and an expiry before the issue', async () => {
    const url = `/api/citizens/${world.citizenId}`;
    expectErrors(await send('POST', `${url}/ll`, { ll_no: 'CG04/0000101/2030', issue_date: '2030-10-10' }), { issue_date: ['The issue date must not be in the future.'] });
    expectErrors(await send('POST', `${url}/dl`, { dl_no: 'CG0420990000101', issue_date: '2099-01-01' }), { issue_date: ['The issue date must not be in the future.'] });
    expectErrors(await send('POST', `${url}/dl`, { dl_no: 'CG0420200000101', issue_date: '2020-01-01', expiry_date: '2019-12-31' }), {
      expiry_date: ['The expiry date must be a date after or equal to issue date.'],
    });
  });

  it('takes a tax, policy, PUCC or certificate starting up to 366 days ahead (a renewal bought early), refuses 367', async () => {
    const vehicle = await send('POST', `/api/citizens/${world.citizenId}/vehicles`, { registration_no: 'CG04RR0001' });
    const url = (segment: string) => `/api/vehicles/${vehicle.json().id}/${segment}`;
    const ahead = (days: number) => dayjs(todayInIndia()).add(days, 'day').format('YYYY-MM-DD');
    const later = ahead(800);
    const records: [string, Record<string, string>, string][] = [
      ['taxes', { tax_mode: 'Yearly', tax_upto: later }, 'tax_from'],
      ['insurances', { insurance_type: 'Comprehensive', company_name: 'ICICI Lombard', policy_number: 'P77', end_date: later }, 'start_date'],
      ['puccs', { pucc_number: 'PU77', valid_until: later }, 'valid_from'],
      ['fitnesses', { certificate_number: 'F77', expiry_date: later }, 'issue_date'],
      ['permits', { permit_number: 'PR77', expiry_date: later }, 'issue_date'],
      ['vltds', { certificate_number: 'V77', expiry_date: later }, 'issue_date'],
      ['speed-governors', { certificate_number: 'S77', expiry_date: later }, 'issue_date'],
    ];
    for (const [segment, record, start] of records) {
      const name = start.replace('_', ' ');
      expectErrors(await send('POST', url(segment), { ...record, [start]: ahead(367) }), { [start]: [`The ${name} must not be more than 366 days ahead.`] });
      const saved = await send('POST', url(segment), { ...record, [start]: ahead(366) });
      expect(saved.statusCode, `${segment}: ${saved.body}`).toBe(201);
      expect(saved.json()[start]).toBe(ahead(366));
      expect((await send('POST', url(segment), { ...record, [start]: tomorrow })).statusCode).toBe(201);
    }
    expectErrors(await send('POST', url('puccs'), { pucc_number: 'PU78', valid_from: ahead(400), valid_until: later }, 'hi'), {
      valid_from: ['मान्य से आज से 366 दिन से अधिक आगे की नहीं हो सकती।'],
    });
  });
});

describe('numbers', () => {
  it('takes the registration shapes of India after normalising, and refuses others', async () => {
    const url = `/api/citizens/${world.citizenId}/vehicles`;
    for (const [sent, stored] of [['cg-04-ab-1234', 'CG04AB1234'], ['CG 4 C 12', 'CG4C12'], ['22 BH 1234 AA', '22BH1234AA'], ['CG04T1234', 'CG04T1234'], ['CG TEMP 12AB', 'CGTEMP12AB']]) {
      const response = await send('POST', url, { registration_no: sent });
      expect(response.statusCode, `${sent}: ${response.body}`).toBe(201);
      expect(response.json().registration_no).toBe(stored);
    }
    for (const bad of ['12', 'CG04AB12345', 'XX01AB1234', 'CGAB1234']) expectErrors(await send('POST', url, { registration_no: bad }), { registration_no: [REGISTRATION_SHAPE] });
  });

  it('takes LL and DL numbers of the demo and Chhattisgarh forms, and refuses others (Hindi too)', async () => {
    const url = `/api/citizens/${world.citizenId}`;
    expect((await send('POST', `${url}/ll`, { ll_no: 'cg13/0000001/2016' })).statusCode).toBe(201);
    expect((await send('POST', `${url}/dl`, { dl_no: 'CG12 2005 0000001' })).statusCode).toBe(201);
    expectErrors(await send('POST', `${url}/ll`, { ll_no: 'LL1' }), { ll_no: [LICENCE_SHAPE('ll no')] });
    expectErrors(await send('POST', `${url}/dl`, { dl_no: '1234567890' }), { dl_no: [LICENCE_SHAPE('dl no')] });
    expectErrors(await send('POST', `${url}/dl`, { dl_no: 'X' }, 'hi'), { dl_no: ['डीएल नंबर एक लाइसेंस नंबर होना चाहिए, जैसे CG04/0000001/2016 या CG0420160000001।'] });
  });
});

describe('rows written before the rules', () => {
  it('load and save unchanged with another field edited; a changed number or date must follow the rules', async () => {
    const citizenId = await addCitizen(t, world, { dob: '2090-01-01' });
    const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId, registrationNo: '12' }).returning();
    const [ll] = await t.database.db.insert(learnerLicences).values({ citizenId, llNo: 'LL-OLD-1', issueDate: '2030-10-10' }).returning();
    const [dl] = await t.database.db.insert(drivingLicences).values({ citizenId, dlNo: 'DL9', issueDate: '2099-01-01' }).returning();

    const citizen = (await t.request({ method: 'GET', url: `/api/citizens/${citizenId}`, token: world.admin.token })).json();
    expect((await send('PUT', `/api/citizens/${citizenId}`, { ...citizen, address: 'Station Road' })).statusCode).toBe(200);
    const list = async (segment: string) => (await t.request({ method: 'GET', url: `/api/citizens/${citizenId}/${segment}`, token: world.admin.token })).json().data[0];
    expect((await send('PUT', `/api/vehicles/${vehicle.id}`, { ...(await list('vehicles')), make_model: 'Tata Ace' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/ll/${ll.id}`, { ...(await list('ll')), office: 'CG-04 Raipur' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/dl/${dl.id}`, { ...(await list('dl')), office: 'CG-07 Durg' })).statusCode).toBe(200);

    expectErrors(await send('PUT', `/api/vehicles/${vehicle.id}`, { registration_no: '13' }), { registration_no: [REGISTRATION_SHAPE] });
    expectErrors(await send('PUT', `/api/ll/${ll.id}`, { ll_no: 'LL-OLD-2' }), { ll_no: [LICENCE_SHAPE('ll no')] });
    expectErrors(await send('PUT', `/api/dl/${dl.id}`, { dl_no: 'DL9', issue_date: '2098-01-01' }), { issue_date: ['The issue date must not be in the future.'] });
    expectErrors(await send('PUT', `/api/citizens/${citizenId}`, { name: 'Sita Devi', mobile: citizen.mobile, dob: '2091-01-01' }), { dob: ['The date of birth must not be in the future.'] });
  });
});

describe('the inquiry form', () => {
  it('refuses a mobile of 0000000000 and a registration of 12', async () => {
    const inquiry = { name: 'Asha', phone: '0000000000', vehicle_no: '12', document_type: ['Tax'] };
    expectErrors(await t.request({ method: 'POST', url: '/api/document-inquiries', payload: inquiry }), {
      phone: ['Mobile number must start with 6, 7, 8 or 9.'],
      vehicle_no: ['The vehicle no must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.'],
    });
  });
});
