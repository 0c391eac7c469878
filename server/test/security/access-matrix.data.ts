import type { InjectOptions } from 'fastify';
import type { Role } from '../../../common/options.js';
import { nextMobile } from '../build.js';
import { PASSWORD } from '../routes/auth/account-helpers.js';
import { form } from '../routes/citizens/fixtures.js';
import { CONVERSATION_ROWS } from './access-matrix.conversations.js';
import type { RouteKey } from './routes.js';
import { collectionUrl, ownerIdOf, RECORD_KINDS, RECORD_SEGMENTS, type RecordWorld } from './world.js';

/** Expected statuses in the order of CALLERS: anonymous, owner, stranger, managerA, managerB, managerFree, admin. */
export type Statuses = readonly [number, number, number, number, number, number, number];

/** What a row's request may act on; data-changing rows ask for a fresh row each time, so callers do not interfere. */
export interface Targets {
  world: RecordWorld;
  /** The caller's current login phone (a fresh one for anonymous). */
  callerPhone(): Promise<string>;
  /** A new citizen like the fixture one: branch A, created by `owner`. */
  citizen(): Promise<number>;
  /** A new record of the kind, on the fixture citizen or its vehicle. */
  record(segment: string): Promise<number>;
  /** The login phone of a new `user` account whose password is PASSWORD. */
  account(): Promise<string>;
  /** A new service request, pending. */
  serviceRequest(): Promise<number>;
  /** A new document inquiry, status new. */
  documentInquiry(): Promise<number>;
  /** The reference and contact phone of a new service request. */
  trackable(): Promise<{ reference: string; phone: string }>;
  /** The id of a new account of the role (default `user`), with an email. */
  user(role?: Role): Promise<number>;
  /** The id of a new branch. */
  branch(): Promise<number>;
  /** The renewal of a new (current, expired) tax record of the fixture vehicle: status due. */
  renewal(): Promise<number>;
  /** The secret of a new calendar feed of the fixture admin (replacing their earlier one). */
  calendarSecret(): Promise<string>;
  /** The name of a new backup in BACKUP_DIR, written and checked. */
  backupFile(): Promise<string>;
  /** The audit entry of a new tax record of the fixture vehicle, deleted since: what a restore brings back. */
  deletedRecordEntry(): Promise<number>;
  /** A new WhatsApp conversation of a new citizen like the fixture one (branch A), its citizen's last message just now. */
  conversation(): Promise<number>;
  /** Such a conversation and its citizen. */
  conversationWithCitizen(): Promise<{ conversation: number; citizen: number }>;
  /** The id of a new quick reply. */
  quickReply(): Promise<number>;
  /** A new bulk import, checked and ready to commit: the caller's own when staff (`of: 'admin'`: the admin's). */
  importFile(of?: 'admin'): Promise<number>;
}

