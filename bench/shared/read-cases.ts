import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE } from '../../common/options.js';
import { RECORD_TYPES } from '../../server/schemas/records.js';
import type { Fixtures, Role, RoleFixture } from './fixtures.js';

/** The GETs of one case, as one role: most are one; a set of searches (e.g. 50 full names) is sent in turn. */
export interface BenchCase {
  name: string;
  role: Role;
  /** Paths and queries, as the app sends them. */
  paths: string[];
}

/** A case's name and its GET, or its GETs sent in turn. */
type NamedPaths = [string, string | string[]];

/** The `turn`th GET of a case (turns go round its paths). */
export const pathOf = ({ paths }: BenchCase, turn: number) => paths[turn % paths.length];

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
  searches.push(
    ['search vehicle state=red', query('/api/search/vehicle', { state: 'red' })],
    ['search vehicle state=amber', query('/api/search/vehicle', { state: 'amber' })],
    ['search vehicle 4-char fragment state=red', query('/api/search/vehicle', { vehicle_no: numbers.vehicle.number.slice(-4), state: 'red' })],
  );
  if (role === 'user') return searches;
  return [
    ...searches,
    ['global search name', query('/api/global-search', { query: citizen.name })],
    ['global search mobile', query('/api/global-search', { query: citizen.mobile })],
    ['global search registration fragment', query('/api/global-search', { query: numbers.vehicle.number.slice(-4) })],
  ];
}

function casesOf(fixture: RoleFixture, { firstName, fullNames }: Fixtures): NamedPaths[] {
  const { citizen, vehicleId } = fixture;
  return [
    ['citizens', list({})],
    ['citizens page 2', list({ page: 2 })],
    ['citizens per_page=1000', list({ per_page: 1000 })],
    ['citizens q=first name', list({ q: firstName })],
    ['citizens q=full name', list({ q: citizen.name })],
    [`citizens q=${fullNames.newest.length} newest full names`, fullNames.newest.map((q) => list({ q }))],
    [`citizens q=${fullNames.frequent.length} commonest full names`, fullNames.frequent.map((q) => list({ q }))],
    ['citizens q=email part', list({ q: fixture.emailFragment })],
    ['citizens mobile=10 digits', list({ mobile: citizen.mobile })],
    ['citizens q=10-digit mobile', list({ q: citizen.mobile })],
    ['citizens mobile=5 digits', list({ mobile: citizen.mobile.slice(0, 5) })],
    ['citizens vehicle_state=red', list({ vehicle_state: 'red' })],
    ['citizens vehicle_state=amber', list({ vehicle_state: 'amber' })],
    ['citizen detail', `/api/citizens/${citizen.id}`],
    ['citizen all-details', `/api/citizens/${citizen.id}/all-details`],
    ...(['ll', 'dl', 'vehicles'] as const).map((kind): [string, string] => [`citizen ${kind}`, `/api/citizens/${citizen.id}/${kind}?per_page=1000`]),
    ...RECORD_TYPES.map(({ segment }): [string, string] => [`vehicle ${segment}`, `/api/vehicles/${vehicleId}/${segment}?page=1`]),
    fixture.role === 'user' ? ['dashboard', '/api/dashboard/user-stats'] : ['dashboard', '/api/dashboard/stats'],
    ['me', '/api/me'],
    ...searchCases(fixture),
    ...(fixture.role === 'user' ? [['my service requests', '/api/my-service-requests?page=1'] as NamedPaths] : deskCases(fixture, firstName)),
  ];
}

/**
 * The staff lists of service requests and document inquiries: first page, a status filter, a page further on, and the
 * desks' search (q) by a common first name, a full name, a whole mobile and its first 5 digits, and a vehicle number
 * (whole and its last 4 characters).
 */
