import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { turnOnFeed } from '../../server/lib/calendar/feed-secret.js';
import { BULK_TABLES } from '../../server/db/seed/tables.js';
import { RECORD_TYPES } from '../../server/schemas/records.js';

/** The demo accounts the bench signs in as (server/db/seed/accounts.ts). */
export const ROLES = [
  { role: 'admin', phone: '9000000001' },
  { role: 'branch manager', phone: '9000000002' },
  { role: 'manager, no branch', phone: '9000000010' },
  { role: 'user', phone: '9000000003' },
] as const;

export type Role = (typeof ROLES)[number]['role'];

/** What one role's cases ask for, all inside that role's scope. */
export interface RoleFixture {
  role: Role;
  phone: string;
  /** A citizen with licences and a vehicle with as many of the seven record types as the data has. */
  citizen: { id: number; name: string; mobile: string };
  vehicleId: number;
  /** That vehicle's registration number. */
  registrationNo: string;
  /** The local part of an email address in scope. */
  emailFragment: string;
  /** The number and application number of an LL, a DL and a vehicle in scope (the searches' cases). */
  numbers: Record<'ll' | 'dl' | 'vehicle', { number: string; application_no: string }>;
  /** A WhatsApp conversation in scope (staff; null for a user) and its mobile: the inbox's cases. */
  conversation: { id: number; mobile: string } | null;
  /** The secret of the staff account's calendar feed, turned on for the bench (null for a user: feeds are for staff). */
  calendarSecret: string | null;
}

export interface Fixtures {
  serverVersion: string;
  rows: Record<string, number>;
  /** The most frequent first word of citizens.name. */
  firstName: string;
  /** Full names searched in turn: the 50 newest citizens' and the 50 most frequent (issue 24 §1). */
  fullNames: { newest: string[]; frequent: string[] };
  /** The commonest first four characters of a registration number (a state and RTO prefix such as 'CG04'). */
  vehiclePrefix: string;
  /** The commonest last word of citizens.name (a surname). */
  surname: string;
  roles: RoleFixture[];
}

/** Full names per set. */
const FULL_NAMES = 50;

type Account = { id: number; role: string; branch_id: number | null };

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Where a role's fixtures are picked: the branch of a branch manager, the citizens a user created. */
function pickScope(account: Account): SQL {
  if (account.role === 'user') return sql`c.created_by = ${account.id}`;
  if (account.role === 'manager' && account.branch_id !== null) return sql`c.branch_id = ${account.branch_id}`;
  return sql`true`;
}

const exists = (table: string, column: string, owner: string) =>
  `(exists (select 1 from ${table} x where x.${column} = ${owner}))::int`;

/** One point per licence kind the citizen holds and per record type the vehicle has (among the first 5,000 in scope). */
const richness = [
  exists('learner_licences', 'citizen_id', 'c.id'),
  exists('driving_licences', 'citizen_id', 'c.id'),
  ...RECORD_TYPES.map((type) => exists(getTableName(type.table), 'vehicle_id', 'v.id')),
].join(' + ');

async function roleFixture(database: Database, { role, phone }: (typeof ROLES)[number]): Promise<RoleFixture> {
  const [account] = await rows<Account>(database, sql`select id, role, branch_id from users where phone = ${phone}`);
  if (!account) throw new Error(`No demo account ${phone} (${role}): is this a database seeded with npm run seed:demo?`);
  const scope = pickScope(account);
  const [rich] = await rows<{ id: number; name: string; mobile: string; vehicle_id: number; registration_no: string }>(database, sql`
    with sample as (select c.id from citizens c where ${scope} order by c.id limit 5000)
    select c.id, c.name, c.mobile, v.id as vehicle_id, v.registration_no
    from sample join citizens c on c.id = sample.id join vehicles v on v.citizen_id = c.id
    order by ${sql.raw(richness)} desc, c.id, v.id limit 1`);
  if (!rich) throw new Error(`No citizen with a vehicle in the scope of ${role} ${phone}`);
  const [email] = await rows<{ fragment: string }>(database, sql`
    select split_part(c.email, '@', 1) as fragment from citizens c where ${scope} and c.email is not null order by c.id limit 1`);
  if (!email) throw new Error(`No citizen with an email in the scope of ${role} ${phone}`);
  const numbers = {} as RoleFixture['numbers'];
  for (const [kind, table, column] of [['ll', 'learner_licences', 'll_no'], ['dl', 'driving_licences', 'dl_no'], ['vehicle', 'vehicles', 'registration_no']] as const) {
    const [found] = await rows<{ number: string; application_no: string }>(database, sql`
      select t.${sql.raw(column)} as number, t.application_no from ${sql.raw(table)} t join citizens c on c.id = t.citizen_id
      where ${scope} and t.application_no is not null order by t.id desc limit 1`);
    if (!found) throw new Error(`No ${table} with an application number in the scope of ${role} ${phone}`);
    numbers[kind] = found;
  }
  const [conversation] = account.role === 'user' ? [] : await rows<{ id: number; mobile: string }>(database, sql`
    select cv.id, cv.mobile from conversations cv where exists (select 1 from citizens c where c.mobile = cv.mobile and ${scope})
    order by cv.last_message_at desc, cv.id desc limit 1`);
  return {
    role,
    phone,
    conversation: conversation ? { id: Number(conversation.id), mobile: conversation.mobile } : null,
    citizen: { id: Number(rich.id), name: rich.name, mobile: rich.mobile },
    vehicleId: Number(rich.vehicle_id),
    registrationNo: rich.registration_no,
    emailFragment: email.fragment,
    numbers,
    calendarSecret: account.role === 'user' ? null : await turnOnFeed(database.db, account.id),
  };
}

/** Reads the database: its size, and the ids and search values of the cases (turning on the staff's calendar feeds). */
export async function readFixtures(database: Database): Promise<Fixtures> {
  const counts = BULK_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
  const [tableRows] = await rows<Record<string, number>>(database, sql.raw(`select ${counts}`));
  const [{ version }] = await rows<{ version: string }>(database, sql`select split_part(current_setting('server_version'), ' ', 1) as version`);
  const [common] = await rows<{ first: string }>(database, sql`
    select split_part(name, ' ', 1) as first from citizens group by 1 order by count(*) desc, 1 limit 1`);
  if (!common) throw new Error('The database has no citizens');
  const names = async (query: SQL) => (await rows<{ name: string }>(database, query)).map((row) => row.name);
  const fullNames = {
    newest: await names(sql`select name from citizens order by created_at desc, id desc limit ${FULL_NAMES}`),
    frequent: await names(sql`select min(name) as name from citizens group by lower(name) order by count(*) desc, 1 limit ${FULL_NAMES}`),
  };
  const [{ prefix }] = await rows<{ prefix: string }>(database, sql`
    select left(registration_no, 4) as prefix from vehicles group by 1 order by count(*) desc, 1 limit 1`);
  const [{ surname }] = await rows<{ surname: string }>(database, sql`
    select lower(substring(name from '[^ ]+$')) as surname from citizens group by 1 order by count(*) desc, 1 limit 1`);
  const roles: RoleFixture[] = [];
  for (const role of ROLES) roles.push(await roleFixture(database, role));
  return { serverVersion: version, rows: tableRows, firstName: common.first, fullNames, vehiclePrefix: prefix, surname, roles };
}
