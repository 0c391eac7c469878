import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, citizens, incomingMessages, vehicles } from '../../../db/schema/index.js';
import { PDF } from '../../documents.js';
import { nextMobile } from '../../build.js';
import { setUpWorld } from '../citizens/fixtures.js';
import { cloudApiEnv, startFakeCloudApi } from '../messages/whatsapp-helpers.js';
import { documentMessage, signatureOf, webhookBody } from '../../whatsapp/cloud-api-payloads.js';
import { citizenConversation, citizenWrites, INBOX_SECRET } from './conversation-fixtures.js';

/** Save to record and Create profile from a chat: the file a citizen sent becomes a record's document, both audited. */
const api = await startFakeCloudApi();
afterAll(() => api.close());
const { t, world } = setUpWorld({ env: cloudApiEnv(api, { WHATSAPP_APP_SECRET: INBOX_SECRET }) });

const INSURANCE = { insurance_type: 'Comprehensive', company_name: 'New India', policy_number: 'POL-WA-1', start_date: '2026-01-01', end_date: '2026-12-31' };

/** A citizen of branch A who sent a PDF; answers the conversation, the message, and a new insurance record (no file) of their vehicle. */
async function citizenSentPdf(mediaId: string) {
  const { citizen, mobile, conversationId } = await citizenConversation(t, world.branchA);
  api.addMedia(mediaId, PDF, 'application/pdf');
  const body = webhookBody({ messages: [documentMessage({ from: `91${mobile}` }, mediaId, 'policy.pdf')] });
  await t.request({ method: 'POST', url: '/api/webhooks/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body, INBOX_SECRET) } });
  await t.app.incomingMedia.settled();
  const [message] = await t.database.db.select().from(incomingMessages).where(eq(incomingMessages.mediaId, mediaId));
  const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId: citizen.id, registrationNo: `CG04WA${mobile.slice(-4)}` }).returning();
  const record = await t.request({ method: 'POST', url: `/api/vehicles/${vehicle.id}/insurances`, token: world.managerA.token, payload: INSURANCE });
  return { conversationId, message, vehicleId: vehicle.id, recordId: record.json().id as number };
}

const save = (conversationId: number, messageId: number, payload: object, token = world.managerA.token) =>
  t.request({ method: 'POST', url: `/api/conversations/${conversationId}/messages/${messageId}/save`, token, payload });

describe('Save to record', () => {
  it("copies the message's stored PDF to the insurance record, which shows it came from WhatsApp, with an audit entry", async () => {
    const { conversationId, message, vehicleId, recordId } = await citizenSentPdf('save-pdf');
    const saved = await save(conversationId, message.id, { kind: 'insurances', record_id: recordId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: recordId, source_message_id: message.id, file_path: expect.stringMatching(/^insurances\/.+\.pdf$/) });
    expect(saved.json().data.file_path).not.toBe(message.filePath);
    // The file is the stored one (never fetched from WhatsApp again) and the chat keeps its own.
    expect(api.requests.filter((request) => request.url === '/v21.0/save-pdf')).toHaveLength(1);
    const file = await t.request({ method: 'GET', url: saved.json().data.file_url });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const list = (await t.request({ method: 'GET', url: `/api/vehicles/${vehicleId}/insurances`, token: world.managerA.token })).json();
    expect(list.data[0]).toMatchObject({ id: recordId, source_message_id: message.id, source_message_at: message.sentAt.toISOString() });
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'insurance'), eq(auditLog.entityId, recordId))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', actorId: world.managerA.id, before: expect.objectContaining({ file_path: null }), after: expect.objectContaining({ source_message_id: message.id }) });
    // A second save finds the document there.
    expect((await save(conversationId, message.id, { kind: 'insurances', record_id: recordId })).statusCode).toBe(409);
  });

  it("refuses another citizen's record (422), a message without a file (422), another branch's manager (404)", async () => {
    const { conversationId, message, recordId } = await citizenSentPdf('save-other');
    const other = await citizenSentPdf('save-other-2');
    expect((await save(conversationId, message.id, { kind: 'insurances', record_id: other.recordId })).json().errors).toHaveProperty('record_id');
    const [text] = await t.database.db.select().from(incomingMessages).where(and(eq(incomingMessages.conversationId, conversationId), eq(incomingMessages.type, 'text')));
    expect((await save(conversationId, text.id, { kind: 'insurances', record_id: recordId })).statusCode).toBe(422);
    expect((await save(conversationId, message.id, { kind: 'insurances', record_id: recordId }, world.managerB.token)).statusCode).toBe(404);
    expect((await save(conversationId, other.message.id, { kind: 'insurances', record_id: recordId })).statusCode).toBe(404);
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