function deskCases({ citizen, registrationNo }: RoleFixture, firstName: string): [string, string][] {
  const searches = (label: string, path: string): [string, string][] => [
    [`${label} q=first name`, query(path, { q: firstName })],
    [`${label} q=full name`, query(path, { q: citizen.name })],
    [`${label} q=mobile`, query(path, { q: citizen.mobile })],
    [`${label} q=mobile 5 digits`, query(path, { q: citizen.mobile.slice(0, 5) })],
    [`${label} q=vehicle no`, query(path, { q: registrationNo })],
    [`${label} q=vehicle 4-char fragment`, query(path, { q: registrationNo.slice(-4) })],
  ];
  return [
    ['service requests', '/api/service-requests?page=1'],
    ['service requests status=pending', '/api/service-requests?page=1&status=pending'],
    ['service requests status=completed page 5', '/api/service-requests?page=5&status=completed'],
    ...searches('service requests', '/api/service-requests'),
    ['inquiries', '/api/admin/document-inquiries?page=1'],
    ['inquiries status=new', '/api/admin/document-inquiries?page=1&status=new'],
    ['inquiries status=resolved page 5', '/api/admin/document-inquiries?page=5&status=resolved'],
    ...searches('inquiries', '/api/admin/document-inquiries'),
  ];
}
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/**
 * The expiry report, a citizen's expired documents, the dashboard's charts and the calendars (the feed of the next
 * 90 days, at most 5,000 events, read whole; a citizen's .ics): staff only.
 */
function expiryCases(fixture: RoleFixture): [string, string][] {
  if (fixture.role === 'user') return [];
  const report = (query: Record<string, string>) => `/api/reports/expiries?${new URLSearchParams(query)}`;
  return [
    ['dashboard charts', '/api/dashboard/charts'],
    ['expiries', report({})],
    ['expiries next 30 days', report({ start_date: day(0), end_date: day(30) })],
    ['expiries owner name', report({ owner_name: fixture.citizen.name })],
    ['expiries vehicle no', report({ vehicle_no: fixture.registrationNo })],
    ['expiries doc type', report({ doc_type: 'insurance' })],
    ['citizen expired documents', `/api/citizens/${fixture.citizen.id}/expired-documents`],
    ['calendar feed', `/api/calendar/${fixture.calendarSecret}.ics`],
    ['citizen calendar.ics', `/api/citizens/${fixture.citizen.id}/calendar.ics`],
  ];
}

/** The expiry report's date choices: the quick ranges (src/pages/expiries/reportFilters.ts) and a range of a week. */
const DATE_CHOICES: [string, Record<string, string>][] = [
  ['expired', { end_date: day(-1) }],
  ['next 7 days', { start_date: day(0), end_date: day(7) }],
  ['next 30 days', { start_date: day(0), end_date: day(30) }],
  ['a range', { start_date: day(10), end_date: day(17) }],
];

/**
 * Every combination of a common vehicle fragment, a common surname, a type and a date choice (any, one of each, …
 * all four; issue 24 §6): one case each for the admin, every combination in turn for a manager.
 */
function expiryCombinationCases({ role }: RoleFixture, { vehiclePrefix, surname }: Fixtures): NamedPaths[] {
  if (role === 'user') return [];
  const choices: [string, Record<string, string>][][] = [
    [['', {}], [`vehicle ${vehiclePrefix}`, { vehicle_no: vehiclePrefix }]],
    [['', {}], [`owner ${surname}`, { owner_name: surname }]],
    [['', {}], ['insurance', { doc_type: 'insurance' }]],
    [['', {}], ...DATE_CHOICES],
  ];
  const combinations = choices.reduce<[string[], Record<string, string>][]>(
    (made, options) => made.flatMap(([names, query]) => options.map(([name, more]): [string[], Record<string, string>] => [name ? [...names, name] : names, { ...query, ...more }])),
    [[[], {}]],
  ).filter(([names]) => names.length >= 2);
  const report = (query: Record<string, string>) => `/api/reports/expiries?${new URLSearchParams(query)}`;
  if (role === 'admin') return combinations.map(([names, query]) => [`expiries ${names.join(' + ')}`, report(query)]);
  return [[`expiries ${combinations.length} combinations`, combinations.map(([, query]) => report(query))]];
}

