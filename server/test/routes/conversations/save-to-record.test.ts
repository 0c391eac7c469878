import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, citizens, incomingMessages, vehicles } from '../../../db/schema/index.js';
import { PDF } from '../../documents.js';
import { nextMobile } from '../../build.js';
import { expectUnchanged, form, setUpWorld } from '../citizens/fixtures.js';
import { cloudApiEnv, startFakeCloudApi } from '../messages/whatsapp-helpers.js';
import { documentMessage, signatureOf, webhookBody } from '../../whatsapp/cloud-api-payloads.js';
import { citizenConversation, citizenWrites, INBOX_SECRET } from './conversation-fixtures.js';

/**
 * Save to record: a record's create takes the file a citizen sent (`source_message_id`) in the same request, for any
 * citizen the staff member may edit; audited with the conversation's mobile. Create profile from a chat, audited.
 */
const api = await startFakeCloudApi();
afterAll(() => api.close());
const { t, world } = setUpWorld({ env: cloudApiEnv(api, { WHATSAPP_APP_SECRET: INBOX_SECRET }) });

const INSURANCE = { insurance_type: 'Comprehensive', company_name: 'New India', policy_number: 'POL-WA-1', start_date: '2026-01-01', end_date: '2026-12-31' };

/** A citizen of the branch who sent a PDF; answers its conversation, the stored message and the citizen's mobile. */
async function citizenSentPdf(mediaId: string, branchId: number | null = world.branchA) {
  const { citizen, mobile, conversationId } = await citizenConversation(t, branchId);
  api.addMedia(mediaId, PDF, 'application/pdf');
  const body = webhookBody({ messages: [documentMessage({ from: `91${mobile}` }, mediaId, 'policy.pdf')] });
  await t.request({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, INBOX_SECRET) } });
  await t.app.incomingMedia.settled();
  const [message] = await t.database.db.select().from(incomingMessages).where(eq(incomingMessages.mediaId, mediaId));
  return { citizen, conversationId, message, mobile };
}

/** A new citizen of the branch (another mobile) with a vehicle. */
async function citizenWithVehicle(branchId: number | null = world.branchA) {
  const mobile = nextMobile();
  const [citizen] = await t.database.db.insert(citizens).values({ name: `Son ${mobile.slice(-4)}`, mobile, branchId }).returning();
  const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId: citizen.id, registrationNo: `CG04WA${mobile.slice(-4)}` }).returning();
  return { citizen, vehicleId: vehicle.id };
}

const createInsurance = (vehicleId: number, payload: object, token = world.managerA.token) =>
  t.request({ method: 'POST', url: `/api/vehicles/${vehicleId}/insurances`, token, payload: { ...INSURANCE, ...payload } });

