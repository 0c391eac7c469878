import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiTokens, users } from '../../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../build.js';
import { withAdminClient } from '../../databases.js';

/**
 * The sessions each instance keeps in memory (lib/accounts/session-cache.ts): served without a query, forgotten when
 * another instance or the database changes them (NOTIFY 'sessions'), and not served while LISTEN is lost.
 */
describe('sessions kept in memory, two instances on one database', () => {
  const instances: TestApp[] = [];
  const databaseName = () => new URL(instances[0]!.config.databaseUrl!).pathname.slice(1);
  /** The backends of this database LISTENing for session changes (one per instance). */
  const listeners = () =>
    withAdminClient(async (client) => (await client.query(`select pid from pg_stat_activity where datname = $1 and query = 'listen sessions'`, [databaseName()])).rows);
  const me = (instance: TestApp, token: string) => instance.request({ method: 'GET', url: '/api/me', token }).then((answer) => answer.statusCode);
  /** Deletes the user's tokens with the triggers off: no instance hears of it. */
  const deleteUnheard = (userId: number) =>
    instances[0]!.database.pool!.connect().then(async (client) => {
      try {
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        await client.query('delete from api_tokens where user_id = $1', [userId]);
        await client.query('commit');
      } finally {
        client.release();
      }
    });

  beforeAll(async () => {
    const first = await buildTestApp();
    instances.push(first, await buildTestApp({ databaseOf: first }));
  });
  beforeEach(async () => {
    await expect.poll(async () => (await listeners()).length, { timeout: 10_000 }).toBe(2);
  });
  afterAll(async () => {
    await instances[1]?.close();
    await instances[0]?.close();
  });

  it('serves a session it has read without reading it again, until LISTEN is lost', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const { user, token } = await first.signIn('user');
    expect(await me(first, token)).toBe(200);
    await deleteUnheard(user.id);
    expect(await me(first, token)).toBe(200);
    expect(await me(second, token)).toBe(401);
    await withAdminClient((client) => client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query = 'listen sessions'`, [databaseName()]));
    await expect.poll(() => me(first, token), { timeout: 5_000 }).toBe(401);
    // Both listen again; the session is read from the database, where it is gone.
    await expect.poll(async () => (await listeners()).length, { timeout: 10_000 }).toBe(2);
    expect(await me(first, token)).toBe(401);
  });

  it('forgets a sign-out made on the other instance', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const { token } = await first.signIn('user');
    expect(await me(first, token)).toBe(200);
    expect((await second.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
    await expect.poll(() => me(first, token), { timeout: 2_000 }).toBe(401);
  });

  it('forgets a role, a lapsed token and a deleted user changed in the database', async () => {
    const [first] = instances as [TestApp, TestApp];
    const admin = await first.signIn('admin');
    const users_ = () => first.request({ method: 'GET', url: '/api/admin/users', token: admin.token }).then((answer) => answer.statusCode);
    expect(await users_()).toBe(200);
    await first.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    await expect.poll(users_, { timeout: 2_000 }).toBe(403);

    const lapsing = await first.signIn('user');
    expect(await me(first, lapsing.token)).toBe(200);
    await first.database.db.update(apiTokens).set({ lastUsedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(apiTokens.userId, lapsing.user.id));
    await expect.poll(() => me(first, lapsing.token), { timeout: 2_000 }).toBe(401);

    const deleted = await first.signIn('user');
    expect(await me(first, deleted.token)).toBe(200);
    await first.database.db.delete(users).where(eq(users.id, deleted.user.id));
    await expect.poll(() => me(first, deleted.token), { timeout: 2_000 }).toBe(401);
  });
});
