import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_DUMP, ARCHIVE_DOCUMENTS } from '../../../lib/reports/backup-archive.js';
import { backupRunner } from '../../../lib/reports/backup-run.js';
import { startBackupSchedule } from '../../../lib/reports/backup-schedule.js';
import { fileStore } from '../../../lib/storage/index.js';
import { manifestOf, rewriteBackup, zipEntries } from '../../backup-zip.js';
import { PDF, PNG } from '../../documents.js';
import { buildTestApp, setUpTestApp, type TestApp } from '../../build.js';

/**
 * Backups to a folder with an injected clock on PostgreSQL: the daily one once per India date across two instances,
 * from BACKUP_TIME on; BACKUP_KEEP newest kept; a backup whose restore misses rows is listed as failing its check.
 */

const noLog = { info: () => undefined, error: () => undefined } as never;
/** `time` in India on `date` (UTC+5:30). */
const indiaTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const list = async (t: TestApp) => (await t.request({ method: 'GET', url: '/api/admin/backups', token: (await t.signIn('admin')).token })).json();

describe('the daily backup on two instances of one database', () => {
  let first: TestApp;
  let second: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pd-backups-'));
  const config = { dir, time: '02:00', keep: 14 };
  beforeAll(async () => {
    first = await buildTestApp({ env: { BACKUP_DIR: dir } });
    second = await buildTestApp({ databaseOf: first, env: { BACKUP_DIR: dir } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Both instances' schedules at `now`, ticking once together; answers when both are done. */
  async function tickBoth(now: Date) {
    const schedules = [first, second].map((app) =>
      startBackupSchedule(app.database.db, backupRunner(app.database, fileStore(app.config), config, noLog, { clock: () => now }), config.time, noLog, () => now),
    );
    await Promise.all(schedules.map((schedule) => schedule.stop()));
  }

  it('runs none before BACKUP_TIME, then one per India date whichever instance runs it', async () => {
    await tickBoth(indiaTime('2031-03-10', '01:59'));
    expect(await list(first)).toEqual([]);

    await tickBoth(indiaTime('2031-03-10', '02:00'));
    await tickBoth(indiaTime('2031-03-10', '23:59'));
    expect(await list(second)).toEqual([expect.objectContaining({ name: 'backup-20310310-020000.zip', verified: true, error: null })]);

    await tickBoth(indiaTime('2031-03-11', '02:30'));
    expect((await list(first)).map((entry: { name: string }) => entry.name)).toEqual(['backup-20310311-023000.zip', 'backup-20310310-020000.zip']);
    expect(readdirSync(dir).sort()).toEqual(['backup-20310310-020000.zip', 'backup-20310311-023000.zip']);
  }, 180_000);
});

describe('backups on PostgreSQL', () => {
  const t = setUpTestApp();
  const folder = () => t.config.backups.dir!;
  let minute = 0;
  /** A runner whose clock moves a minute on each backup. */
  const runner = (options: { keep?: number; dir?: string; afterWrite?: (file: string) => Promise<void> } = {}) => {
    const now = indiaTime('2031-04-01', `10:${String(minute++).padStart(2, '0')}`);
    const config = { ...t.config.backups, dir: options.dir ?? folder(), keep: options.keep ?? 14 };
    return backupRunner(t.database, fileStore(t.config), config, noLog, { clock: () => now, afterWrite: options.afterWrite });
  };
  const backUp = async (options?: Parameters<typeof runner>[0]) => {
    const run = runner(options);
    await run.start((await t.signIn('admin')).user.id);
    await run.settled();
  };

  it('lists a backup whose restore misses rows as failing its check, with the table and counts', async () => {
    // One migration's row taken out of the dump's COPY block of the migrations' journal.
    const dropOneMigration = (file: string) =>
      rewriteBackup(file, (name, bytes) => (name === ARCHIVE_DUMP ? Buffer.from(bytes.toString('utf8').replace(/(COPY drizzle\.__drizzle_migrations [^\n]*\n)[^\n]*\n/, '$1')) : bytes), { dumpInManifest: true });
    await backUp({ afterWrite: dropOneMigration });
    const [entry] = await list(t);
    expect(entry, entry.error).toMatchObject({ verified: false, size: expect.any(Number) });
    expect(entry.error).toMatch(/^The backup does not restore every row \(drizzle\.__drizzle_migrations: (\d+) in the database, (\d+) in the backup\)\.$/);
    const [, inDatabase, inBackup] = /(\d+) in the database, (\d+) in the backup/.exec(entry.error)!;
    expect(Number(inBackup)).toBe(Number(inDatabase) - 1);
  }, 120_000);

  it('keeps the BACKUP_KEEP newest files: older files and older failures go', async () => {
    const { user } = await t.signIn('admin');
    await t.database.pool!.query("insert into backup_files (name, made_by, started_at, finished_at, error) values ('backup-20310401-095900.sql', $1, '2031-04-01T04:29:00Z', '2031-04-01T04:29:01Z', 'Disk full')", [user.id]);
    for (let i = 0; i < 3; i++) await backUp({ keep: 2 });
    const entries = await list(t);
    expect(entries.map((entry: { verified: boolean }) => entry.verified)).toEqual([true, true]);
    expect(readdirSync(folder()).sort()).toEqual(entries.map((entry: { name: string }) => entry.name).sort());
  }, 180_000);

  it('redoes a daily backup stopped midway (the server killed while writing), its partial file removed', async () => {
    const date = '2031-03-31';
    await t.database.pool!.query("insert into backup_files (name, run_date, started_at) values ('backup-20310331-020000.sql', $1, '2031-03-30T20:30:00Z')", [date]);
    writeFileSync(path.join(folder(), '.backup-20310331-020000.sql.partial'), '-- half a dump');
    const now = () => indiaTime(date, '09:00');
    const schedule = startBackupSchedule(t.database.db, backupRunner(t.database, fileStore(t.config), { ...t.config.backups, dir: folder() }, noLog, { clock: now }), '02:00', noLog, now);
    await schedule.stop();
    const { rows } = await t.database.pool!.query('select name, verified from backup_files where run_date = $1', [date]);
    expect(rows).toEqual([{ name: 'backup-20310331-090000.zip', verified: true }]);
    expect(readdirSync(folder()).filter((file) => file.includes('20310331'))).toEqual(['backup-20310331-090000.zip']);
  }, 60_000);

  it('records a backup that could not be written as failed, with its reason', async () => {
    writeFileSync(path.join(t.config.dataDir, 'not-a-folder'), '');
    await backUp({ dir: path.join(t.config.dataDir, 'not-a-folder') });
    const [failed] = await list(t);
    expect(failed).toMatchObject({ size: null, verified: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) });
  }, 60_000);

  it('records a backup that does not restore as failing its check, with the reason', async () => {
    await backUp({ afterWrite: (file) => rewriteBackup(file, (name, bytes) => (name === ARCHIVE_DUMP ? Buffer.concat([bytes, Buffer.from('\nTHIS IS NOT SQL;\n')]) : bytes), { dumpInManifest: true }) });
    const [failed] = await list(t);
    expect(failed).toMatchObject({ size: expect.any(Number), verified: false, error: expect.stringMatching(/^The backup could not be restored: psql exited with 3: .*syntax error/s) });
  }, 60_000);

  describe('with documents in the storage folder', () => {
    const documents = { 'll/6f1c2b7e-0000-4000-8000-000000000001.pdf': PDF, 'puc/6f1c2b7e-0000-4000-8000-000000000002.png': PNG };
    beforeAll(() => {
      for (const [filePath, bytes] of Object.entries(documents)) {
        mkdirSync(path.dirname(path.join(t.config.storageDir, filePath)), { recursive: true });
        writeFileSync(path.join(t.config.storageDir, filePath), bytes);
      }
    });

    it('holds every document beside the dump, lists each in its manifest with size and SHA-256, and verifies them', async () => {
      let entries = new Map<string, Buffer>();
      await backUp({ afterWrite: async (file) => void (entries = await zipEntries(file)) });
      const [entry] = await list(t);
      expect(entry).toMatchObject({ verified: true, error: null, documents: { count: 2, bytes: PDF.length + PNG.length } });
      expect([...entries.keys()]).toEqual(expect.arrayContaining([ARCHIVE_DUMP, 'manifest.json', ...Object.keys(documents).map((filePath) => ARCHIVE_DOCUMENTS + filePath)]));
      for (const [filePath, bytes] of Object.entries(documents)) expect(entries.get(ARCHIVE_DOCUMENTS + filePath)).toEqual(bytes);
      const manifest = manifestOf(entries);
      expect(manifest.storage).toEqual({ kind: 'local' });
      expect(manifest.documents.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
        { path: 'll/6f1c2b7e-0000-4000-8000-000000000001.pdf', bytes: PDF.length, sha256: createHash('sha256').update(PDF).digest('hex') },
        { path: 'puc/6f1c2b7e-0000-4000-8000-000000000002.png', bytes: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') },
      ]);
    }, 60_000);

    it('fails the check of a backup that lost a document', async () => {
      const lost = 'll/6f1c2b7e-0000-4000-8000-000000000001.pdf';
      await backUp({ afterWrite: (file) => rewriteBackup(file, (name, bytes) => (name === ARCHIVE_DOCUMENTS + lost ? null : bytes)) });
      const [entry] = await list(t);
      expect(entry).toMatchObject({ verified: false, error: `The backup's documents do not match its manifest: 1 missing (${lost}).` });
    }, 60_000);

    it('fails the check of a backup whose document was altered, even by one byte of the same size', async () => {
      const altered = 'puc/6f1c2b7e-0000-4000-8000-000000000002.png';
      const flipLast = (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes[bytes.length - 1] ^ 1])]);
      await backUp({ afterWrite: (file) => rewriteBackup(file, (name, bytes) => (name === ARCHIVE_DOCUMENTS + altered ? flipLast(bytes) : bytes)) });
      const [entry] = await list(t);
      expect(entry).toMatchObject({ verified: false, error: `The backup's documents do not match its manifest: 1 altered (${altered}).` });
    }, 60_000);
  });
});
