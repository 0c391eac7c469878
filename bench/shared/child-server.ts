import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './cleanup.js';
import type { Target } from './target.js';
import { buildServer } from '../../server/build.js';
import { SERVER_NODE_ARGS } from '../../server/node-command.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_MS = 60_000;
const STOP_MS = 10_000;
/** The server's per-IP and per-identifier limits, multiplied: the bench sends everything from one address. */
export const RATE_LIMIT_SCALE = '1000';

export interface ChildServer {
  url: string;
  pid: number;
  /** Resident memory now (VmRSS) and at its highest so far (VmHWM), in MB, from /proc. */
  memory(): ServerMemory;
  /** SIGTERM (the server closes and exits), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL now, as a crash or the OOM killer would. */
  kill(): void;
}

export interface ServerMemory {
  rssMb: number;
  peakMb: number;
}

/** No daily reminder run or backup in a bench's server: at 1M citizens they would load the database under the measured cases. */
export const NO_DAILY_RUN = { REMINDER_TIME: 'off', BACKUP_TIME: 'off' };

/** The environment of a server on the target's database: RATE_LIMIT_SCALE, no daily run, the caller's LOG_LEVEL (default info). */
export function serverEnv(target: Target): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir, RATE_LIMIT_SCALE, ...NO_DAILY_RUN };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

function memoryOf(pid: number): ServerMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server's bundle, built once per bench from the sources as they are. */
let built: Promise<void> | undefined;

/**
 * Starts what `npm start` runs (SERVER_NODE_ARGS, the bundle built first) on a free port of 127.0.0.1 and waits
 * until /api/health answers. Its output is drained (a full pipe would block it); its last 4,000 characters are kept
 * for the error message when it fails to start.
 */
export async function startServer(env: NodeJS.ProcessEnv, cleanup: Cleanup): Promise<ChildServer> {
  await (built ??= buildServer());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keepTail = (chunk: string) => {
    tail = (tail + chunk).slice(-4000);
  };
  child.stdout.setEncoding('utf8').on('data', keepTail);
  child.stderr.setEncoding('utf8').on('data', keepTail);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
  };
  cleanup.add(stop);

  const deadline = performance.now() + STARTUP_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(async (answer) => (await answer.arrayBuffer(), answer.ok), () => false);
    if (healthy) return { url, pid: child.pid!, stop, memory: () => memoryOf(child.pid!), kill: () => void child.kill('SIGKILL') };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not start (exit ${child.exitCode ?? 'none'}):\n${tail}`);
}
