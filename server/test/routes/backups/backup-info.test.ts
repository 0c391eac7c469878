import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../build.js';

/** GET /api/database-backups/info: the database's size and the last completed backup, for the backup confirmation. */
describe('GET /api/database-backups/info', () => {
  const t = setUpTestApp();
  const info = async (token?: string) => t.request({ method: 'GET', url: '/api/database-backups/info', token });

  it('answers the database size and no last backup before the first, then the last backup with its duration', async () => {
    const { token, user } = await t.signIn('admin');
    const before = await info(token);
    expect(before.statusCode).toBe(200);
    const { rows } = await t.database.pool!.query('select pg_database_size(current_database())::float8 as bytes');
    expect(before.json()).toEqual({ database_bytes: expect.any(Number), last_backup: null, folder: { time: null, keep: 14 } });
    expect(before.json().database_bytes).toBeGreaterThan(0.5 * rows[0].bytes);

    const started = Date.now();
    const download = await t.request({ method: 'GET', url: '/api/database-backups/download', token });
    expect(download.statusCode).toBe(200);
    await expect.poll(async () => (await info(token)).json().last_backup).not.toBeNull();
    const { last_backup } = (await info(token)).json();
    expect(Date.parse(last_backup.at)).toBeGreaterThanOrEqual(started - 1000);
    expect(last_backup.seconds).toBeGreaterThan(0);
    expect(last_backup.seconds).toBeLessThan((Date.now() - started) / 1000 + 1);
    const logged = await t.database.pool!.query('select made_by from database_backups');
    expect(logged.rows).toEqual([{ made_by: user.id }]);
  });

  it('logs no backup for a HEAD of the download, which sends the headers alone', async () => {
    const { token } = await t.signIn('admin');
    const count = async () => Number((await t.database.pool!.query('select count(*) from database_backups')).rows[0].count);
    const before = await count();
    const head = await t.request({ method: 'HEAD', url: '/api/database-backups/download', token });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment; filename="backup-/);
    expect(head.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count()).toBe(before);
  });

  it('is for admins only', async () => {
    expect((await info()).statusCode).toBe(401);
    expect((await info((await t.signIn('manager')).token)).statusCode).toBe(403);
    expect((await info((await t.signIn('user')).token)).statusCode).toBe(403);
  });
});
