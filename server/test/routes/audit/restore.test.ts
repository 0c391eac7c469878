import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, renewals, vehicles } from '../../../db/schema/index.js';
import { purgeDeletedFiles } from '../../../lib/storage/deleted-files.js';
import { fileStore } from '../../../lib/storage/index.js';
import { expectUnchanged, setUpWorld } from '../citizens/fixtures.js';
import { citizenWithRecords, deleteEntryOf } from './fixtures.js';

const { t, world } = setUpWorld();
const request = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) => t.request({ method, url, token: token ?? world.admin.token, payload });
const restore = (entryId: number, token?: string) => t.request({ method: 'POST', url: `/api/audit/${entryId}/restore`, token: token === undefined ? world.admin.token : token || undefined });
const allDetails = async (id: number) => (await request('GET', `/api/citizens/${id}/all-details`)).json();
const stored = (filePath: string) => existsSync(path.join(t.config.storageDir, filePath));

/** A citizen with records, its full details as they were, then deleted by the admin; answers the delete entry too. */
async function deletedCitizen() {
  const made = await citizenWithRecords(t, world);
  const details = await allDetails(made.citizen.id);
  expect((await request('DELETE', `/api/citizens/${made.citizen.id}`)).statusCode).toBe(200);
  return { ...made, details, entry: await deleteEntryOf(t, world.admin.token, 'citizen', made.citizen.id) };
}

/** The details without what a restore changes: signed links are signed anew, updated_at is the restore's. */
const comparable = (details: object) =>
  JSON.parse(JSON.stringify(details, (key, value) => (['file_url', 'updated_at'].includes(key) ? undefined : value)));

