import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { openDatabase } from '../db/client.js';
import { withServerClient } from '../db/server-client.js';

const run = promisify(execFile);

/** A PostgreSQL primary and its streaming replica, made for this run with Debian's cluster tools. */
export interface ReplicaPair {
  /** A migrated database on the primary, and the same database on the replica. */
  primaryUrl: string;
  replicaUrl: string;
  /** Stops replay on the replica (or starts it again), so a test can see which server answered. */
  pauseReplay(paused: boolean): Promise<void>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  caughtUp(): Promise<void>;
  /** Stops the replica at once, as a crash would. */
  stopReplica(): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'pdreplica';
const DATABASE = 'parivahan';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Clusters this helper made in runs that died before closing them. */
async function dropLeftovers() {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  for (const [version, name] of stdout.split('\n').map((line) => line.trim().split(/\s+/))) {
    const pid = name?.startsWith(PREFIX) ? Number(name.split('_')[1]) : NaN;
    if (pid && !alive(pid)) await run('pg_dropcluster', ['--stop', version, name]).catch(() => undefined);
  }
}

/**
 * Makes a primary (pg_createcluster, trust on 127.0.0.1 for connections and replication) and a replica of it
 * (pg_basebackup -R) on two free ports, with the migrated database `parivahan`; answers why not when this machine
 * cannot (no Debian PostgreSQL tools, not root).
 */
export async function startReplicaPair(): Promise<ReplicaPair | { skipped: string }> {
  if (process.getuid?.() !== 0) return { skipped: 'making PostgreSQL clusters needs root (pg_createcluster)' };
  let version: string;
  try {
    version = (await run('pg_config', ['--version'])).stdout.match(/PostgreSQL (\d+)/)![1];
    await dropLeftovers();
  } catch (error) {
    return { skipped: `no Debian PostgreSQL cluster tools here (${(error as Error).message.split('\n')[0]})` };
  }
  const tag = `${PREFIX}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const [primary, replica] = [`${tag}_p`, `${tag}_r`];
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const dropAll = async () => {
    for (const name of [replica, primary]) await run('pg_dropcluster', ['--stop', version, name]).catch(() => undefined);
  };
  const create = (name: string, port: number, start: boolean) =>
    run('pg_createcluster', [version, name, '-p', String(port), ...(start ? ['--start'] : []), '-o', 'ssl=off', '--', '--auth=trust']);
  try {
    await create(primary, primaryPort, true);
    const primaryServer = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await withServerClient(primaryServer, (client) => client.query(`CREATE DATABASE ${DATABASE}`));
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${DATABASE}`;
    const database = openDatabase({ databaseUrl: primaryUrl, dataDir: 'memory://' });
    await database.migrate();
    await database.close();

    await create(replica, replicaPort, false);
    const dataDir = `/var/lib/postgresql/${version}/${replica}`;
    await run('sh', ['-c', `rm -rf ${dataDir}/*`]);
    await run('runuser', ['-u', 'postgres', '--', 'pg_basebackup', '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream']);
    await run('pg_ctlcluster', [version, replica, 'start']);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;
    const onReplica = <T>(sql: string) => withServerClient(replicaUrl, async (client) => (await client.query(sql)).rows as T[]);
    return {
      primaryUrl,
      replicaUrl,
      pauseReplay: async (paused) => void (await onReplica(`select pg_wal_replay_${paused ? 'pause' : 'resume'}()`)),
      async caughtUp() {
        const [{ lsn }] = await withServerClient(primaryUrl, async (client) => (await client.query('select pg_current_wal_lsn()::text as lsn')).rows);
        for (let attempt = 0; attempt < 100; attempt++) {
          const [{ done }] = await onReplica<{ done: boolean }>(`select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`);
          if (done) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the replica did not catch up within 5 s');
      },
      stopReplica: async () => void (await run('pg_ctlcluster', [version, replica, 'stop', '-m', 'immediate'])),
      close: dropAll,
    };
  } catch (error) {
    await dropAll();
    return { skipped: `the clusters could not be made: ${(error as Error).message.split('\n')[0]}` };
  }
}
