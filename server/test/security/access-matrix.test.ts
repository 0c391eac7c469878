import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, branches, citizens, conversations, documentInquiries, importRows, imports, quickReplies, serviceRequests, users } from '../../db/schema/index.js';
import { turnOnFeed } from '../../lib/calendar/feed-secret.js';
import { nextMobile, setUpTestApp } from '../build.js';
import { addCitizen } from '../routes/citizens/fixtures.js';
import { MATRIX, type MatrixRow, type Targets } from './access-matrix.data.js';
import { registeredRoutes } from './routes.js';
import { countTableRows } from './table-rows.js';
import { writtenBackup } from '../routes/admin/backup-fixtures.js';
import { buildRecordWorld, CALLERS, createRecord, newRenewal, ownerIdOf, probeOptions, tokenOf, type Caller, type RecordWorld } from './world.js';

/**
 * Every route the server registers × every caller → the status decisions.md §Who sees asks for, on real rows
 * (a citizen with LL, DL, a vehicle and one record of each type). A GET row is also sent as HEAD. A refused
 * request (4xx) must leave the row count of every table as it was.
 */
// Reminders run now at any hour of the test (no quiet hours).
const t = setUpTestApp({ env: { REMINDER_QUIET_HOURS: 'off' } });
const world = {} as RecordWorld;
beforeAll(async () => {
  Object.assign(world, await buildRecordWorld(t));
});

/** A new citizen like the fixture one and the WhatsApp conversation of its mobile, its last message just now. */
async function newConversation() {
  const citizenId = await addCitizen(t, world);
  const [citizen] = await t.database.db.select({ mobile: citizens.mobile }).from(citizens).where(eq(citizens.id, citizenId));
  const [row] = await t.database.db.insert(conversations).values({ waId: `91${citizen.mobile}`, mobile: citizen.mobile, lastIncomingAt: new Date(), unreadCount: 1 }).returning();
  return { id: row.id, citizenId };
}

function targetsFor(caller: Caller): Targets {
  return {
    world,
    callerPhone: async () => {
      if (caller === 'anonymous') return nextMobile();
      const [user] = await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, world[caller].id));
      return user.phone;
    },
    citizen: () => addCitizen(t, world),
    record: async (segment) => (await createRecord(t, (await tokenOf(t, world, 'admin'))!, segment, ownerIdOf(segment, world))).id,
    account: async () => (await t.signIn('user')).user.phone,
    serviceRequest: async () => {
      const [row] = await t.database.db.insert(serviceRequests).values({ category: 'other', query: 'Matrix', contactName: 'Matrix', contactPhone: nextMobile() }).returning();
      return row.id;
    },
    documentInquiry: async () => {
      const [row] = await t.database.db.insert(documentInquiries).values({ name: 'Matrix', phone: nextMobile(), documentTypes: ['Tax'] }).returning();
      return row.id;
    },
    trackable: async () => {
      const [row] = await t.database.db.insert(serviceRequests).values({ category: 'other', query: 'Matrix', contactName: 'Matrix', contactPhone: nextMobile() }).returning();
      return { reference: row.reference, phone: row.contactPhone };
    },
    user: async (role = 'user') => (await t.signIn(role, { email: `member${nextMobile()}@example.com` })).user.id,
    branch: async () => (await t.database.db.insert(branches).values({ name: `Target ${nextMobile()}` }).returning())[0].id,
    renewal: async () => newRenewal(t, (await tokenOf(t, world, 'admin'))!, world.vehicleId),
    calendarSecret: () => turnOnFeed(t.database.db, world.admin.id),
    backupFile: () => writtenBackup(t),
    deletedRecordEntry: async () => {
      const token = (await tokenOf(t, world, 'admin'))!;
      const { id } = await createRecord(t, token, 'taxes', world.vehicleId);
      expect((await t.request({ method: 'DELETE', url: `/api/taxes/${id}`, token })).statusCode).toBe(200);
      const [entry] = await t.database.db.select({ id: auditLog.id }).from(auditLog)
        .where(and(eq(auditLog.entity, 'tax'), eq(auditLog.entityId, id), eq(auditLog.action, 'delete'))).orderBy(desc(auditLog.id));
      return entry.id;
    },
    conversation: async () => (await newConversation()).id,
    conversationWithCitizen: async () => {
      const { id, citizenId } = await newConversation();
      return { conversation: id, citizen: citizenId };
    },
    quickReply: async () => (await t.database.db.insert(quickReplies).values({ language: 'en', title: 'Matrix', body: 'Hello {name}' }).returning())[0].id,
    importFile: async (of) => {
      const staff = ['managerA', 'managerB', 'managerFree', 'admin'].includes(caller);
      const userId = world[of ?? (staff ? caller : 'admin') as Exclude<Caller, 'anonymous'>].id;
      const [created] = await t.database.db.insert(imports)
        .values({ userId, fileName: 'matrix.csv', columns: ['name', 'mobile'], mapping: { name: 'name', mobile: 'mobile' }, total: 1, status: 'ready' })
        .returning();
      const citizen = { name: 'Matrix Import', mobile: nextMobile() };
      await t.database.db.insert(importRows).values({ importId: created.id, rowNo: 2, data: citizen, values: { citizen } });
      return created.id;
    },
  };
}

/** Waits for what earlier rows started in the background (an import's commit, a backup and its pruning), so it changes no count under a refused request. */
async function backgroundSettled() {
  await t.app.backups?.settled();
  while (await t.database.db.$count(imports, eq(imports.status, 'committing'))) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The status each caller gets; fails at once when a request expected to be refused changed a row count. */
async function statusesOf(row: MatrixRow, method?: 'HEAD') {
  const statuses: number[] = [];
  for (const [i, caller] of CALLERS.entries()) {
    const request = await row.request(targetsFor(caller));
    const token = await tokenOf(t, world, caller);
    const refused = row.statuses[i] >= 400;
    if (refused) await backgroundSettled();
    const before = refused ? await countTableRows(t) : undefined;
    const response = await t.request({ ...request, ...(method && { method }), ...probeOptions(), token });
    if (refused) expect(await countTableRows(t), `${caller}: ${row.route} changed rows`).toEqual(before);
    statuses.push(response.statusCode);
  }
  return statuses;
}

const label = (row: MatrixRow) => (row.variant ? `${row.route} (${row.variant})` : row.route);

describe('access matrix', () => {
  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = registeredRoutes(t.routes).map((route) => route.key);
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(registered.filter((key) => !covered.has(key)), 'routes without a row').toEqual([]);
    expect([...covered].filter((key) => !registered.includes(key)), 'rows of no route').toEqual([]);
  });

  it.each(MATRIX.map((row) => [label(row), row] as const))('%s', async (_label, row) => {
    const byCaller = (statuses: readonly number[]) => Object.fromEntries(CALLERS.map((caller, i) => [caller, statuses[i]]));
    expect(byCaller(await statusesOf(row))).toEqual(byCaller(row.statuses));
    if (row.route.startsWith('GET ')) expect(byCaller(await statusesOf(row, 'HEAD'))).toEqual(byCaller(row.statuses));
  });
});
