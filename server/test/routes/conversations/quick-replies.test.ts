import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, quickReplies, vehicles } from '../../../db/schema/index.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { citizenConversation, INBOX_SECRET } from './conversation-fixtures.js';

/** Quick replies: admins keep the office's list; a chat gets them with the citizen's name and documents filled in. */
const { t, world } = setUpWorld({ env: { WHATSAPP_APP_SECRET: INBOX_SECRET } });

const HINDI = { language: 'hi', title: 'Bima yaad', body: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga. {unknown}' };

describe('quick replies', () => {
  it('are written by admins (audited), listed for managers, refused to a manager (403) and checked (422)', async () => {
    const created = await t.request({ method: 'POST', url: '/api/quick-replies', token: world.admin.token, payload: HINDI });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const changed = await t.request({ method: 'PUT', url: `/api/quick-replies/${id}`, token: world.admin.token, payload: { ...HINDI, title: 'Bima' } });
    expect(changed.json().data).toEqual({ id, ...HINDI, title: 'Bima' });
    const listed = await t.request({ method: 'GET', url: '/api/quick-replies', token: world.managerA.token });
    expect(listed.json().data).toContainEqual({ id, ...HINDI, title: 'Bima' });
    expect((await t.request({ method: 'POST', url: '/api/quick-replies', token: world.managerA.token, payload: HINDI })).statusCode).toBe(403);
    const bad = await t.request({ method: 'POST', url: '/api/quick-replies', token: world.admin.token, payload: { ...HINDI, language: 'fr', body: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'language']);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'quick_reply'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect((await t.request({ method: 'DELETE', url: `/api/quick-replies/${id}`, token: world.admin.token })).statusCode).toBe(200);
    expect(await t.database.db.$count(quickReplies, eq(quickReplies.id, id))).toBe(0);
  });

  it("fill a chat's name, the vehicle and expiry of the renewal expiring soonest, and leave unknown placeholders", async () => {
    await t.database.db.delete(quickReplies);
    await t.database.db.insert(quickReplies).values(HINDI as typeof quickReplies.$inferInsert);
    const { citizen, conversationId } = await citizenConversation(t, world.branchA);
    const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId: citizen.id, registrationNo: `CG04QR${citizen.mobile.slice(-4)}` }).returning();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const policy = { insurance_type: 'Comprehensive', company_name: 'ACME', policy_number: `QR${citizen.mobile}`, start_date: '2026-01-01', end_date: soon };
    expect((await t.request({ method: 'POST', url: `/api/vehicles/${vehicle.id}/insurances`, token: world.admin.token, payload: policy })).statusCode).toBe(201);
    const filled = await t.request({ method: 'GET', url: `/api/conversations/${conversationId}/quick-replies`, token: world.managerA.token });
    const expiry = soon.split('-').reverse().join('-');
    expect(filled.json().data).toEqual([
      expect.objectContaining({ title: 'Bima yaad', text: `Namaste ${citizen.name}, ${vehicle.registrationNo} ka bima ${expiry} ko khatam hoga. {unknown}` }),
    ]);
    expect((await t.request({ method: 'GET', url: `/api/conversations/${conversationId}/quick-replies`, token: world.managerB.token })).statusCode).toBe(404);
  });
});
