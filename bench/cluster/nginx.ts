import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../shared/child-server.js';
import type { Cleanup } from '../shared/cleanup.js';

const NGINX = '/usr/sbin/nginx';
const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx.conf');

/**
 * deploy/nginx.conf with the bench's addresses: its upstream servers replaced by `upstreams`, `listen` by a free port
 * of 127.0.0.1, its logs in `folder`. Everything else is the documented example as it is.
 */
function configuration(upstreams: string[], port: number, folder: string): string {
  const text = readFileSync(example, 'utf8');
  const servers = upstreams.map((address) => `        server ${address} max_fails=1 fail_timeout=5s;`).join('\n');
  const configured = text
    .replace(/^\s*server 127\.0\.0\.1:\d+ [^\n]*;\n/gm, '')
    .replace(/(least_conn;\n)/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/var/log/nginx/', `${folder}/`);
  if (!configured.includes(servers) || !configured.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(`${example} no longer has the upstream and listen lines the bench rewrites`);
  }
  return configured;
}

/** nginx (Debian's) in front of `upstreams` ('127.0.0.1:port'), answering at the URL it returns; stopped on cleanup. */
export async function startNginx(upstreams: string[], cleanup: Cleanup): Promise<string> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pd-nginx-'));
  const port = await freePort();
  const file = path.join(folder, 'nginx.conf');
  writeFileSync(file, configuration(upstreams, port, folder));
  const child = spawn(NGINX, ['-p', folder, '-c', file, '-g', `daemon off; user root; pid ${folder}/nginx.pid;`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanup.add(async () => {
    if (child.exitCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    const answered = await fetch(`${url}/api/health`).then(async (answer) => (await answer.arrayBuffer(), answer.ok), () => false);
    if (answered) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start: ${errors}`);
}
