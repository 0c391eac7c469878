import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, renewals } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { planOfSent } from '../../plans.js';
import { addCitizen, setUpWorld } from '../citizens/fixtures.js';
import { citizenWithRecords } from './fixtures.js';

const { t, world } = setUpWorld();
const get = (url: string, token = world.admin.token) => t.request({ method: 'GET', url, token });

describe('GET /api/audit', () => {
  it('is for admins: 401 anonymous, 403 for managers and users', async () => {
    const statuses = [];
    for (const token of [undefined, world.managerA.token, world.managerFree.token, world.owner.token, world.admin.token]) {
      statuses.push((await t.request({ method: 'GET', url: '/api/audit', token })).statusCode);
    }
    expect(statuses).toEqual([401, 403, 403, 403, 200]);
  });

  it('lists newest first with the actor and a diff by field, without counting the log', async () => {
    const id = await addCitizen(t, world, { name: 'Before Name' });
    const edit = await t.request({ method: 'PUT', url: `/api/citizens/${id}`, token: world.managerA.token, payload: { name: 'After Name', mobile: nextMobile() } });
    expect(edit.statusCode).toBe(200);
    const response = await get(`/api/audit?entity=citizen&entity_id=${id}`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ entity: 'citizen', entity_id: id, action: 'update', actor: { id: world.managerA.id, name: 'Test manager' }, restorable: false });
    expect(data[0].changes.name).toEqual(['Before Name', 'After Name']);
    expect(data[0].changes).not.toHaveProperty('updated_at');
    expect(data[0].changes).not.toHaveProperty('city');
    expect(meta).toEqual({ current_page: 1, per_page: 25, from: 1, to: 1, has_next_page: false });
  });

  it('filters by entity, actor, action and India days, and pages with has_next_page', async () => {
    await citizenWithRecords(t, world);
    const mine = await get(`/api/audit?actor_id=${world.managerA.id}&per_page=2`);
    expect(mine.json().data.every((entry: { actor: { id: number } }) => entry.actor.id === world.managerA.id)).toBe(true);
    expect(mine.json().meta).toMatchObject({ per_page: 2, from: 1, to: 2, has_next_page: true });
    const second = await get(`/api/audit?actor_id=${world.managerA.id}&per_page=2&page=2`);
    expect(second.json().meta).toMatchObject({ current_page: 2, from: 3, to: 4 });
    expect(second.json().data[0].id).toBeLessThan(mine.json().data[1].id);

    const taxes = (await get('/api/audit?entity=tax&action=create')).json().data;
    expect(taxes.length).toBeGreaterThan(0);
    expect(taxes.every((entry: { entity: string; action: string }) => entry.entity === 'tax' && entry.action === 'create')).toBe(true);
    expect(taxes[0].changes.tax_mode).toEqual([null, 'Yearly']);

    // An entry at 23:30 India time on 1 Jan 2026 (18:00 UTC) belongs to that India day, not the next.
    const [old] = await t.database.db
      .insert(auditLog)
      .values({ actorId: world.admin.id, action: 'update', entity: 'branch', entityId: world.branchA, before: { name: 'A' }, after: { name: 'B' }, createdAt: new Date('2026-01-01T18:00:00Z') })
      .returning();
    const ids = async (query: string) => (await get(`/api/audit?entity=branch&${query}`)).json().data.map((entry: { id: number }) => entry.id);
    expect(await ids('from=2026-01-01&to=2026-01-01')).toEqual([old.id]);
    expect(await ids('from=2026-01-02&to=2026-01-02')).toEqual([]);
    expect(await ids('to=2025-12-31')).toEqual([]);
  });

  it("names a desk entry's fields as the API does, without the search text or the update time", async () => {
    const sent = await t.request({
      method: 'POST', url: '/api/service-requests',
      payload: { category: 'dl', services: ['duplicate_dl'], contact_name: 'Desk Entry', contact_phone: nextMobile(), query: 'Lost it' },
    });
    expect(sent.statusCode).toBe(201);
    const [created] = (await get(`/api/audit?entity=service_request&entity_id=${sent.json().id}`)).json().data;
    expect(Object.keys(created.changes)).toEqual(expect.arrayContaining(['contact_name', 'contact_phone', 'reference', 'created_at']));
    expect(Object.keys(created.changes).filter((field) => /[A-Z]/.test(field) || ['search_text', 'updated_at'].includes(field))).toEqual([]);
  });

  it('refuses filters outside their lists with 422', async () => {
    for (const query of ['entity=spaceship', 'action=explode', 'from=01-01-2026', 'actor_id=abc', 'per_page=500']) {
      expect((await get(`/api/audit?${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/citizens/{id}/history', () => {
  it("lists the citizen's own entries and its licences', vehicles' and records'", async () => {
    const { citizen, licence, vehicle, tax } = await citizenWithRecords(t, world);
    const [renewal] = await t.database.db.select().from(renewals).where(and(eq(renewals.docType, 'tax'), eq(renewals.recordId, tax.id)));
    await t.request({ method: 'DELETE', url: `/api/taxes/${tax.id}`, token: world.managerA.token });
    const response = await get(`/api/citizens/${citizen.id}/history`, world.managerA.token);
    expect(response.statusCode).toBe(200);
    const entries = response.json().data.map((entry: { entity: string; entity_id: number; action: string }) => `${entry.action} ${entry.entity} ${entry.entity_id}`);
    // The expired tax's renewal went with it (audited first, in the same transaction).
    expect(entries).toEqual([
      `delete tax ${tax.id}`, `delete renewal ${renewal.id}`, `create tax ${tax.id}`, `create vehicle ${vehicle.id}`, `create learner_licence ${licence.id}`, `create citizen ${citizen.id}`,
    ]);
  });

  it('is for the staff who see the citizen: 403 for users, 404 for another branch', async () => {
    const statuses: Record<string, number> = {};
    for (const role of ['admin', 'managerA', 'managerFree', 'managerB', 'owner', 'stranger'] as const) {
      statuses[role] = (await get(`/api/citizens/${world.citizenId}/history`, world[role].token)).statusCode;
    }
    expect(statuses).toEqual({ admin: 200, managerA: 200, managerFree: 200, managerB: 404, owner: 403, stranger: 403 });
  });
});

describe('GET /api/audit at scale (20,000 entries)', () => {
  /** The plan of the page statement the route sends for `query`, the planner kept from scans and sorts. */
  const planFor = (query: string) =>
    planOfSent(t.database, async () => expect((await get(`/api/audit${query}`)).statusCode).toBe(200), /from "audit_log".*limit/s, [
      'enable_seqscan = off', 'enable_sort = off',
    ]);

  it("walks a filter's own index even when its entries are all old, and the newest-first index unfiltered", async () => {
    // A year ago, 2,000 vehicles were typed in; since then only records.
    await t.database.db.execute(sql`
      insert into audit_log (action, entity, entity_id, after, created_at)
      select 'create', case when i <= 2000 then 'vehicle' else 'tax' end, i, '{}'::jsonb, now() - interval '400 days' + i * interval '1 minute'
      from generate_series(1, 20000) as i`);
    await t.database.db.execute(sql`analyze audit_log`);
    // The newest-first index is partial, so no filtered page can walk it: the bench's million vehicle entries, all
    // older than four million records', took 2.5 s through it and 0.4 ms through their own.
    const [{ indexdef }] = (await t.database.pool!.query("select indexdef from pg_indexes where indexname = 'audit_log_created_idx'")).rows;
    expect(indexdef).toMatch(/WHERE \(created_at IS NOT NULL\)/);
    const vehicles = await planFor('?entity=vehicle');
    expect(vehicles).toMatch(/audit_log_entity_created_idx/);
    expect(vehicles).not.toMatch(/audit_log_created_idx/);
    expect(await planFor('')).toMatch(/audit_log_created_idx/);
    expect(await planFor('?action=create')).toMatch(/audit_log_action_idx/);
  });
});
