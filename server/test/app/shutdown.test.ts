import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { withServerClient } from '../../db/server-client.js';
import { closeGracefully } from '../../lib/http/shutdown.js';
import { setUpTestApp } from '../build.js';
import { runDatabaseName, urlFor, withAdminClient } from '../databases.js';
import { buildServer } from '../../build.js';
import { SERVER_NODE_ARGS } from '../../node-command.js';

/** Issue 8, "Graceful shutdown": on SIGTERM the server stops accepting, finishes what is under way and exits 0. */

const root = path.resolve(import.meta.dirname, '../../..');

/** Holds api_tokens locked, so a signed-in request waits on it, until `release`. */
async function lockSessions(databaseUrl: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holding = withServerClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query('lock table api_tokens in access exclusive mode');
    locked();
    await released;
    await client.query('commit');
  });
  await lockTaken;
  return { release: () => (release(), holding) };
}

/** Waits until a statement of `database` is waiting for a lock. */
async function untilWaitingOnLock(database: string) {
  await withAdminClient(async (client: pg.Client) => {
    const query = "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'";
    while ((await client.query(query, [database])).rows[0].waiting === 0) await sleep(20);
  });
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(true));
  });

async function sparePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the server process on SIGTERM', () => {
  const database = runDatabaseName();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-shutdown-'));
  beforeAll(async () => {
    await buildServer();
    await withAdminClient((client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${inject('templateDatabase')}`));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses new connections, finishes the request under way, closes the pool and exits 0', async () => {
    const port = await sparePort();
    const admin = { phone: '9876500001', password: 'secret123' };
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: urlFor(database), DATA_DIR: dataDir, ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' };
    const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = once(server, 'exit');
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    while (!output.includes('is running at')) {
      expect(server.exitCode).toBeNull();
      await sleep(50);
    }
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const { token } = await login.json();

    const lock = await lockSessions(urlFor(database));
    const underWay = fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    await untilWaitingOnLock(database);
    server.kill('SIGTERM');
    while (!(await refusesConnections(port))) await sleep(20);
    await lock.release();

    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect((await answer.json()).phone).toBe(admin.phone);
    const [code] = await exited;
    expect(code).toBe(0);
  }, 120_000); // tsx compiles the server as it starts: seconds on a busy machine
});

describe('closeGracefully', () => {
  const t = setUpTestApp();

  it('cuts the connections still under way after the grace period, answering false', async () => {
    const database = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    const app = await buildApp({ config: t.config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const { token } = await t.signIn('admin');

    const lock = await lockSessions(t.config.databaseUrl!);
    const underWay = fetch(`http://127.0.0.1:${port}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    await untilWaitingOnLock(new URL(t.config.databaseUrl!).pathname.slice(1));
    const started = Date.now();
    expect(await closeGracefully(app, database, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(underWay).rejects.toThrow();
    await lock.release();
  });
});
