import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRunner } from '../../../lib/reports/backup-run.js';
import { startBackupSchedule } from '../../../lib/reports/backup-schedule.js';
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
      startBackupSchedule(app.database.db, backupRunner(app.database, config, noLog, { clock: () => now }), config.time, noLog, () => now),
    );
    await Promise.all(schedules.map((schedule) => schedule.stop()));
  }

  it('runs none before BACKUP_TIME, then one per India date whichever instance runs it', async () => {
    await tickBoth(indiaTime('2031-03-10', '01:59'));
    expect(await list(first)).toEqual([]);

    await tickBoth(indiaTime('2031-03-10', '02:00'));
    await tickBoth(indiaTime('2031-03-10', '23:59'));
    expect(await list(second)).toEqual([expect.objectContaining({ name: 'backup-20310310-020000.sql', verified: true, error: null })]);

    await tickBoth(indiaTime('2031-03-11', '02:30'));
    expect((await list(first)).map((entry: { name: string }) => entry.name)).toEqual(['backup-20310311-023000.sql', 'backup-20310310-020000.sql']);
    expect(readdirSync(dir).sort()).toEqual(['backup-20310310-020000.sql', 'backup-20310311-023000.sql']);
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
    return backupRunner(t.database, config, noLog, { clock: () => now, afterWrite: options.afterWrite });
  };
  const backUp = async (options?: Parameters<typeof runner>[0]) => {
    const run = runner(options);
    await run.start((await t.signIn('admin')).user.id);
    await run.settled();
  };

  it('lists a backup whose restore misses rows as failing its check, with the table and counts', async () => {
    // One migration's row taken out of the dump's COPY block of the migrations' journal.
    const dropOneMigration = async (file: string) => {
      const dump = readFileSync(file, 'utf8');
      writeFileSync(file, dump.replace(/(COPY drizzle\.__drizzle_migrations [^\n]*\n)[^\n]*\n/, '$1'));
    };
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
    const schedule = startBackupSchedule(t.database.db, backupRunner(t.database, { ...t.config.backups, dir: folder() }, noLog, { clock: now }), '02:00', noLog, now);
    await schedule.stop();
    const { rows } = await t.database.pool!.query('select name, verified from backup_files where run_date = $1', [date]);
    expect(rows).toEqual([{ name: 'backup-20310331-090000.sql', verified: true }]);
    expect(readdirSync(folder()).filter((file) => file.includes('20310331'))).toEqual(['backup-20310331-090000.sql']);
  }, 60_000);

  it('records a backup that could not be written as failed, with its reason', async () => {
    writeFileSync(path.join(t.config.dataDir, 'not-a-folder'), '');
    await backUp({ dir: path.join(t.config.dataDir, 'not-a-folder') });
    const [failed] = await list(t);
    expect(failed).toMatchObject({ size: null, verified: null, error: expect.stringMatching(/EEXIST|ENOTDIR/) });
  }, 60_000);

  it('records a backup that does not restore as failing its check, with the reason', async () => {
    await backUp({ afterWrite: async (file) => writeFileSync(file, `${readFileSync(file, 'utf8')}\nTHIS IS NOT SQL;\n`) });
    const [failed] = await list(t);
    expect(failed).toMatchObject({ size: expect.any(Number), verified: false, error: expect.stringMatching(/^The backup could not be restored: psql exited with 3: .*syntax error/s) });
  }, 60_000);
});