describe('Save to record', () => {
  it("creates the record with a copy of the message's PDF in one request, for another mobile's citizen too, audited with both", async () => {
    const father = await citizenSentPdf('save-pdf');
    const son = await citizenWithVehicle();
    const created = await createInsurance(son.vehicleId, { source_message_id: father.message.id });
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ source_message_id: father.message.id, file_path: expect.stringMatching(/^insurances\/.+\.pdf$/) });
    expect(record.file_path).not.toBe(father.message.filePath);
    // The file is the stored one (never fetched from WhatsApp again) and the chat keeps its own.
    expect(api.requests.filter((request) => request.url === '/v21.0/save-pdf')).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: record.file_url })).rawPayload.equals(PDF)).toBe(true);
    const list = (await t.request({ method: 'GET', url: `/api/vehicles/${son.vehicleId}/insurances`, token: world.managerA.token })).json();
    expect(list.data[0]).toMatchObject({ id: record.id, source_message_id: father.message.id, source_message_at: father.message.sentAt.toISOString() });
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'insurance'), eq(auditLog.entityId, record.id)));
    expect(entry).toMatchObject({
      action: 'create', actorId: world.managerA.id, citizenId: son.citizen.id,
      after: expect.objectContaining({ source_message_id: father.message.id, citizen_id: son.citizen.id, source_mobile: father.mobile }),
    });
  });

  it('takes it for a licence as multipart (the form sends the id as text)', async () => {
    const { citizen, message } = await citizenSentPdf('save-ll');
    const payload = form({ ll_no: `CG04/${nextMobile()}`, source_message_id: String(message.id) });
    const created = await t.request({ method: 'POST', url: `/api/citizens/${citizen.id}/ll`, token: world.admin.token, payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ citizen_id: citizen.id, source_message_id: message.id, file_path: expect.stringMatching(/^ll\/.+\.pdf$/) });
  });

  it("refuses a citizen or a message outside the caller's scope (404), a user (404), a text message or a file beside it (422), changing nothing", async () => {
    const { message, conversationId } = await citizenSentPdf('save-scope');
    const ofBranchB = await citizenWithVehicle(world.branchB);
    const ofBranchA = await citizenWithVehicle();
    const [text] = await t.database.db.select().from(incomingMessages).where(and(eq(incomingMessages.conversationId, conversationId), eq(incomingMessages.type, 'text')));
    const refusals: [number, object, string, number][] = [
      [ofBranchB.vehicleId, { source_message_id: message.id }, world.managerA.token, 404],
      [ofBranchB.vehicleId, { source_message_id: message.id }, world.managerB.token, 404],
      [ofBranchA.vehicleId, { source_message_id: message.id }, world.owner.token, 404],
      [ofBranchA.vehicleId, { source_message_id: text.id }, world.managerA.token, 422],
      [ofBranchA.vehicleId, { source_message_id: 2_000_000_000 }, world.managerA.token, 404],
    ];
    for (const [vehicleId, payload, token, status] of refusals) {
      await expectUnchanged(t, async () => expect((await createInsurance(vehicleId, payload, token)).statusCode).toBe(status));
    }
    const both = form({ ...INSURANCE, source_message_id: String(message.id) }, { bytes: PDF });
    await expectUnchanged(t, async () => {
      const answer = await t.request({ method: 'POST', url: `/api/vehicles/${ofBranchA.vehicleId}/insurances`, token: world.managerA.token, payload: both });
      expect(answer.json().errors).toHaveProperty('source_message_id');
    });
  });

  it('leaves no record and no copied file when the create fails after the copy', async () => {
    const { citizen, message } = await citizenSentPdf('save-fails');
    const llNo = `CG04/${nextMobile()}`;
    expect((await t.request({ method: 'POST', url: `/api/citizens/${citizen.id}/ll`, token: world.admin.token, payload: { ll_no: llNo } })).statusCode).toBe(201);
    // The second licence of that number breaks the unique index inside the transaction, after the file was copied.
    await expectUnchanged(t, async () => {
      const answer = await t.request({ method: 'POST', url: `/api/citizens/${citizen.id}/ll`, token: world.admin.token, payload: { ll_no: llNo, source_message_id: message.id } });
      expect(answer.statusCode).toBe(409);
    });
  });
});

describe('Create profile from a chat', () => {
  it('audits the new profile on the conversation and in the citizen history', async () => {
    const mobile = nextMobile();
    const conversationId = await citizenWrites(t, mobile, 'hello');
    const [citizen] = await t.database.db.insert(citizens).values({ name: 'From Chat', mobile, branchId: null }).returning();
    const answer = await t.request({ method: 'POST', url: `/api/conversations/${conversationId}/profile`, token: world.admin.token, payload: { citizen_id: citizen.id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.citizens).toEqual([expect.objectContaining({ id: citizen.id })]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'conversation'), eq(auditLog.entityId, conversationId)));
    expect(entry).toMatchObject({ action: 'update', citizenId: citizen.id, after: { citizen_id: citizen.id, profile_created_from: 'whatsapp', wa_id: `91${mobile}` } });
    const stranger = await t.request({ method: 'POST', url: `/api/conversations/${conversationId}/profile`, token: world.admin.token, payload: { citizen_id: world.citizenId } });
    expect(stranger.statusCode).toBe(422);
  });
});
