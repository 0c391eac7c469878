import createClient from 'openapi-fetch';
import type { paths } from '../../../src/api/schema.js';

/**
 * An integrator's client (issue 35), written from the generated types alone (`npm run api:types`) with openapi-fetch:
 * no cast and no type of its own. api-client.test.ts compiles it with `tsc --strict` and runs it against the server.
 */

/** An answer's data, or the error the server gave instead. */
function must<T>({ data, error, response }: { data?: T; error?: unknown; response: Response }): T {
  if (data === undefined) throw new Error(`${response.status}: ${JSON.stringify(error)}`);
  return data;
}

const BASE_URL = 'http://desk.example';

/** What the journey saw, for the test to check. */
export interface JourneyReport {
  citizenName: string;
  listed: number;
  recordsAdded: string[];
  expiryRows: number;
  vehicleMatches: number;
  globalHits: number;
  trackedStatus: string;
  invalidMobile: string[];
  unauthorised: string;
  deleted: string[];
}

/** Signs in as staff and works through the desk, then as a visitor; `fetch` reaches the server. */
export async function deskJourney(fetch: typeof globalThis.fetch, staff: { phone: string; password: string }, mobile: string): Promise<JourneyReport> {
  const visitor = createClient<paths>({ baseUrl: BASE_URL, fetch });
  const session = must(await visitor.POST('/api/login', { body: { phone: staff.phone, password: staff.password } }));
  const api = createClient<paths>({ baseUrl: BASE_URL, fetch, headers: { authorization: `Bearer ${session.token}` } });

  const citizen = must(await api.POST('/api/citizens', { body: { name: 'Ramesh Sahu', mobile, relation_type: 'Son of', relation_name: 'Mohan Sahu' } }));
  const byCitizen = { params: { path: { id: citizen.id } } };
  const ll = must(await api.POST('/api/citizens/{id}/ll', { ...byCitizen, body: { ll_no: 'CG04LL350001', issue_date: '2024-01-10', expiry_date: '2024-07-08' } }));
  const dl = must(await api.POST('/api/citizens/{id}/dl', { ...byCitizen, body: { dl_no: 'CG0420240000101', issue_date: '2024-03-01', expiry_date: '2044-02-28' } }));
  const vehicle = must(await api.POST('/api/citizens/{id}/vehicles', { ...byCitizen, body: { registration_no: 'CG04XY9876', type: 'LGV' } }));
  const byVehicle = { params: { path: { id: vehicle.id } } };
  const certificate = { issue_date: '2024-02-01', expiry_date: '2025-01-31' };
  const tax = must(await api.POST('/api/vehicles/{id}/taxes', { ...byVehicle, body: { tax_mode: 'Yearly', tax_from: '2024-04-01', tax_upto: '2025-03-31', amount: '1500.50' } }));
  const insurance = must(await api.POST('/api/vehicles/{id}/insurances', {
    ...byVehicle,
    body: { insurance_type: 'Third Party', company_name: 'National Insurance', policy_number: 'POL772024', start_date: '2024-01-01', end_date: '2024-12-31' },
  }));
  const pucc = must(await api.POST('/api/vehicles/{id}/puccs', { ...byVehicle, body: { pucc_number: 'PUCC123', valid_from: '2024-01-01', valid_until: '2024-06-30' } }));
  const fitness = must(await api.POST('/api/vehicles/{id}/fitnesses', { ...byVehicle, body: { certificate_number: 'FIT001', ...certificate } }));
  const vltd = must(await api.POST('/api/vehicles/{id}/vltds', { ...byVehicle, body: { certificate_number: 'VLT001', ...certificate } }));
  const permit = must(await api.POST('/api/vehicles/{id}/permits', { ...byVehicle, body: { permit_number: 'PER9', ...certificate } }));
  const governor = must(await api.POST('/api/vehicles/{id}/speed-governors', { ...byVehicle, body: { certificate_number: 'SG001', ...certificate } }));

  const list = must(await api.GET('/api/citizens', { params: { query: { q: 'Ramesh', per_page: 10 } } }));
  const changed = must(await api.PUT('/api/citizens/{id}', { ...byCitizen, body: { name: 'Ramesh Kumar Sahu', mobile } }));
  const report = must(await api.GET('/api/reports/expiries', { params: { query: { vehicle_no: vehicle.registration_no } } }));
  const matches = must(await api.GET('/api/search/vehicle', { params: { query: { vehicle_no: 'XY9876' } } }));
  const hits = must(await api.GET('/api/global-search', { params: { query: { query: 'Ramesh' } } }));

  const request = must(await visitor.POST('/api/service-requests', { body: { category: 'other', contact_name: 'Sunita Verma', contact_phone: mobile, query: 'A duplicate RC' } }));
  const tracked = must(await visitor.GET('/api/track', { params: { query: { reference: request.reference, mobile } } }));

  const invalid = await api.POST('/api/citizens', { body: { name: 'No Phone', mobile: '12345' } });
  const anonymous = await visitor.GET('/api/me');

  const byId = (id: number) => ({ params: { path: { id } } });
  const deletions = [
    must(await api.DELETE('/api/taxes/{id}', byId(tax.id))),
    must(await api.DELETE('/api/insurances/{id}', byId(insurance.id))),
    must(await api.DELETE('/api/puccs/{id}', byId(pucc.id))),
    must(await api.DELETE('/api/fitnesses/{id}', byId(fitness.id))),
    must(await api.DELETE('/api/vltds/{id}', byId(vltd.id))),
    must(await api.DELETE('/api/permits/{id}', byId(permit.id))),
    must(await api.DELETE('/api/speed-governors/{id}', byId(governor.id))),
    must(await api.DELETE('/api/vehicles/{id}', byId(vehicle.id))),
    must(await api.DELETE('/api/ll/{id}', byId(ll.id))),
    must(await api.DELETE('/api/dl/{id}', byId(dl.id))),
    must(await api.DELETE('/api/citizens/{id}', byCitizen)),
  ];

  return {
    citizenName: changed.name,
    listed: list.meta.total,
    recordsAdded: [tax.tax_mode, insurance.insurance_type, pucc.pucc_number, fitness.certificate_number, vltd.certificate_number, permit.permit_number, governor.certificate_number],
    expiryRows: report.total,
    vehicleMatches: matches.data.filter((match) => match.citizen.mobile === mobile).length,
    globalHits: hits.length,
    trackedStatus: tracked.status,
    invalidMobile: invalid.error?.errors?.mobile ?? [],
    unauthorised: anonymous.error?.message ?? '',
    deleted: deletions.map((answer) => answer.message),
  };
}
