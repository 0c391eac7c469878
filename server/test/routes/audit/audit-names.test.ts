import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../../common/record-status.js';
import { branches, insurances, renewals } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { citizenWithRecords } from './fixtures.js';

/** The audit trail and a renewal's history name the users, branches, citizens and vehicles their ids are (issue 32). */

const { t, world } = setUpWorld();
const get = async (url: string, token = world.admin.token) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
type Entry = { entity: string; entity_id: number; action: string; entity_name: string | null; changes: Record<string, [unknown, unknown]>; names: Record<string, [string | null, string | null]> };
const entryOf = async (entity: string, id: number, action = 'create') =>
  ((await get(`/api/audit?entity=${entity}&entity_id=${id}&action=${action}`)).data as Entry[])[0];

describe('names in the audit trail', () => {
  it("names a citizen's entry by the citizen, and who created it and its branch by their names", async () => {
    const { citizen, vehicle, registrationNo, llNo, licence } = await citizenWithRecords(t, world);
    const [branch] = await t.database.db.select({ name: branches.name }).from(branches).where(eq(branches.id, world.branchA));
    const created = await entryOf('citizen', citizen.id);
    expect(created.entity_name).toBe('Kamla Bai');
    expect(created.changes.created_by).toEqual([null, world.managerA.id]);
    expect(created.names.created_by).toEqual([null, 'Test manager']);
    expect(created.names.branch_id).toEqual([null, branch.name]);
    expect(created.names).not.toHaveProperty('name');
    expect((await entryOf('vehicle', vehicle.id)).entity_name).toBe(registrationNo);
    const ll = await entryOf('learner_licence', licence.id);
    expect(ll.entity_name).toBe(llNo);
    expect(ll.names.citizen_id).toEqual([null, 'Kamla Bai']);
    // A citizen's History names them the same way.
    const history = (await get(`/api/citizens/${citizen.id}/history`)).data as Entry[];
    expect(history.find((entry) => entry.entity === 'vehicle')?.names.citizen_id).toEqual([null, 'Kamla Bai']);
  });

  it('names a deleted citizen by the name it had; a branch by its name; leaves out what did not change', async () => {
    const { citizen } = await citizenWithRecords(t, world);
    const removed = await t.request({ method: 'DELETE', url: `/api/citizens/${citizen.id}`, token: world.admin.token });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await entryOf('citizen', citizen.id, 'delete')).entity_name).toBe('Kamla Bai');
    const renamed = await t.request({ method: 'PUT', url: `/api/admin/branches/${world.branchB}`, token: world.admin.token, payload: { name: 'Bhilai Office' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const entry = await entryOf('branch', world.branchB, 'update');
    expect(entry.entity_name).toBe('Bhilai Office');
    expect(Object.keys(entry.changes)).toEqual(['name']);
  });
});

describe("names in a renewal's history", () => {
  it('shows the assignees by name and only the fields a change changed', async () => {
    const { vehicle } = await citizenWithRecords(t, world);
    const day = (offset: number) => dayjs(todayInIndia()).add(offset, 'day').format('YYYY-MM-DD');
    const [insurance] = await t.database.db.insert(insurances).values({
      vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'United', policyNumber: `AN-${vehicle.id}`, startDate: day(-360), endDate: day(5),
    }).returning();
    const [renewal] = await t.database.db.select().from(renewals).where(and(eq(renewals.docType, 'insurance'), eq(renewals.recordId, insurance.id)));
    const patch = async (payload: object) => {
      const response = await t.request({ method: 'PATCH', url: `/api/renewals/${renewal.id}`, token: world.admin.token, payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    await patch({ assignee_id: world.managerA.id });
    await patch({ status: 'contacted' });
    await patch({ assignee_id: world.managerFree.id });
    const { history } = await get(`/api/renewals/${renewal.id}`);
    expect(history).toMatchObject([
      { before: { assignee_id: null }, after: { assignee_id: world.managerA.id }, names: { assignee_id: [null, 'Test manager'] } },
      { before: { status: 'due' }, after: { status: 'contacted' }, names: {} },
      { before: { assignee_id: world.managerA.id }, after: { assignee_id: world.managerFree.id }, names: { assignee_id: ['Test manager', expect.any(String)] } },
    ]);
    expect(history.map((change: { after: object }) => Object.keys(change.after))).toEqual([['assignee_id'], ['status'], ['assignee_id']]);
  });
});