describe('POST /api/audit/{id}/restore', () => {
  it('brings back a deleted citizen with its licence, vehicle, record and documents, in full, audited', async () => {
    const { citizen, licence, tax, details, entry } = await deletedCitizen();
    expect(entry.restorable).toBe(true);
    expect(entry.changes.name).toEqual(['Kamla Bai', null]);
    expect(stored(licence.file_path) && stored(tax.file_path)).toBe(true);

    const response = await restore(entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Restored.', entity: 'citizen', row: { id: citizen.id, name: 'Kamla Bai' }, restored_rows: 5, files_missing: 0 });
    expect(comparable(await allDetails(citizen.id))).toEqual(comparable(details));
    const restoredDetails = await allDetails(citizen.id);
    expect((await t.request({ method: 'GET', url: restoredDetails.learner_licenses[0].file_url })).statusCode).toBe(200);

    const restores = await t.database.db.select().from(auditLog).where(and(eq(auditLog.citizenId, citizen.id), eq(auditLog.action, 'restore')));
    // The tax expired in 2025: its renewal was deleted with it and comes back too.
    expect(restores.map((row) => row.entity).sort()).toEqual(['citizen', 'learner_licence', 'renewal', 'tax', 'vehicle']);
    expect(restores.every((row) => row.actorId === world.admin.id)).toBe(true);
    expect((await deleteEntryOf(t, world.admin.token, 'citizen', citizen.id)).restorable).toBe(false);
  });

  it('answers 409 for a second restore of the same entry, changing nothing', async () => {
    const { entry } = await deletedCitizen();
    expect((await restore(entry.id)).statusCode).toBe(200);
    await expectUnchanged(t, async () => {
      const again = await restore(entry.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This row has been restored already.');
    });
  });

  it('refuses with 409 naming the number when a registration number has been used again since, changing nothing', async () => {
    const { entry, registrationNo } = await deletedCitizen();
    await t.database.db.insert(vehicles).values({ citizenId: world.citizenId, registrationNo });
    await expectUnchanged(t, async () => {
      const response = await restore(entry.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: `Registration number ${registrationNo} has been used again since the deletion.`,
        errors: { registration_no: [`Registration number ${registrationNo} has been used again since the deletion.`] },
      });
      const inHindi = await t.request({ method: 'POST', url: `/api/audit/${entry.id}/restore`, token: world.admin.token, headers: { 'accept-language': 'hi' } });
      expect(inHindi.json().message).toBe(`पंजीकरण नंबर ${registrationNo} हटाने के बाद फिर से उपयोग हो चुका है।`);
    });
  });

  it('refuses with 409 when an LL number has been used again since', async () => {
    const { entry, llNo } = await deletedCitizen();
    const reuse = await request('POST', `/api/citizens/${world.citizenId}/ll`, world.admin.token, { ll_no: llNo });
    expect(reuse.statusCode).toBe(201);
    const response = await restore(entry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`LL number ${llNo} has been used again since the deletion.`);
  });

  it('refuses with 409 when a citizen of the same name and mobile number has been added since', async () => {
    const { citizen, entry } = await deletedCitizen();
    expect((await request('POST', '/api/citizens', world.admin.token, { name: 'KAMLA BAI', mobile: citizen.mobile })).statusCode).toBe(201);
    const response = await restore(entry.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`A citizen Kamla Bai with mobile number ${citizen.mobile} has been added again since the deletion.`);
  });

  it('brings the rows back without their documents once those were removed for good (files_missing)', async () => {
    const { citizen, licence, tax, entry } = await deletedCitizen();
    const later = new Date(Date.now() + (t.config.deletedFilesDays + 1) * 86_400_000);
    expect(await purgeDeletedFiles(t.database.db, fileStore(t.config), t.config.deletedFilesDays, later)).toBeGreaterThanOrEqual(2);
    expect(stored(licence.file_path) || stored(tax.file_path)).toBe(false);

    const response = await restore(entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ restored_rows: 5, files_missing: 2 });
    expect(response.json().message).toBe('Restored. 2 document(s) had been removed for good and did not come back.');
    const details = await allDetails(citizen.id);
    expect(details.learner_licenses[0]).toMatchObject({ id: licence.id, file_path: null });
    expect(details.vehicles[0].taxes[0]).toMatchObject({ id: tax.id, file_path: null });
  });

  it('restores one deleted record with its document; 409 while its vehicle is deleted', async () => {
    const { citizen, tax, vehicle } = await citizenWithRecords(t, world);
    expect((await request('DELETE', `/api/taxes/${tax.id}`)).statusCode).toBe(200);
    const entry = await deleteEntryOf(t, world.admin.token, 'tax', tax.id);
    const response = await restore(entry.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ entity: 'tax', row: { id: tax.id, vehicle_id: vehicle.id, file_path: tax.file_path }, restored_rows: 2 });
    expect(stored(tax.file_path)).toBe(true);

    expect((await request('DELETE', `/api/citizens/${citizen.id}`)).statusCode).toBe(200);
    const taxEntry = (await request('GET', `/api/audit?entity=tax&entity_id=${tax.id}&action=delete`)).json().data[0];
    // Deleted with its citizen: it comes back with the citizen's entry, not on its own.
    expect(taxEntry.restorable).toBe(false);
    const orphan = await restore(taxEntry.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe('Its vehicle is deleted too: restore the vehicle first.');
  });

  it('brings back the renewal of a record due soon (the triggers run as for a new record)', async () => {
    const { vehicle } = await citizenWithRecords(t, world);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const tax = (await request('POST', `/api/vehicles/${vehicle.id}/taxes`, world.admin.token, { tax_mode: 'Yearly', tax_from: '2025-01-01', tax_upto: soon })).json();
    const renewalOf = () => t.database.db.select().from(renewals).where(and(eq(renewals.docType, 'tax'), eq(renewals.recordId, tax.id)));
    expect(await renewalOf()).toHaveLength(1);
    expect((await request('DELETE', `/api/taxes/${tax.id}`)).statusCode).toBe(200);
    expect(await renewalOf()).toHaveLength(0);
    expect((await restore((await deleteEntryOf(t, world.admin.token, 'tax', tax.id)).id)).statusCode).toBe(200);
    expect(await renewalOf()).toMatchObject([{ status: 'due' }]);
  });

  it('refuses an entry that is not a delete (422) and an unknown entry (404)', async () => {
    const { citizen } = await citizenWithRecords(t, world);
    const [created] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'citizen'), eq(auditLog.entityId, citizen.id)));
    const response = await restore(created.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Only a deleted citizen, license, vehicle or record can be restored.');
    expect((await restore(2_000_000_000)).statusCode).toBe(404);
  });

  it('is for admins: 401 anonymous, 403 for managers and users, changing nothing', async () => {
    const { entry } = await deletedCitizen();
    await expectUnchanged(t, async () => {
      const statuses = [];
      for (const token of [undefined, world.managerA.token, world.managerFree.token, world.owner.token]) statuses.push((await restore(entry.id, token ?? '')).statusCode);
      expect(statuses).toEqual([401, 403, 403, 403]);
    });
  });
});
