import { spawn } from 'node:child_process';
import type { Cleanup } from '../shared/cleanup.js';
import { freePort } from '../shared/child-server.js';

/**
 * Stoplight Prism as a validating proxy (issue 35): it forwards each request to the server and names in its
 * `sl-violations` header where the request or the answer is off the OpenAPI document. Fetched on demand by npx,
 * pinned, so it is no dependency of `npm ci`.
 */
export const PRISM = '@stoplight/prism-cli@5.16.0';
const STARTUP_MS = 180_000;

export interface Violation {
  location: string[];
  severity: string;
  message: string;
}

/** Starts `prism proxy` for `documentFile` in front of `upstream`; answers its base URL. */
export async function startPrism(documentFile: string, upstream: string, cleanup: Cleanup): Promise<string> {
  const port = await freePort();
  const child = spawn('npx', ['--yes', PRISM, 'proxy', documentFile, upstream, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  const keepTail = (chunk: string) => (tail = (tail + chunk).slice(-4000));
  child.stdout.setEncoding('utf8').on('data', keepTail);
  child.stderr.setEncoding('utf8').on('data', keepTail);
  // npx runs Prism in a child of its own: the whole process group goes.
  const stop = () => child.exitCode === null && process.kill(-child.pid!, 'SIGTERM');
  cleanup.add(stop);
  process.once('exit', stop);
  const deadline = performance.now() + STARTUP_MS;
  while (performance.now() < deadline && child.exitCode === null) {
    if (/Prism is listening/.test(tail)) return `http://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Prism did not start:\n${tail}`);
}

/**
 * The answers that passed through Prism and the violations it named. An answer off the document is the server's fault;
 * a request off it is the caller's (a visitor without a token, the client's deliberate 422), counted apart.
 */
export class ViolationTally {
  answers = 0;
  offDocument = { request: 0, response: 0 };
  private found = new Map<string, { count: number; example: string }>();

  add(method: string, path: string, status: number, header: string | null): void {
    this.answers++;
    const violations = header ? (JSON.parse(header) as Violation[]) : [];
    for (const side of ['request', 'response'] as const) if (violations.some((violation) => violation.location[0] === side)) this.offDocument[side]++;
    for (const violation of violations) {
      // One line for a rule that every row of a list breaks: data.0.name and data.1.name are data.*.name.
      const key = `${violation.location[0]} ${violation.severity}: ${violation.message.replace(/\.\d+(?=\.|\s)/g, '.*')}`;
      const seen = this.found.get(key) ?? { count: 0, example: `${method} ${path} → ${status}` };
      this.found.set(key, { ...seen, count: seen.count + 1 });
    }
  }

  /** Each distinct violation, most frequent first, with its count and a request that met it. */
  lines(): string[] {
    return [...this.found].sort((a, b) => b[1].count - a[1].count).map(([key, { count, example }]) => `${String(count).padStart(5)} × ${key} (e.g. ${example})`);
  }
}
