import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, citizens, conversations, messages, vehicles } from '../../../db/schema/index.js';
import { newRenewal } from '../../security/world.js';
import { nextMobile } from '../../build.js';
import { setUpWorld, type Actor } from '../citizens/fixtures.js';
import { citizenConversation, citizenWrites, INBOX_SECRET } from './conversation-fixtures.js';

/** The inbox API: list, filters and search, scope, a chat, read, assign, done and replies. */
const { t, world } = setUpWorld({ env: { WHATSAPP_APP_SECRET: INBOX_SECRET, WHATSAPP_REPLY_TEMPLATES: 'renewal_followup:hi:2,bad template' } });

const get = async (actor: Actor, url: string) => {
  const response = await t.request({ method: 'GET', url, token: actor.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const post = (actor: Actor, url: string, payload?: object) => t.request({ method: 'POST', url, token: actor.token, ...(payload && { payload }) });
const idsOf = (page: { data: { id: number }[] }) => page.data.map((row) => row.id);

describe('the inbox list', () => {
  it('lists newest activity first, scoped like the citizens of the mobile', async () => {
    const a = await citizenConversation(t, world.branchA);
    const b = await citizenConversation(t, world.branchB);
    const unknown = await citizenWrites(t, nextMobile(), 'who is this?');
    const admin = idsOf(await get(world.admin, '/api/conversations?per_page=1000'));
    expect(admin.indexOf(unknown)).toBeLessThan(admin.indexOf(b.conversationId));
    expect(admin.indexOf(b.conversationId)).toBeLessThan(admin.indexOf(a.conversationId));
    expect(idsOf(await get(world.managerFree, '/api/conversations?per_page=1000'))).toEqual(expect.arrayContaining([unknown, a.conversationId, b.conversationId]));
    const managerA = idsOf(await get(world.managerA, '/api/conversations?per_page=1000'));
    expect(managerA).toContain(a.conversationId);
    expect(managerA).not.toContain(b.conversationId);
    expect(managerA).not.toContain(unknown);
    expect((await t.request({ method: 'GET', url: `/api/conversations/${b.conversationId}`, token: world.managerA.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/conversations', token: world.owner.token })).statusCode).toBe(403);
    const [row] = (await get(world.admin, `/api/conversations?q=${a.mobile}`)).data;
    expect(row).toMatchObject({ id: a.conversationId, mobile: a.mobile, window_open: true, unread_count: 1, citizens: [{ id: a.citizen.id, name: a.citizen.name }] });
  });

  it('filters unread, assigned to me, unassigned, branch and status, and searches names and message text', async () => {
    const a = await citizenConversation(t, world.branchA, 'photo of the new policy attached');
    expect(idsOf(await get(world.admin, '/api/conversations?unread=true&per_page=1000'))).toContain(a.conversationId);
    expect((await post(world.managerA, `/api/conversations/${a.conversationId}/read`)).statusCode).toBe(200);
    expect(idsOf(await get(world.admin, '/api/conversations?unread=true&per_page=1000'))).not.toContain(a.conversationId);
    expect(idsOf(await get(world.admin, '/api/conversations?unassigned=true&per_page=1000'))).toContain(a.conversationId);
    expect((await post(world.managerA, `/api/conversations/${a.conversationId}/assign`, { assignee_id: world.managerA.id })).statusCode).toBe(200);
    expect(idsOf(await get(world.managerA, '/api/conversations?mine=true'))).toContain(a.conversationId);
    expect(idsOf(await get(world.admin, '/api/conversations?unassigned=true&per_page=1000'))).not.toContain(a.conversationId);
    expect(idsOf(await get(world.admin, `/api/conversations?branch_id=${world.branchB}&per_page=1000`))).not.toContain(a.conversationId);
    expect(idsOf(await get(world.admin, '/api/conversations?q=new%20policy'))).toEqual([a.conversationId]);
    expect(idsOf(await get(world.admin, `/api/conversations?q=${encodeURIComponent(a.citizen.name)}`))).toContain(a.conversationId);
    // A whole mobile, however written, is looked up on its own index; a part of one matches too.
    const written = `+91 ${a.mobile.slice(0, 5)}-${a.mobile.slice(5)}`;
    expect(idsOf(await get(world.admin, `/api/conversations?q=${encodeURIComponent(written)}`))).toEqual([a.conversationId]);
    expect(idsOf(await get(world.admin, `/api/conversations?q=${a.mobile.slice(2, 8)}&per_page=100`))).toContain(a.conversationId);
    expect((await post(world.managerA, `/api/conversations/${a.conversationId}/done`)).json().data).toMatchObject({ status: 'done', unread_count: 0 });
    expect(idsOf(await get(world.admin, '/api/conversations?status=open&per_page=1000'))).not.toContain(a.conversationId);
    await citizenWrites(t, a.mobile, 'one more thing');
    expect((await get(world.admin, `/api/conversations/${a.conversationId}`)).data).toMatchObject({ status: 'open', unread_count: 1 });
    expect(await get(world.managerB, '/api/conversations/unread-count')).toMatchObject({ conversations: expect.any(Number) });
  });

  it('counts the matches as far as the next page and says when there are more; a page past the end counts them all', async () => {
    for (let i = 0; i < 3; i++) await citizenConversation(t, world.branchA);
    const small = await get(world.admin, '/api/conversations?per_page=1&page=2');
    expect(small.data).toHaveLength(1);
    expect(small.meta).toMatchObject({ per_page: 1, current_page: 2, total: 3, last_page: 3, total_is_lower_bound: true });
    const all = await get(world.admin, '/api/conversations?per_page=100');
    expect(all.meta.total).toBe(all.data.length);
    expect(all.meta.total_is_lower_bound).toBeUndefined();
    const past = await get(world.admin, '/api/conversations?per_page=100&page=50');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ total: all.meta.total });
    expect(past.meta.total_is_lower_bound).toBeUndefined();
  });

  it('assigns by the renewal rules and audits assignments and done', async () => {
    const a = await citizenConversation(t, world.branchA);
    const refused = await post(world.admin, `/api/conversations/${a.conversationId}/assign`, { assignee_id: world.managerB.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.assignee_id).toBeDefined();
    expect((await post(world.admin, `/api/conversations/${a.conversationId}/assign`, { assignee_id: world.owner.id })).statusCode).toBe(422);
    expect((await post(world.admin, `/api/conversations/${a.conversationId}/assign`, { assignee_id: world.managerFree.id })).json().data.assignee).toMatchObject({ id: world.managerFree.id });
    await post(world.admin, `/api/conversations/${a.conversationId}/done`);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'conversation'), eq(auditLog.entityId, a.conversationId))).orderBy(desc(auditLog.id));
    expect(entries.map((entry) => entry.after)).toEqual([{ status: 'done' }, { assignee_id: world.managerFree.id }]);
  });
});

describe('the renewal desk', () => {
  it("shows the owner's last message on the mobile's renewals", async () => {
    const a = await citizenConversation(t, world.branchA, 'haan renew kar do');
    const [vehicle] = await t.database.db.insert(vehicles).values({ citizenId: a.citizen.id, registrationNo: `CG04WA${a.mobile.slice(-4)}` }).returning();
    const renewalId = await newRenewal(t, world.admin.token, vehicle.id);
    const board = await get(world.admin, `/api/renewals?q=${a.mobile}`);
    const row = board.data.find((renewal: { id: number }) => renewal.id === renewalId);
    expect(row.last_reply).toMatchObject({ text: 'haan renew kar do', at: expect.any(String) });
  });
});

describe('the live feed', () => {
  it('names a conversation with a new message within two seconds, only to the staff who see it', async () => {
    // Listen only once the feed has delivered this conversation's first message: what earlier tests changed was
    // published before it, so nothing of theirs can land in the two seconds below.
    const delivered: number[] = [];
    const off = t.app.conversationFeed.on((ids) => delivered.push(...ids));
    const a = await citizenConversation(t, world.branchA);
    await vi.waitFor(() => expect(delivered).toContain(a.conversationId), { timeout: 5_000 });
    off();
    const listen = (actor: Actor) => t.request({ method: 'GET', url: '/api/conversations/events?wait=2', token: actor.token });
    const [admin, managerB] = [listen(world.admin), listen(world.managerB)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    await citizenWrites(t, a.mobile, 'live?');
    const [heard, notHeard] = await Promise.all([admin, managerB]);
    expect(heard.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(heard.body).toContain(`event: conversation\ndata: {"ids":[${a.conversationId}]}`);
    expect(notHeard.body).not.toContain('event: conversation');
  });
});

describe('a chat and replies', () => {
  it('interleaves what was sent and received, newest first, with paging', async () => {
    const a = await citizenConversation(t, world.branchA, 'first');
    expect((await post(world.managerA, `/api/conversations/${a.conversationId}/reply`, { text: 'Ji, kal aaiye' })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await citizenWrites(t, a.mobile, 'theek hai');
    const chat = await get(world.admin, `/api/conversations/${a.conversationId}/messages`);
    expect(chat.data.map((row: { direction: string; text: string }) => [row.direction, row.text])).toEqual([['in', 'theek hai'], ['out', 'Ji, kal aaiye'], ['in', 'first']]);
    const older = await get(world.admin, `/api/conversations/${a.conversationId}/messages?before=${encodeURIComponent(chat.data[1].at)}`);
    expect(older.data.map((row: { text: string }) => row.text)).toEqual(['first']);
    const [queued] = await t.database.db.select().from(messages).where(eq(messages.id, chat.data[1].id));
    expect(queued).toMatchObject({ recipient: a.mobile, citizenId: a.citizen.id, channel: 'whatsapp' });
  });

  it('refuses free text outside the 24-hour window and sends a configured template with all its parameters', async () => {
    const a = await citizenConversation(t, world.branchA);
    await t.database.db.update(conversations).set({ lastIncomingAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(conversations.id, a.conversationId));
    const closed = await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { text: 'hello?' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.text[0]).toMatch(/24-hour window/);
    expect(await get(world.admin, '/api/conversations/templates')).toEqual({ data: [{ name: 'renewal_followup', language: 'hi', parameters: 2 }] });
    expect((await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { template: 'renewal_followup', params: ['Ramesh'] })).statusCode).toBe(422);
    expect((await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { template: 'other', params: [] })).statusCode).toBe(422);
    const sent = await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { template: 'renewal_followup', params: ['Ramesh', 'Insurance'] });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.json().data.id));
    expect(row).toMatchObject({ templateName: 'renewal_followup', language: 'hi', templateParams: ['Ramesh', 'Insurance'], body: '[renewal_followup] Ramesh · Insurance' });
  });

  it("shows both directions in the Messages tab of every profile of the mobile", async () => {
    const a = await citizenConversation(t, world.branchA, 'namaste');
    await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { text: 'Ji boliye' });
    const [sibling] = await t.database.db.insert(citizens).values({ name: 'Family member', mobile: a.mobile, branchId: world.branchA }).returning();
    const tab = await get(world.managerA, `/api/citizens/${a.citizen.id}/messages`);
    expect(tab.data.map((row: { direction: string; body: string }) => [row.direction, row.body])).toEqual([['out', 'Ji boliye'], ['in', 'namaste']]);
    expect(tab.meta.total).toBe(2);
    expect((await get(world.managerA, `/api/citizens/${sibling.id}/messages`)).data.map((row: { body: string }) => row.body)).toEqual(['namaste']);
  });

  it('shows a provider refusal of the window as window closed', async () => {
    const a = await citizenConversation(t, world.branchA);
    const sent = (await post(world.admin, `/api/conversations/${a.conversationId}/reply`, { text: 'late' })).json().data;
    await t.database.db.update(messages).set({ status: 'failed', error: 'WhatsApp: Re-engagement message (131047)' }).where(eq(messages.id, sent.id));
    const chat = await get(world.admin, `/api/conversations/${a.conversationId}/messages`);
    expect(chat.data[0]).toMatchObject({ direction: 'out', status: 'failed', window_closed: true });
  });
});
