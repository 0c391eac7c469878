import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Role } from '../../common/options';
import { MOBILE_MESSAGES, mobileProblem, normaliseMobile } from '../../common/rules';

/**
 * An in-memory stand-in for the citizens API (the contract of the brief), as msw handlers.
 * Every request is logged so specs can check what the app sent.
 */

type Row = Record<string, any> & { id: number };
export interface LoggedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** The body was multipart; `body` then holds its text fields, uploads as `{ file: name }`. */
  multipart: boolean;
}

export const USERS: Record<Role, { id: number; name: string; phone: string; email: string; role: Role; citizen_id: number | null }> = {
  admin: { id: 1, name: 'Asha Admin', phone: '9000000001', email: 'admin@example.com', role: 'admin', citizen_id: null },
  manager: { id: 2, name: 'Manoj Manager', phone: '9000000002', email: 'manager@example.com', role: 'manager', citizen_id: null },
  user: { id: 3, name: 'Usha User', phone: '9000000003', email: 'usha@example.com', role: 'user', citizen_id: 11 },
};

const RECORD_TYPES = ['taxes', 'insurances', 'puccs', 'fitnesses', 'vltds', 'permits', 'speed-governors'];
const CHILD_TYPES = ['ll', 'dl', 'vehicles'];
/** The API's name of each record type (a vehicle's `records` counts). */
const RECORD_ENTITIES: Record<string, string> = {
  taxes: 'tax', insurances: 'insurance', puccs: 'pucc', fitnesses: 'fitness', vltds: 'vltd', permits: 'permit', 'speed-governors': 'speed_governor',
};