export interface MatrixRow {
  route: RouteKey;
  /** Tells apart the rows of one route. */
  variant?: string;
  statuses: Statuses;
  /** The request (without token), built anew for each caller. */
  request(targets: Targets): InjectOptions | Promise<InjectOptions>;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const citizenForm = () => ({ name: 'Matrix Citizen', mobile: nextMobile() });
const password = { current_password: PASSWORD, new_password: PASSWORD, new_password_confirmation: PASSWORD };

// decisions.md §Who sees: the callers who see the fixture citizen (owner, managerA, managerFree, admin) get
// `ok`, the others 404 (never 403), anonymous 401; licences, vehicles and records follow their citizen.
//                                             anon owner strgr mgrA mgrB mgr∅ admin
const inScope = (ok: number): Statuses =>     [401, ok,   404,  ok,  404, ok,  ok];
const signedIn = (ok: number): Statuses =>    [401, ok,   ok,   ok,  ok,  ok,  ok];
const everyone = (ok: number): Statuses =>    [ok,  ok,   ok,   ok,  ok,  ok,  ok];
const staffOnly: Statuses =                   [401, 403,  403,  200, 200, 200, 200];
const adminDeletes: Statuses =                [401, 403,  404,  403, 404, 403, 200];
const adminOnly = (ok: number): Statuses =>   [401, 403,  403,  403, 403, 403, ok];
const staffInScope: Statuses =                [401, 403,  403,  200, 404, 200, 200];

const PUBLIC_ROWS: MatrixRow[] = [
  { route: 'GET /api/health', statuses: everyone(200), request: () => get('/api/health') },
  { route: 'GET /api/office', statuses: everyone(200), request: () => get('/api/office') },
  { route: 'GET /api/openapi.json', statuses: everyone(200), request: () => get('/api/openapi.json') },
  { route: 'GET /api/docs', statuses: everyone(200), request: () => get('/api/docs') },
  { route: 'GET /api/docs/json', statuses: everyone(200), request: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', statuses: everyone(200), request: () => get('/api/docs/yaml') },
  { route: 'GET /api/docs/static/index.html', statuses: everyone(302), request: () => get('/api/docs/static/index.html') },
  { route: 'GET /api/docs/static/swagger-initializer.js', statuses: everyone(200), request: () => get('/api/docs/static/swagger-initializer.js') },
  { route: 'GET /api/docs/static/*', statuses: everyone(200), request: () => get('/api/docs/static/swagger-ui.css') },
  // Documents open through signed links, without a token (decisions.md §Files).
  { route: 'GET /storage/*', variant: 'signed link', statuses: everyone(200), request: ({ world }) => get(world.fileUrl) },
  { route: 'GET /storage/*', variant: 'unsigned', statuses: everyone(403), request: ({ world }) => get(world.fileUrl.split('?')[0]) },
];

const ACCOUNT_ROWS: MatrixRow[] = [
  { route: 'POST /api/login', statuses: everyone(200), request: async ({ account }) => ({ method: 'POST', url: '/api/login', payload: { phone: await account(), password: PASSWORD } }) },
  { route: 'POST /api/logout', statuses: signedIn(200), request: () => ({ method: 'POST', url: '/api/logout' }) },
  { route: 'POST /api/register', statuses: everyone(201), request: () => ({ method: 'POST', url: '/api/register', payload: { name: 'Matrix User', phone: nextMobile(), password: PASSWORD, password_confirmation: PASSWORD } }) },
  { route: 'POST /api/password/forgot', statuses: everyone(200), request: () => ({ method: 'POST', url: '/api/password/forgot', payload: { email: `nobody${nextMobile()}@example.com` } }) },
  { route: 'POST /api/password/reset', variant: 'unknown token', statuses: everyone(422), request: () => ({ method: 'POST', url: '/api/password/reset', payload: { email: 'nobody@example.com', token: 'not-a-token', password: PASSWORD, password_confirmation: PASSWORD } }) },
  { route: 'GET /api/me', statuses: signedIn(200), request: () => get('/api/me') },
  { route: 'PUT /api/me', statuses: signedIn(200), request: async ({ callerPhone }) => ({ method: 'PUT', url: '/api/me', payload: { name: 'Matrix Caller', phone: await callerPhone() } }) },
  { route: 'PUT /api/me/phone', statuses: signedIn(200), request: () => ({ method: 'PUT', url: '/api/me/phone', payload: { phone: nextMobile(), password: PASSWORD } }) },
  { route: 'PUT /api/me/password', statuses: signedIn(200), request: () => ({ method: 'PUT', url: '/api/me/password', payload: password }) },
  { route: 'GET /api/dashboard/stats', statuses: staffOnly, request: () => get('/api/dashboard/stats') },
  { route: 'GET /api/dashboard/charts', statuses: staffOnly, request: () => get('/api/dashboard/charts') },
  { route: 'GET /api/dashboard/user-stats', statuses: signedIn(200), request: () => get('/api/dashboard/user-stats') },
  { route: 'GET /api/dashboard/expiring-documents', statuses: signedIn(200), request: () => get('/api/dashboard/expiring-documents') },
];

const CITIZEN_ROWS: MatrixRow[] = [
  { route: 'GET /api/citizens', statuses: signedIn(200), request: () => get('/api/citizens') },
  { route: 'POST /api/citizens', statuses: signedIn(201), request: () => ({ method: 'POST', url: '/api/citizens', payload: citizenForm() }) },
  { route: 'GET /api/citizens/:id', statuses: inScope(200), request: ({ world }) => get(`/api/citizens/${world.citizenId}`) },
  { route: 'GET /api/citizens/:id/all-details', statuses: inScope(200), request: ({ world }) => get(`/api/citizens/${world.citizenId}/all-details`) },
  { route: 'PUT /api/citizens/:id', statuses: inScope(200), request: async ({ citizen }) => ({ method: 'PUT', url: `/api/citizens/${await citizen()}`, payload: citizenForm() }) },
  { route: 'POST /api/citizens/:id', variant: 'multipart _method=PUT', statuses: inScope(200), request: async ({ citizen }) => ({ method: 'POST', url: `/api/citizens/${await citizen()}`, payload: form({ _method: 'PUT', ...citizenForm() }) }) },
  { route: 'DELETE /api/citizens/:id', statuses: adminDeletes, request: async ({ citizen }) => ({ method: 'DELETE', url: `/api/citizens/${await citizen()}` }) },
  { route: 'POST /api/citizens/:id', variant: '?_method=DELETE', statuses: adminDeletes, request: async ({ citizen }) => ({ method: 'POST', url: `/api/citizens/${await citizen()}?_method=DELETE` }) },
];

const serviceRequestForm = () => ({ category: 'vehicle', services: ['pay_tax'], contact_name: 'Matrix Caller', contact_phone: nextMobile() });
const inquiryForm = () => ({ name: 'Matrix Caller', phone: nextMobile(), document_type: ['Insurance'] });
const trackUrl = ({ reference, phone }: { reference: string; phone: string }) => `/api/track?reference=${reference}&mobile=${phone}`;
const patch = (url: string, status: string) => ({ method: 'PATCH' as const, url, payload: { status } });

// Both public forms take anyone; staff see and handle every request and inquiry, whatever their branch.
const DESK_ROWS: MatrixRow[] = [
  { route: 'POST /api/service-requests', statuses: everyone(201), request: () => ({ method: 'POST', url: '/api/service-requests', payload: serviceRequestForm() }) },
  { route: 'GET /api/service-requests', statuses: staffOnly, request: () => get('/api/service-requests?status=pending') },
  { route: 'GET /api/service-requests', variant: 'search', statuses: staffOnly, request: () => get('/api/service-requests?q=98765') },
  { route: 'PATCH /api/service-requests/:id/status', variant: 'rejected', statuses: staffOnly, request: async ({ serviceRequest }) => patch(`/api/service-requests/${await serviceRequest()}/status`, 'rejected') },
  { route: 'PATCH /api/service-requests/:id/status', statuses: staffOnly, request: async ({ serviceRequest }) => patch(`/api/service-requests/${await serviceRequest()}/status`, 'contacted') },
  { route: 'GET /api/my-service-requests', statuses: signedIn(200), request: () => get('/api/my-service-requests') },
  { route: 'POST /api/document-inquiries', statuses: everyone(201), request: () => ({ method: 'POST', url: '/api/document-inquiries', payload: inquiryForm() }) },
  { route: 'GET /api/admin/document-inquiries', statuses: staffOnly, request: () => get('/api/admin/document-inquiries') },
  { route: 'GET /api/admin/document-inquiries', variant: 'search', statuses: staffOnly, request: () => get('/api/admin/document-inquiries?q=CG04') },
  { route: 'PATCH /api/admin/document-inquiries/:id/status', statuses: staffOnly, request: async ({ documentInquiry }) => patch(`/api/admin/document-inquiries/${await documentInquiry()}/status`, 'resolved') },
  { route: 'GET /api/admin/document-inquiries/export', statuses: staffOnly, request: () => get('/api/admin/document-inquiries/export?status=new') },
  { route: 'GET /api/service-requests', variant: 'reference', statuses: staffOnly, request: () => get('/api/service-requests?q=SR-2026-000001') },
  { route: 'GET /api/admin/document-inquiries', variant: 'reference', statuses: staffOnly, request: () => get('/api/admin/document-inquiries?q=DI-2026-000001') },
  // Anyone follows a request up with its reference and mobile; a wrong pair is 404 for everyone, signed in or not.
  { route: 'GET /api/track', statuses: everyone(200), request: async ({ trackable }) => get(trackUrl(await trackable())) },
  { route: 'GET /api/track', variant: 'wrong mobile', statuses: everyone(404), request: async ({ trackable }) => get(trackUrl({ ...(await trackable()), phone: nextMobile() })) },
];

// decisions.md §Who sees: staff manage `user` accounts; only an admin manages staff accounts or grants a staff role.
const newUser = (role: Role) => ({ name: 'Matrix Member', phone: nextMobile(), password: 'password8', role });
const userUrl = async ({ user }: Targets, role?: Role, suffix = '') => `/api/admin/users/${await user(role)}${suffix}`;
let branchCounter = 0;
const branchName = () => ({ name: `Matrix Branch ${process.pid}-${++branchCounter}` });

const ADMIN_ROWS: MatrixRow[] = [
  { route: 'GET /api/admin/users', statuses: staffOnly, request: () => get('/api/admin/users?q=matrix&role=user') },
  { route: 'POST /api/admin/users', variant: 'role user', statuses: [401, 403, 403, 201, 201, 201, 201], request: () => ({ method: 'POST', url: '/api/admin/users', payload: newUser('user') }) },
  { route: 'POST /api/admin/users', variant: 'role manager', statuses: adminOnly(201), request: () => ({ method: 'POST', url: '/api/admin/users', payload: newUser('manager') }) },
  { route: 'PUT /api/admin/users/:id', variant: 'a user', statuses: staffOnly, request: async (targets) => ({ method: 'PUT', url: await userUrl(targets), payload: { name: 'Matrix Edited', phone: nextMobile() } }) },
  { route: 'PUT /api/admin/users/:id', variant: 'a manager', statuses: adminOnly(200), request: async (targets) => ({ method: 'PUT', url: await userUrl(targets, 'manager'), payload: { name: 'Matrix Edited', phone: nextMobile() } }) },
  { route: 'PATCH /api/admin/users/:id/role', variant: 'user to manager', statuses: adminOnly(200), request: async (targets) => ({ method: 'PATCH', url: await userUrl(targets, 'user', '/role'), payload: { role: 'manager' } }) },
  { route: 'PATCH /api/admin/users/:id/role', variant: 'manager to user', statuses: adminOnly(200), request: async (targets) => ({ method: 'PATCH', url: await userUrl(targets, 'manager', '/role'), payload: { role: 'user' } }) },
  { route: 'DELETE /api/admin/users/:id', variant: 'a user', statuses: staffOnly, request: async (targets) => ({ method: 'DELETE', url: await userUrl(targets) }) },
  { route: 'DELETE /api/admin/users/:id', variant: 'an admin', statuses: adminOnly(200), request: async (targets) => ({ method: 'DELETE', url: await userUrl(targets, 'admin') }) },
  { route: 'POST /api/admin/users/:id/send-reset-link', variant: 'a user', statuses: staffOnly, request: async (targets) => ({ method: 'POST', url: await userUrl(targets, 'user', '/send-reset-link') }) },
  { route: 'POST /api/admin/users/:id/send-reset-link', variant: 'a manager', statuses: adminOnly(200), request: async (targets) => ({ method: 'POST', url: await userUrl(targets, 'manager', '/send-reset-link') }) },
  { route: 'POST /api/admin/users/:id/temporary-password', variant: 'a user', statuses: staffOnly, request: async (targets) => ({ method: 'POST', url: await userUrl(targets, 'user', '/temporary-password') }) },
  { route: 'POST /api/admin/users/:id/temporary-password', variant: 'a manager', statuses: adminOnly(200), request: async (targets) => ({ method: 'POST', url: await userUrl(targets, 'manager', '/temporary-password') }) },
  { route: 'GET /api/admin/branches', statuses: staffOnly, request: () => get('/api/admin/branches') },
  { route: 'POST /api/admin/branches', statuses: adminOnly(201), request: () => ({ method: 'POST', url: '/api/admin/branches', payload: branchName() }) },
  { route: 'PUT /api/admin/branches/:id', statuses: adminOnly(200), request: async ({ branch }) => ({ method: 'PUT', url: `/api/admin/branches/${await branch()}`, payload: branchName() }) },
];

// Who may edit the citizen may message it; the webhook is Meta's, refused to all without a valid signature.
const MESSAGE_ROWS: MatrixRow[] = [
  { route: 'POST /api/citizens/:id/send-message', statuses: inScope(201), request: async ({ citizen }) => ({ method: 'POST', url: `/api/citizens/${await citizen()}/send-message`, payload: { message: 'Matrix message' } }) },
  { route: 'GET /api/ll/:id/notify-preview', statuses: inScope(200), request: async ({ record }) => get(`/api/ll/${await record('ll')}/notify-preview`) },
  { route: 'POST /api/ll/:id/notify', statuses: inScope(201), request: async ({ record }) => ({ method: 'POST', url: `/api/ll/${await record('ll')}/notify` }) },
  { route: 'GET /api/citizens/:id/messages', statuses: inScope(200), request: ({ world }) => get(`/api/citizens/${world.citizenId}/messages`) },
  { route: 'GET /api/webhooks/whatsapp', statuses: everyone(403), request: () => get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1') },
  { route: 'POST /api/webhooks/whatsapp', statuses: everyone(401), request: () => ({ method: 'POST', url: '/api/webhooks/whatsapp', payload: { entry: [] } }) },
];

// Searches are scoped like the citizen list (their rows, not their status); global search is for staff.
const SEARCH_ROWS: MatrixRow[] = [
  { route: 'GET /api/search/ll', statuses: signedIn(200), request: () => get('/api/search/ll?ll_no=CG04') },
  { route: 'GET /api/search/dl', statuses: signedIn(200), request: () => get('/api/search/dl?application_no=12') },
  { route: 'GET /api/search/vehicle', statuses: signedIn(200), request: () => get('/api/search/vehicle?vehicle_no=CG-04') },
  { route: 'GET /api/global-search', statuses: staffOnly, request: () => get('/api/global-search?query=CG04') },
];

/** List, create, update and delete (each also by method override) of every kind of record. */
const recordRows = (segment: string): MatrixRow[] => {
  const collection = collectionUrl(segment, ':id');
  const fresh = async (targets: Targets) => `/api/${segment}/${await targets.record(segment)}`;
  const fields = RECORD_KINDS[segment].form;
  return [
    { route: `GET ${collection}`, statuses: inScope(200), request: ({ world }) => get(collectionUrl(segment, ownerIdOf(segment, world))) },
    { route: `POST ${collection}`, statuses: inScope(201), request: ({ world }) => ({ method: 'POST', url: collectionUrl(segment, ownerIdOf(segment, world)), payload: fields() }) },
    { route: `PUT /api/${segment}/:id`, statuses: inScope(200), request: async (targets) => ({ method: 'PUT', url: await fresh(targets), payload: fields() }) },
    { route: `POST /api/${segment}/:id`, variant: 'multipart _method=PUT', statuses: inScope(200), request: async (targets) => ({ method: 'POST', url: await fresh(targets), payload: form({ _method: 'PUT', ...fields() }) }) },
    { route: `DELETE /api/${segment}/:id`, statuses: inScope(200), request: async (targets) => ({ method: 'DELETE', url: await fresh(targets) }) },
    { route: `POST /api/${segment}/:id`, variant: '?_method=DELETE', statuses: inScope(200), request: async (targets) => ({ method: 'POST', url: `${await fresh(targets)}?_method=DELETE` }) },
  ];
};

// A vehicle with its records goes only by an admin's hand (issue 32, item 1.6), like a citizen.
const VEHICLE_CASCADE_ROWS: MatrixRow[] = [
  { route: 'DELETE /api/vehicles/:id', variant: '?with_records=1', statuses: adminDeletes, request: async ({ record }) => ({ method: 'DELETE', url: `/api/vehicles/${await record('vehicles')}?with_records=1` }) },
  { route: 'POST /api/vehicles/:id', variant: '?_method=DELETE&with_records=1', statuses: adminDeletes, request: async ({ record }) => ({ method: 'POST', url: `/api/vehicles/${await record('vehicles')}?_method=DELETE&with_records=1` }) },
];

const EXPIRY_ROWS: MatrixRow[] = [
  { route: 'GET /api/reports/expiries', statuses: staffOnly, request: () => get('/api/reports/expiries?end_date=2030-01-01') },
  // A fresh tax record is the vehicle's current one (the same expiry as the others, the highest id).
  {
    route: 'GET /api/reports/expiries/notify-preview',
    statuses: staffInScope,
    request: async ({ record }) => get(`/api/reports/expiries/notify-preview?doc_type=tax&record_id=${await record('taxes')}`),
  },
  {
    route: 'POST /api/reports/expiries/notify',
    statuses: [401, 403, 403, 201, 404, 201, 201],
    request: async ({ record }) => ({ method: 'POST', url: '/api/reports/expiries/notify', payload: { doc_type: 'tax', record_id: await record('taxes') } }),
  },
  { route: 'GET /api/citizens/:id/expired-documents', statuses: staffInScope, request: ({ world }) => get(`/api/citizens/${world.citizenId}/expired-documents`) },
];

// The board is for staff; a renewal follows its citizen's branch (manager B: 404).
const RENEWAL_ROWS: MatrixRow[] = [
  { route: 'GET /api/renewals', statuses: staffOnly, request: () => get('/api/renewals?status=due') },
  { route: 'GET /api/renewals', variant: 'filtered', statuses: staffOnly, request: () => get('/api/renewals?doc_type=tax&overdue=true') },
  { route: 'GET /api/renewals', variant: 'searched', statuses: staffOnly, request: () => get('/api/renewals?q=kumar&status=due&page=2') },
  { route: 'GET /api/renewals/:id', statuses: staffInScope, request: async ({ renewal }) => get(`/api/renewals/${await renewal()}`) },
  { route: 'PATCH /api/renewals/:id', statuses: staffInScope, request: async ({ renewal }) => patch(`/api/renewals/${await renewal()}`, 'contacted') },
  {
    route: 'POST /api/renewals/:id/notes',
    statuses: [401, 403, 403, 201, 404, 201, 201],
    request: async ({ renewal }) => ({ method: 'POST', url: `/api/renewals/${await renewal()}/notes`, payload: { text: 'Matrix note' } }),
  },
  {
    route: 'POST /api/renewals/assign',
    statuses: staffInScope,
    request: async ({ renewal, world }) => ({ method: 'POST', url: '/api/renewals/assign', payload: { ids: [await renewal()], assignee_id: world.admin.id } }),
  },
];

const REMINDER_ROWS: MatrixRow[] = [
  { route: 'GET /api/reminders/preview', statuses: staffOnly, request: () => get('/api/reminders/preview?date=2030-01-01') },
  { route: 'POST /api/reminders/run', statuses: adminOnly(200), request: () => ({ method: 'POST', url: '/api/reminders/run' }) },
  { route: 'POST /api/reminders/runs/:run_date/resend', statuses: adminOnly(200), request: () => ({ method: 'POST', url: '/api/reminders/runs/2030-01-01/resend' }) },
  { route: 'GET /api/reminders/runs', statuses: staffOnly, request: () => get('/api/reminders/runs') },
  { route: 'GET /api/reminders/digests', statuses: staffOnly, request: () => get('/api/reminders/digests?run_date=2030-01-01') },
];

const EXPORT_ROWS: MatrixRow[] = [
  { route: 'GET /api/export/tables', statuses: adminOnly(200), request: () => get('/api/export/tables') },
  { route: 'GET /api/export/tables/sizes', statuses: adminOnly(200), request: () => get('/api/export/tables/sizes') },
  { route: 'GET /api/export/table/:name', statuses: adminOnly(200), request: () => get('/api/export/table/citizens') },
  { route: 'GET /api/export/table/:name', variant: 'secret table', statuses: adminOnly(404), request: () => get('/api/export/table/api_tokens') },
  { route: 'GET /api/export/all-as-zip', statuses: adminOnly(200), request: () => get('/api/export/all-as-zip') },
  { route: 'GET /api/database-backups/download', statuses: adminOnly(200), request: () => get('/api/database-backups/download') },
  { route: 'GET /api/database-backups/info', statuses: adminOnly(200), request: () => get('/api/database-backups/info') },
  { route: 'GET /api/admin/backups', statuses: adminOnly(200), request: () => get('/api/admin/backups') },
  { route: 'POST /api/admin/backups', statuses: adminOnly(202), request: () => ({ method: 'POST', url: '/api/admin/backups' }) },
  { route: 'GET /api/admin/backups/:name', statuses: adminOnly(200), request: async ({ backupFile }) => get(`/api/admin/backups/${await backupFile()}`) },
  { route: 'GET /api/admin/backups/:name', variant: 'a path, not a name', statuses: adminOnly(422), request: () => get('/api/admin/backups/..%2F..%2Fetc%2Fpasswd') },
];

// A feed opens by its secret alone, to anyone holding it; turning feeds on and off, and a citizen's calendar, are for staff.
const CALENDAR_ROWS: MatrixRow[] = [
  { route: 'GET /api/me/calendar', statuses: staffOnly, request: () => get('/api/me/calendar') },
  { route: 'POST /api/me/calendar', statuses: [401, 403, 403, 201, 201, 201, 201], request: () => ({ method: 'POST', url: '/api/me/calendar' }) },
  { route: 'DELETE /api/me/calendar', statuses: staffOnly, request: () => ({ method: 'DELETE', url: '/api/me/calendar' }) },
  { route: 'GET /api/calendar/:secret.ics', statuses: everyone(200), request: async ({ calendarSecret }) => get(`/api/calendar/${await calendarSecret()}.ics`) },
  { route: 'GET /api/calendar/:secret.ics', variant: 'unknown secret', statuses: everyone(404), request: () => get('/api/calendar/not-a-feed.ics') },
  { route: 'GET /api/citizens/:id/calendar.ics', statuses: staffInScope, request: ({ world }) => get(`/api/citizens/${world.citizenId}/calendar.ics`) },
];

// The log and restores are an admin's; a citizen's history is for the staff who see the citizen.
const AUDIT_ROWS: MatrixRow[] = [
  { route: 'GET /api/audit', statuses: adminOnly(200), request: () => get('/api/audit') },
  { route: 'GET /api/audit', variant: 'filtered', statuses: adminOnly(200), request: ({ world }) => get(`/api/audit?entity=citizen&entity_id=${world.citizenId}&action=create&from=2024-01-01&to=2099-12-31`) },
  { route: 'POST /api/audit/:id/restore', statuses: adminOnly(200), request: async ({ deletedRecordEntry }) => ({ method: 'POST', url: `/api/audit/${await deletedRecordEntry()}/restore` }) },
  { route: 'GET /api/citizens/:id/history', statuses: staffInScope, request: ({ world }) => get(`/api/citizens/${world.citizenId}/history`) },
];

// Bulk import is for staff; an import is its uploader's (others 404), an admin sees every one.
const importCsv = () => {
  const data = new FormData();
  data.append('file', new Blob([`name,mobile\nMatrix Import,${nextMobile()}\n`]), 'matrix.csv');
  return data;
};
const IMPORT_ROWS: MatrixRow[] = [
  { route: 'GET /api/imports/template', statuses: staffOnly, request: () => get('/api/imports/template') },
  { route: 'POST /api/imports', statuses: [401, 403, 403, 201, 201, 201, 201], request: () => ({ method: 'POST', url: '/api/imports', payload: importCsv() }) },
  { route: 'PUT /api/imports/:id/mapping', statuses: staffOnly, request: async ({ importFile }) => ({ method: 'PUT', url: `/api/imports/${await importFile()}/mapping`, payload: { mapping: { name: 'name', mobile: 'mobile' } } }) },
  { route: 'POST /api/imports/:id/check', statuses: staffOnly, request: async ({ importFile }) => ({ method: 'POST', url: `/api/imports/${await importFile()}/check` }) },
  { route: 'GET /api/imports/:id', statuses: staffOnly, request: async ({ importFile }) => get(`/api/imports/${await importFile()}`) },
  { route: 'GET /api/imports/:id', variant: "another's import", statuses: [401, 403, 403, 404, 404, 404, 200], request: async ({ importFile }) => get(`/api/imports/${await importFile('admin')}`) },
  { route: 'DELETE /api/imports/:id', statuses: [401, 403, 403, 204, 204, 204, 204], request: async ({ importFile }) => ({ method: 'DELETE', url: `/api/imports/${await importFile()}` }) },
  { route: 'GET /api/imports/:id/report', statuses: staffOnly, request: async ({ importFile }) => get(`/api/imports/${await importFile()}/report`) },
  { route: 'GET /api/imports/:id/errors', statuses: staffOnly, request: async ({ importFile }) => get(`/api/imports/${await importFile()}/errors`) },
  { route: 'GET /api/imports/:id/errors', variant: "another's import", statuses: [401, 403, 403, 404, 404, 404, 200], request: async ({ importFile }) => get(`/api/imports/${await importFile('admin')}/errors`) },
  { route: 'POST /api/imports/:id/commit', statuses: [401, 403, 403, 202, 202, 202, 202], request: async ({ importFile }) => ({ method: 'POST', url: `/api/imports/${await importFile()}/commit`, payload: { on_duplicate: 'skip' } }) },
];

/** One row (or more) for every route the server registers; the test fails when a route has none. */
export const MATRIX: MatrixRow[] = [
  ...PUBLIC_ROWS, ...ACCOUNT_ROWS, ...ADMIN_ROWS, ...CITIZEN_ROWS, ...MESSAGE_ROWS, ...DESK_ROWS, ...RECORD_SEGMENTS.flatMap(recordRows),
  ...VEHICLE_CASCADE_ROWS, ...EXPIRY_ROWS, ...REMINDER_ROWS, ...EXPORT_ROWS, ...SEARCH_ROWS, ...RENEWAL_ROWS, ...CALENDAR_ROWS, ...AUDIT_ROWS,
  ...IMPORT_ROWS, ...CONVERSATION_ROWS,
];
