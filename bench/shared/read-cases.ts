import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE } from '../../common/options.js';
import { RECORD_TYPES } from '../../server/schemas/records.js';
import type { Fixtures, Role, RoleFixture } from './fixtures.js';

/** One GET the bench measures, as one role. */
export interface BenchCase {
  name: string;
  role: Role;
  /** Path and query, as the app sends them. */
  path: string;
}

/** GET /api/citizens as the citizen list screen asks for it. */
function list(query: Record<string, string | number>) {
  const params = new URLSearchParams({ page: '1', per_page: String(DEFAULT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return `/api/citizens?${params}`;
}

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

/** The number searches by a full number, its last 4 characters and an application number; global search for staff. */
function searchCases({ role, citizen, numbers }: RoleFixture): [string, string][] {
  const field = { ll: 'll_no', dl: 'dl_no', vehicle: 'vehicle_no' } as const;
  const searches = (['ll', 'dl', 'vehicle'] as const).flatMap((kind): [string, string][] => {
    const { number, application_no } = numbers[kind];
    const path = `/api/search/${kind}`;
    return [
      [`search ${kind} full number`, query(path, { [field[kind]]: number })],
      [`search ${kind} 4-char fragment`, query(path, { [field[kind]]: number.slice(-4) })],
      [`search ${kind} application_no`, query(path, { application_no })],
    ];
  });
  if (role === 'user') return searches;
  return [
    ...searches,
    ['global search name', query('/api/global-search', { query: citizen.name })],
    ['global search mobile', query('/api/global-search', { query: citizen.mobile })],
    ['global search registration fragment', query('/api/global-search', { query: numbers.vehicle.number.slice(-4) })],
  ];
}

function casesOf(fixture: RoleFixture, firstName: string): [string, string][] {
  const { citizen, vehicleId } = fixture;
  return [
    ['citizens', list({})],
    ['citizens page 2', list({ page: 2 })],
    ['citizens per_page=1000', list({ per_page: 1000 })],
    ['citizens q=first name', list({ q: firstName })],
    ['citizens q=full name', list({ q: citizen.name })],
    ['citizens q=email part', list({ q: fixture.emailFragment })],
    ['citizens mobile=10 digits', list({ mobile: citizen.mobile })],
    ['citizens mobile=5 digits', list({ mobile: citizen.mobile.slice(0, 5) })],
    ['citizen detail', `/api/citizens/${citizen.id}`],
    ['citizen all-details', `/api/citizens/${citizen.id}/all-details`],
    ...(['ll', 'dl', 'vehicles'] as const).map((kind): [string, string] => [`citizen ${kind}`, `/api/citizens/${citizen.id}/${kind}?per_page=1000`]),
    ...RECORD_TYPES.map(({ segment }): [string, string] => [`vehicle ${segment}`, `/api/vehicles/${vehicleId}/${segment}?page=1`]),
    fixture.role === 'user' ? ['dashboard', '/api/dashboard/user-stats'] : ['dashboard', '/api/dashboard/stats'],
    ['me', '/api/me'],
    ...searchCases(fixture),
    ...(fixture.role === 'user' ? [['my service requests', '/api/my-service-requests?page=1'] as [string, string]] : deskCases),
  ];
}

/** The staff lists of service requests and document inquiries: first page, a status filter, a page further on. */
const deskCases: [string, string][] = [
  ['service requests', '/api/service-requests?page=1'],
  ['service requests status=pending', '/api/service-requests?page=1&status=pending'],
  ['service requests status=completed page 5', '/api/service-requests?page=5&status=completed'],
  ['inquiries', '/api/admin/document-inquiries?page=1'],
  ['inquiries status=new', '/api/admin/document-inquiries?page=1&status=new'],
  ['inquiries status=resolved page 5', '/api/admin/document-inquiries?page=5&status=resolved'],
];
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** The expiry report and a citizen's expired documents: staff only. */
function expiryCases(fixture: RoleFixture): [string, string][] {
  if (fixture.role === 'user') return [];
  const report = (query: Record<string, string>) => `/api/reports/expiries?${new URLSearchParams(query)}`;
  return [
    ['expiries', report({})],
    ['expiries next 30 days', report({ start_date: day(0), end_date: day(30) })],
    ['expiries owner name', report({ owner_name: fixture.citizen.name })],
    ['expiries vehicle no', report({ vehicle_no: fixture.registrationNo })],
    ['expiries doc type', report({ doc_type: 'insurance' })],
    ['citizen expired documents', `/api/citizens/${fixture.citizen.id}/expired-documents`],
  ];
}

/** Every case of every role (the admin also reads the page before the last); with `filter`, those whose "case (role)" it matches. */
export function buildCases(fixtures: Fixtures, filter?: RegExp): BenchCase[] {
  const lastPage = Math.max(Math.ceil(fixtures.rows.citizens / DEFAULT_PAGE_SIZE), 1);
  const cases = fixtures.roles.flatMap((fixture) => {
    const named = [...casesOf(fixture, fixtures.firstName), ...expiryCases(fixture)];
    if (fixture.role === 'admin') named.splice(3, 0, ['citizens last page−1', list({ page: Math.max(lastPage - 1, 1) })]);
    return named.map(([name, path]) => ({ name, role: fixture.role, path }));
  });
  return filter ? cases.filter((c) => filter.test(`${c.name} (${c.role})`)) : cases;
}
