import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { branches, citizens, drivingLicences, learnerLicences, serviceRequests, users, vehicles } from '../../db/schema/index.js';
import { recountRows } from '../../lib/citizens/row-counts.js';
import { nextMobile } from '../build.js';
import { expectCountersMatchRows } from '../row-counts.js';
import { addCitizen, setUpWorld } from '../routes/citizens/fixtures.js';

/** The counters behind list totals and the dashboard (migration 0002_row_counts) always equal count(*). */
describe('row_counts', () => {
  const { t, world } = setUpWorld();

  it('equal count(*) after concurrent creates, moves and deletes from many connections', async () => {
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 16 });
    const branchIds = [world.branchA, world.branchB, null];
    const creators = [world.admin.id, world.managerA.id, world.owner.id, null];
    const pick = <T,>(list: T[], i: number) => list[i % list.length];
    try {
      await Promise.all(
        Array.from({ length: 16 }, async (_, worker) => {
          const client = await pool.connect();
          try {
            for (let step = 0; step < 12; step++) {
              const seed = worker * 31 + step * 7;
              await client.query('BEGIN');
              const { rows } = await client.query<{ id: number }>(
                `INSERT INTO citizens (name, mobile, branch_id, created_by)
                 SELECT 'Load ' || n, $1, $2, $3 FROM generate_series(1, $4) AS n RETURNING id`,
                [nextMobile(), pick(branchIds, seed), pick(creators, seed), 1 + (seed % 3)],
              );
              if (step % 3 === 1) await client.query('UPDATE citizens SET branch_id = $1, created_by = $2 WHERE id = $3', [pick(branchIds, seed + 1), pick(creators, seed + 2), rows[0].id]);
              if (step % 2 === 0) await client.query('DELETE FROM citizens WHERE id = $1', [rows.at(-1)!.id]);
              await client.query(step % 5 === 4 ? 'ROLLBACK' : 'COMMIT');
            }
          } finally {
            client.release();
          }
        }),
      );
    } finally {
      await pool.end();
    }
    await expectCountersMatchRows(t.database);
  });

  it('equal count(*) after concurrent creates and deletes through the API', async () => {
    const create = (token: string, i: number) =>
      t.request({ method: 'POST', url: '/api/citizens', token, payload: { name: `Api ${i}`, mobile: nextMobile() } });
    const created = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => create(world.managerA.token, i)),
      ...Array.from({ length: 8 }, (_, i) => create(world.owner.token, i)),
      ...Array.from({ length: 4 }, (_, i) => create(world.admin.token, i)),
    ]);
    expect(created.map((response) => response.statusCode)).toEqual(created.map(() => 201));
    const deleted = await Promise.all(
      created.slice(0, 10).map((response) => t.request({ method: 'DELETE', url: `/api/citizens/${response.json().id}`, token: world.admin.token })),
    );
    expect(deleted.map((response) => response.statusCode)).toEqual(deleted.map(() => 200));
    await expectCountersMatchRows(t.database);
  });

  it("follow a citizen whose branch or creator changes", async () => {
    const id = await addCitizen(t, world);
    await t.database.db.update(citizens).set({ branchId: world.branchB }).where(eq(citizens.id, id));
    await t.database.db.update(citizens).set({ createdBy: world.managerB.id }).where(eq(citizens.id, id));
    await t.database.db.update(citizens).set({ name: 'Renamed' }).where(eq(citizens.id, id));
    const counters = await expectCountersMatchRows(t.database);
    expect(counters[`citizens:creator:${world.managerB.id}`]).toBeGreaterThanOrEqual(1);
  });

  it('follow a deleted user and a deleted branch (their citizens stay, unassigned)', async () => {
    const { user } = await t.signIn('user');
    const [branch] = await t.database.db.insert(branches).values({ name: `Closing ${nextMobile()}` }).returning();
    await addCitizen(t, world, { createdBy: user.id, branchId: branch.id });
    await addCitizen(t, world, { createdBy: user.id, branchId: branch.id });
    expect((await expectCountersMatchRows(t.database))[`citizens:creator:${user.id}`]).toBe(2);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    await t.database.db.delete(branches).where(eq(branches.id, branch.id));
    const counters = await expectCountersMatchRows(t.database);
    expect(counters[`citizens:creator:${user.id}`]).toBeUndefined();
    expect(counters[`citizens:branch:${branch.id}`]).toBeUndefined();
  });

  it('follow a citizen deleted with its licences, vehicles and records', async () => {
    const id = await addCitizen(t, world);
    await t.database.db.insert(learnerLicences).values({ citizenId: id, llNo: `LL${nextMobile()}` });
    await t.database.db.insert(drivingLicences).values({ citizenId: id, dlNo: `DL${nextMobile()}` });
    await t.database.db.insert(vehicles).values({ citizenId: id, registrationNo: `CG04${nextMobile()}` });
    const before = await expectCountersMatchRows(t.database);
    const response = await t.request({ method: 'DELETE', url: `/api/citizens/${id}`, token: world.admin.token });
    expect(response.statusCode).toBe(200);
    expect((await expectCountersMatchRows(t.database)).citizens).toBe(before.citizens - 1);
  });

  it('count service requests per status as they move', async () => {
    const [request] = await t.database.db
      .insert(serviceRequests)
      .values({ category: 'other', query: 'Help', contactName: 'Asha', contactPhone: nextMobile() })
      .returning();
    await t.database.db.update(serviceRequests).set({ status: 'completed' }).where(eq(serviceRequests.id, request.id));
    expect((await expectCountersMatchRows(t.database))['service_requests:completed']).toBeGreaterThanOrEqual(1);
  });

  it('are rebuilt by recount_rows() and emptied with their table by TRUNCATE', async () => {
    await t.database.db.execute(sql`update row_counts set total = total + 5`);
    await recountRows(t.database.db);
    await expectCountersMatchRows(t.database);
    await t.database.db.execute(sql`truncate service_requests`);
    expect(Object.keys(await expectCountersMatchRows(t.database)).some((counter) => counter.startsWith('service_requests'))).toBe(false);
  });
});
