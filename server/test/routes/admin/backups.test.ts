import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../backup-zip.js';
import { setUpTestApp, type TestApp } from '../../build.js';

/** /api/admin/backups: backups to BACKUP_DIR begun now, listed with their check, downloaded by name (admins only). */

const list = async (t: TestApp, token: string) => (await t.request({ method: 'GET', url: '/api/admin/backups', token })).json();

/** Begins a backup and waits until its check is done; answers its entry as listed then. */
async function backUpNow(t: TestApp, token: string) {
  const started = await t.request({ method: 'POST', url: '/api/admin/backups', token });
  expect(started.statusCode, started.body).toBe(202);
  const { name } = started.json();
  expect(started.json()).toEqual({ name, size: null, documents: null, created_at: expect.any(String), verified: null, error: null });
  await expect.poll(async () => (await list(t, token)).find((entry: { name: string }) => entry.name === name)?.verified, { timeout: 60_000 }).not.toBeNull();
  return (await list(t, token)).find((entry: { name: string }) => entry.name === name);
}

for (const pglite of [false, true]) {
  describe(`backing up now on ${pglite ? 'PGlite' : 'PostgreSQL'}`, () => {
    const t = setUpTestApp({ pglite });

    it('writes the dump and the documents to BACKUP_DIR, checks it by a restore, lists it and downloads it as written', async () => {
      const { token } = await t.signIn('admin');
      const entry = await backUpNow(t, token);
      expect(entry).toEqual({ name: entry.name, size: expect.any(Number), documents: { count: 0, bytes: 0 }, created_at: entry.created_at, verified: true, error: null });
      expect(entry.name).toMatch(/^backup-\d{8}-\d{6}\.zip$/);
      const dir = t.config.backups.dir!;
      expect(readdirSync(dir)).toEqual([entry.name]);
      const written = readFileSync(path.join(dir, entry.name));
      expect(written.length).toBe(entry.size);
      const dump = (await zipEntries(path.join(dir, entry.name))).get('database.sql')!.toString('utf8');
      expect(dump).toMatch(/^--\n-- PostgreSQL database dump/);
      expect(dump).toMatch(/CREATE TABLE public\.backup_files/);

      const download = await t.request({ method: 'GET', url: `/api/admin/backups/${entry.name}`, token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${entry.name}"`);
      expect(download.rawPayload).toEqual(written);
    }, 120_000);
  });
}

describe('backups on PostgreSQL', () => {
  const t = setUpTestApp();

  it('refuses a second backup while one runs', async () => {
    const { token } = await t.signIn('admin');
    const [first, second] = await Promise.all([1, 2].map(() => t.request({ method: 'POST', url: '/api/admin/backups', token })));
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    expect([first, second].find((answer) => answer.statusCode === 409)!.json()).toEqual({ message: 'A backup is running. Please wait until it is done.' });
    await t.app.backups!.settled();
    expect(await list(t, token)).toHaveLength(1);
  }, 120_000);

  it('downloads only a backup it wrote: other names are refused, whatever their path', async () => {
    const { token } = await t.signIn('admin');
    const dir = t.config.backups.dir!;
    writeFileSync(path.join(dir, 'backup-20260101-020000.sql'), 'not written by a backup');
    writeFileSync(path.join(path.dirname(dir), 'secret.sql'), 'secret');
    const status = async (name: string) => (await t.request({ method: 'GET', url: `/api/admin/backups/${name}`, token })).statusCode;
    expect(await status('backup-20260101-020000.sql')).toBe(404);
    for (const name of ['..%2Fsecret.sql', '..%2F..%2Fetc%2Fpasswd', '%2Fetc%2Fpasswd', 'backup-20260101-020000.sql%00', '.backup-20260101-020000.sql.partial']) {
      const answer = await t.request({ method: 'GET', url: `/api/admin/backups/${name}`, token });
      expect(answer.statusCode, name).toBe(422);
      expect(answer.body).not.toMatch(/secret|root:/);
    }
    expect(await status('..')).toBe(404);
  });

  it('is for admins only', async () => {
    const entries = await list(t, (await t.signIn('admin')).token);
    const name = entries[0].name;
    for (const [role, expected] of [['manager', 403], ['user', 403]] as const) {
      const { token } = await t.signIn(role);
      expect((await t.request({ method: 'GET', url: '/api/admin/backups', token })).statusCode).toBe(expected);
      expect((await t.request({ method: 'POST', url: '/api/admin/backups', token })).statusCode).toBe(expected);
      expect((await t.request({ method: 'GET', url: `/api/admin/backups/${name}`, token })).statusCode).toBe(expected);
    }
    expect((await t.request({ method: 'GET', url: `/api/admin/backups/${name}` })).statusCode).toBe(401);
  });

  it('tells the backup confirmation how the folder backups run', async () => {
    const { token } = await t.signIn('admin');
    const info = await t.request({ method: 'GET', url: '/api/database-backups/info', token });
    expect(info.json().folder).toEqual({ time: null, keep: 14 });
  });
});

describe('with BACKUP_DIR off', () => {
  const t = setUpTestApp({ env: { BACKUP_DIR: 'off' } });

  it('begins no backup, says how to turn them on, and lists none', async () => {
    const { token } = await t.signIn('admin');
    const answer = await t.request({ method: 'POST', url: '/api/admin/backups', token });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: 'Backups to a folder are off. Set BACKUP_DIR to turn them on.' });
    expect(await list(t, token)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/database-backups/info', token })).json().folder).toBeNull();
    expect(existsSync(path.join(t.config.dataDir, 'backups'))).toBe(false);
  });
});