export function createFakeApi() {
  let nextId = 100;
  const db = {
    citizens: [
      {
        id: 11, name: 'Usha User', relation_type: 'Wife of', relation_name: 'Ravi', mobile: '9000000003', email: 'usha@example.com',
        dob: '1990-04-01', age: 35, address: 'Shankar Nagar', state: 'Chhattisgarh', city: 'Raipur', language: 'hi', reminders_opt_out: false, user_id: 3,
        creator: { id: 3, name: 'Usha User' }, created_at: '2025-01-10T06:00:00Z',
      },
      {
        id: 12, name: 'Ramesh Sahu', relation_type: 'Son of', relation_name: 'Mohan Sahu', mobile: '9876543210', email: null,
        dob: null, age: null, address: 'Civil Lines', state: 'Chhattisgarh', city: 'Durg', language: 'en', reminders_opt_out: false, user_id: null,
        creator: { id: 1, name: 'Asha Admin' }, created_at: '2025-02-15T06:00:00Z',
      },
    ] as Row[],
    ll: [
      { id: 21, citizen_id: 12, ll_no: 'CG07L2024001', application_no: 'APP1', issue_date: '2024-01-15', expiry_date: '2024-07-13',
        vehicle_class: 'MCWG, LMV', office: 'CG-07 Durg', file_path: 'll/a.pdf', file_url: '/storage/ll/a.pdf?signature=x' },
    ] as Row[],
    dl: [] as Row[],
    vehicles: [
      { id: 31, citizen_id: 12, registration_no: 'CG07AB1234', type: 'LMV', make_model: 'Maruti Swift', chassis_no: 'CH1', engine_no: 'EN1', application_no: 'VA1' },
    ] as Row[],
    messages: [
      { id: 51, citizen_id: 12, body: 'Your RC is ready for pickup.', status: 'read', error: null, attempts: 1,
        created_at: '2025-02-20T05:00:00Z', sent_at: '2025-02-20T05:00:02Z', sender: { id: 1, name: 'Asha Admin' } },
      { id: 52, citizen_id: 12, body: 'Please renew your insurance.', status: 'failed', error: 'WhatsApp API 400: Recipient not on WhatsApp', attempts: 1,
        created_at: '2025-02-21T05:00:00Z', sent_at: null, sender: { id: 2, name: 'Manoj Manager' } },
    ] as Row[],
    records: Object.fromEntries(RECORD_TYPES.map((type) => [type, [] as Row[]])) as Record<string, Row[]>,
  };
  db.records.taxes.push({ id: 41, vehicle_id: 31, vehicle_type: 'LMV', tax_mode: 'Yearly', tax_from: '2025-01-01', tax_upto: '2025-12-31', amount: '1500.50', file_path: null, file_url: null });
  db.records.insurances.push({ id: 42, vehicle_id: 31, insurance_type: 'Comprehensive', company_name: 'ACME', policy_number: 'POL1', start_date: '2025-01-01', end_date: '2025-12-31', status: 'active' });

  const requests: LoggedRequest[] = [];
  let role: Role = 'admin';

  const withCounts = (citizen: Row) => ({
    ...citizen,
    is_primary_profile_for_user: citizen.user_id != null,
    learner_licenses_count: db.ll.filter((row) => row.citizen_id === citizen.id).length,
    driving_licenses_count: db.dl.filter((row) => row.citizen_id === citizen.id).length,
    vehicles_count: db.vehicles.filter((row) => row.citizen_id === citizen.id).length,
    can_edit: role !== 'user' || citizen.user_id === USERS.user.id || citizen.creator?.id === USERS.user.id,
    can_delete: role === 'admin',
  });

  /** The LL expiry notice of a licence, as the server words it. */
  function llNotice(licenceId: number) {
    const licence = db.ll.find((row) => row.id === licenceId);
    const citizen = db.citizens.find((row) => row.id === licence?.citizen_id);
    return licence && citizen && { licence, citizen, text: `Dear ${citizen.name}, your Learner License ${licence.ll_no} expired on ${licence.expiry_date}.` };
  }

  async function log(request: Request) {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: Record<string, unknown> | null = null;
    const multipart = type.includes('multipart/form-data');
    if (multipart) {
      body = {};
      for (const [key, value] of (await request.formData()).entries()) body[key] = typeof value === 'string' ? value : { file: value.name };
    } else if (type.includes('json')) body = (await request.json()) as Record<string, unknown>;
    const entry = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body, multipart };
    requests.push(entry);
    return entry;
  }

  const invalid = (errors: Record<string, string>) =>
    HttpResponse.json(
      { message: Object.values(errors)[0], errors: Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])) },
      { status: 422 },
    );
  const notFound = () => HttpResponse.json({ message: 'Not found.' }, { status: 404 });
  const paged = (rows: Row[], page: number, perPage: number) => {
    const total = rows.length;
    const data = rows.slice((page - 1) * perPage, page * perPage);
    const from = data.length ? (page - 1) * perPage + 1 : null;
    return {
      data,
      meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, from, to: from && from + data.length - 1, total },
    };
  };
  /** The written fields of a body: override marker dropped, uploads turned into a stored file. */
  const fieldsOf = (body: Record<string, unknown> | null) => {
    const { _method, file, ...fields } = body ?? {};
    return file ? { ...fields, file_path: 'docs/new.pdf', file_url: '/storage/docs/new.pdf?signature=y' } : fields;
  };
  const queueMessage = (citizen: Row, text: string) => {
    const message = {
      id: nextId++, citizen_id: citizen.id, body: text, status: 'queued', error: null, attempts: 0,
      created_at: '2025-03-01T06:30:00Z', sent_at: null, sender: { id: USERS[role].id, name: USERS[role].name },
    };
    db.messages.push(message);
    const wa_me_url = `https://wa.me/91${citizen.mobile}?text=${encodeURIComponent(text)}`;
    return HttpResponse.json({ data: message, wa_me_url }, { status: 201 });
  };
  const childRows = (kind: string) => (CHILD_TYPES.includes(kind) ? db[kind as 'll'] : db.records[kind]);

  const update = (rows: Row[], id: number, body: Record<string, unknown> | null) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return notFound();
    Object.assign(row, fieldsOf(body));
    return HttpResponse.json(row as JsonBodyType);
  };
  const heldBy = (vehicleId: number) => RECORD_TYPES.flatMap((type) => db.records[type].filter((row) => row.vehicle_id === vehicleId).map((row) => [type, row] as const));
  const withRecordCounts = (vehicle: Row) => ({
    ...vehicle,
    records: Object.fromEntries(RECORD_TYPES.map((type) => [RECORD_ENTITIES[type], db.records[type].filter((row) => row.vehicle_id === vehicle.id).length])),
  });
  const remove = (kind: string, id: number, query: URLSearchParams) => {
    const rows = childRows(kind);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return notFound();
    const held = kind === 'vehicles' ? heldBy(id) : [];
    if (held.length && ['1', 'true'].includes(query.get('with_records') ?? '')) {
      if (role !== 'admin') return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
      for (const [type, row] of held) db.records[type].splice(db.records[type].indexOf(row), 1);
      rows.splice(index, 1);
      return HttpResponse.json({ message: 'Vehicle and its records deleted.', deleted_records: held.length });
    }
    if (held.length) return HttpResponse.json({ message: 'Linked records exist. Remove dependent records first.' }, { status: 409 });
    rows.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  };

  const handlers = [
    http.get('/api/me', () => HttpResponse.json({ ...USERS[role], branch_id: null, primary_citizen: null })),
    http.get('/api/citizens', async ({ request }) => {
      const { query } = await log(request);
      const q = query.get('q')?.toLowerCase();
      const mobile = query.get('mobile');
      const rows = db.citizens
        .filter((citizen) => !q || [citizen.name, citizen.relation_name, citizen.email].some((text) => text?.toLowerCase().includes(q)))
        .filter((citizen) => !mobile || citizen.mobile.includes(mobile))
        .map(withCounts);
      return HttpResponse.json(paged(rows, Number(query.get('page') ?? 1), Number(query.get('per_page') ?? 10)));
    }),
    http.post('/api/citizens', async ({ request }) => {
      const { body } = await log(request);
      const errors: Record<string, string> = {};
      if (!body?.name) errors.name = 'The name field is required.';
      const mobile = normaliseMobile(String(body?.mobile ?? ''));
      const problem = mobileProblem(mobile);
      if (problem) errors.mobile = MOBILE_MESSAGES[problem];
      if (Object.keys(errors).length) return invalid(errors);
      const { is_self, ...fields } = body!;
      const citizen = { ...fields, mobile, id: nextId++, user_id: is_self ? USERS[role].id : null, creator: USERS[role], created_at: '2025-03-01T06:00:00Z' } as Row;
      db.citizens.unshift(citizen);
      return HttpResponse.json(withCounts(citizen), { status: 201 });
    }),
    http.get('/api/citizens/:id', async ({ request, params }) => {
      await log(request);
      const citizen = db.citizens.find((row) => row.id === Number(params.id));
      return citizen ? HttpResponse.json(withCounts(citizen)) : notFound();
    }),
    http.put('/api/citizens/:id', async ({ request, params }) => update(db.citizens, Number(params.id), (await log(request)).body)),
    http.delete('/api/citizens/:id', async ({ request, params }) => {
      await log(request);
      const index = db.citizens.findIndex((row) => row.id === Number(params.id));
      if (index < 0) return notFound();
      db.citizens.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/citizens/:id/all-details', async ({ request, params }) => {
      await log(request);
      const id = Number(params.id);
      const owner = db.citizens.find((row) => row.id === id);
      if (!owner) return notFound();
      const vehicles = db.vehicles
        .filter((row) => row.citizen_id === id)
        .map((vehicle) => ({
          ...vehicle,
          ...Object.fromEntries(RECORD_TYPES.map((type) => [type.replace('-', '_'), db.records[type].filter((row) => row.vehicle_id === vehicle.id)])),
        }));
      const mine = (rows: Row[]) => rows.filter((row) => row.citizen_id === id);
      return HttpResponse.json({ owner: withCounts(owner), learner_licenses: mine(db.ll), driving_licenses: mine(db.dl), vehicles } as JsonBodyType);
    }),
    http.get('/api/citizens/:id/messages', async ({ request, params }) => {
      const { query } = await log(request);
      const rows = db.messages.filter((row) => row.citizen_id === Number(params.id)).reverse();
      return HttpResponse.json(paged(rows, Number(query.get('page') ?? 1), 10));
    }),
    http.get('/api/citizens/:id/:kind', async ({ request, params }) => {
      await log(request);
      const rows = childRows(String(params.kind)).filter((row) => row.citizen_id === Number(params.id));
      return HttpResponse.json(paged(params.kind === 'vehicles' ? rows.map(withRecordCounts) : rows, 1, 1000));
    }),
    http.post('/api/citizens/:id/send-message', async ({ request, params }) => {
      const { body } = await log(request);
      const citizen = db.citizens.find((row) => row.id === Number(params.id));
      return citizen ? queueMessage(citizen, String(body?.message)) : notFound();
    }),
    http.get('/api/ll/:id/notify-preview', async ({ request, params }) => {
      await log(request);
      const notice = llNotice(Number(params.id));
      return notice ? HttpResponse.json({ name: notice.citizen.name, mobile: notice.citizen.mobile, text: notice.text }) : notFound();
    }),
    http.post('/api/ll/:id/notify', async ({ request, params }) => {
      await log(request);
      const notice = llNotice(Number(params.id));
      if (!notice) return notFound();
      Object.assign(notice.licence, { notified_at: new Date().toISOString() });
      return queueMessage(notice.citizen, notice.text);
    }),
    http.post('/api/citizens/:id/:kind', async ({ request, params }) => {
      const { body } = await log(request);
      const row = { ...fieldsOf(body), id: nextId++, citizen_id: Number(params.id) } as Row;
      childRows(String(params.kind)).push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.get('/api/vehicles/:id/:type', async ({ request, params }) => {
      const { query } = await log(request);
      const rows = db.records[String(params.type)].filter((row) => row.vehicle_id === Number(params.id));
      return HttpResponse.json(paged(rows, Number(query.get('page') ?? 1), 10));
    }),
    http.post('/api/vehicles/:id/:type', async ({ request, params }) => {
      const { body } = await log(request);
      const row = { ...fieldsOf(body), id: nextId++, vehicle_id: Number(params.id) } as Row;
      db.records[String(params.type)].push(row);
      return HttpResponse.json(row, { status: 201 });
    }),
    http.put('/api/:kind/:id', async ({ request, params }) => update(childRows(String(params.kind)), Number(params.id), (await log(request)).body)),
    http.post('/api/:kind/:id', async ({ request, params }) => {
      const { body, query } = await log(request);
      if (query.get('_method') === 'DELETE') return remove(String(params.kind), Number(params.id), query);
      if (body?._method === 'PUT') return update(childRows(String(params.kind)), Number(params.id), body);
      return HttpResponse.json({ message: 'Method not allowed.' }, { status: 405 });
    }),
    http.delete('/api/:kind/:id', async ({ request, params }) => {
      const { query } = await log(request);
      return remove(String(params.kind), Number(params.id), query);
    }),
    http.get('/api/database-backups/download', async ({ request }) => {
      await log(request);
      return notFound();
    }),
  ];

  return {
    db,
    handlers,
    requests,
    setRole: (next: Role) => {
      role = next;
    },
  };
}
export type FakeApi = ReturnType<typeof createFakeApi>;