/**
 * The renewals board (staff): a column's first page with the counts of every status, two filters, a further page, and
 * the search by owner (a full name, the commonest surname), mobile, vehicle number and licence number.
 */
function renewalCases(fixture: RoleFixture, { surname }: Fixtures): [string, string][] {
  if (fixture.role === 'user') return [];
  const board = (query: Record<string, string>) => `/api/renewals?${new URLSearchParams({ page: '1', per_page: '25', ...query })}`;
  return [
    ['renewals board status=due', board({ status: 'due' })],
    ['renewals board status=renewed', board({ status: 'renewed' })],
    ['renewals doc type insurance', board({ status: 'due', doc_type: 'insurance' })],
    ['renewals due within 7 days', board({ status: 'due', due_within: '7', overdue: 'false' })],
    ['renewals board page 3', board({ status: 'due', page: '3' })],
    ['renewals search full name', board({ status: 'due', q: fixture.citizen.name })],
    ['renewals search surname', board({ status: 'due', q: surname })],
    ['renewals search mobile', board({ status: 'due', q: fixture.citizen.mobile })],
    ['renewals search vehicle no', board({ status: 'due', q: fixture.registrationNo })],
    ['renewals search dl no', board({ status: 'due', q: fixture.numbers.dl.number })],
  ];
}

/**
 * The WhatsApp inbox (issue 36, staff): the conversations newest first, the unread ones, a search by a whole mobile, and
 * a chat's newest 50 messages.
 */
function inboxCases({ conversation }: RoleFixture): [string, string][] {
  if (!conversation) return [];
  const inbox = (params: Record<string, string>) => query('/api/conversations', { page: '1', per_page: '50', ...params });
  return [
    ['inbox', inbox({})],
    ['inbox unread', inbox({ unread: 'true' })],
    ['inbox search mobile', inbox({ q: conversation.mobile })],
    ['inbox chat newest 50', `/api/conversations/${conversation.id}/messages`],
  ];
}

/**
 * The audit trail: the admin's log (first page, a page further on, the filters of the Audit Trail page) and a citizen's
 * History for staff; each an index walk whatever the log's length (no count).
 */
function auditCases(fixture: RoleFixture): [string, string][] {
  if (fixture.role === 'user') return [];
  const history: [string, string] = ['citizen history', `/api/citizens/${fixture.citizen.id}/history`];
  if (fixture.role !== 'admin') return [history];
  const log = (params: Record<string, string>) => query('/api/audit', { page: '1', per_page: '25', ...params });
  return [
    ['audit log', log({})],
    ['audit log page 20', log({ page: '20' })],
    ['audit log entity=vehicle', log({ entity: 'vehicle' })],
    ['audit log action=delete', log({ action: 'delete' })],
    ['audit log last 30 days', log({ from: day(-30), to: day(0) })],
    ['audit log one citizen', log({ entity: 'citizen', entity_id: String(fixture.citizen.id) })],
    history,
  ];
}

/** Every case of every role (the admin also reads the page before the last); with `filter`, those whose "case (role)" it matches. */
export function buildCases(fixtures: Fixtures, filter?: RegExp): BenchCase[] {
  const lastPage = Math.max(Math.ceil(fixtures.rows.citizens / DEFAULT_PAGE_SIZE), 1);
  const cases = fixtures.roles.flatMap((fixture) => {
    const named: NamedPaths[] = [
      ...casesOf(fixture, fixtures), ...expiryCases(fixture), ...expiryCombinationCases(fixture, fixtures), ...renewalCases(fixture, fixtures), ...inboxCases(fixture), ...auditCases(fixture),
    ];
    if (fixture.role === 'admin') named.splice(3, 0, ['citizens last page−1', list({ page: Math.max(lastPage - 1, 1) })]);
    return named.map(([name, paths]) => ({ name, role: fixture.role, paths: [paths].flat() }));
  });
  return filter ? cases.filter((c) => filter.test(`${c.name} (${c.role})`)) : cases;
}
