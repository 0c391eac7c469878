import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../../server/node-command.js';
import { LAST_ROLE_KEY } from '../../src/authProvider/lastRole.js';

export const BENCH_ADMIN = { phone: '9999999999', password: 'Bench-Admin-Pass-1' };

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (exited()) throw new Error('The server stopped while starting');
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * Starts the product as `npm start` does (without building) on an embedded database in a temporary folder, or on the
 * PostgreSQL database `databaseUrl`.
 */
export async function startServer(databaseUrl = ''): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-bundle-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_PHONE: BENCH_ADMIN.phone,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const killOnExit = () => server.kill('SIGTERM');
  process.once('exit', killOnExit);
  let exited = false;
  const stopped = new Promise<void>((resolve) => server.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (!exited) server.kill('SIGTERM');
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Signs in through the API; answers the token. */
/** What the login page keeps: the token, and its user's role (the first screen's early requests go by it). */
export interface SignedIn {
  token: string;
  role: string;
}

/** The localStorage entries the login page leaves for `session`. */
export const signedInStorage = (session: SignedIn): Record<string, string> => ({ token: session.token, [LAST_ROLE_KEY]: session.role });

export async function signIn(url: string, account: { phone: string; password: string }): Promise<SignedIn> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`Signing in as ${account.phone} answered ${login.status}`);
  const { token, user } = (await login.json()) as { token: string; user: { role: string } };
  return { token, role: user.role };
}

/** Signs in through the API and creates one citizen; answers its id (for the detail page). */
export async function createCitizen(url: string): Promise<number> {
  const { token } = await signIn(url, BENCH_ADMIN);
  const created = await fetch(`${url}/api/citizens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Ramesh Kumar Sahu', mobile: '9876543210', state: 'Chhattisgarh', city: 'Raipur' }),
  });
  if (created.status !== 201) throw new Error(`Creating a citizen answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}
