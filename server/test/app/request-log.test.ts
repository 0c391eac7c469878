import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { setUpTestApp } from '../build.js';
import { LOG_BATCH, startLogger } from '../../lib/http/request-log.js';
import { captureLog } from '../log-capture.js';

describe('the log of each request', () => {
  const t = setUpTestApp();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'pd-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Parivahan Desk</title>');
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("hides a reset link's token, a document link's signature and a calendar feed's secret, keeping the rest of the URL", async () => {
    const { stream, lines, entries } = captureLog();
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream }, webRoot });
    await app.ready();
    const page = await app.inject({ method: 'GET', url: '/reset-password?email=asha%40example.com&token=LIVE-RESET-TOKEN' });
    const file = await app.inject({ method: 'GET', url: `/storage/licences/x.pdf?expires=4102444800&signature=${'5'.repeat(64)}` });
    const feed = await app.inject({ method: 'GET', url: '/api/calendar/LIVE-FEED-SECRET.ics' });
    await app.close();

    expect([page.statusCode, file.statusCode, feed.statusCode]).toEqual([200, 403, 404]);
    const urls = entries().filter((entry) => entry.req).map((entry) => entry.req.url);
    expect(urls).toEqual([
      '/reset-password?email=asha%40example.com&token=[hidden]',
      '/storage/licences/x.pdf?expires=4102444800&signature=[hidden]',
      '/api/calendar/[hidden]',
    ]);
    const log = lines.join('');
    for (const secret of ['LIVE-RESET-TOKEN', '5'.repeat(64), 'LIVE-FEED-SECRET']) expect(log).not.toContain(secret);
  });

  it('writes one line per request on a terminal, its secrets hidden', async () => {
    const { stream, entries } = captureLog();
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream }, webRoot, requestLines: true });
    await app.ready();
    await app.inject({ method: 'GET', url: '/reset-password?token=LIVE-RESET-TOKEN' });
    await app.close();

    const requestEntries = entries().filter((entry) => entry.reqId);
    expect(requestEntries).toHaveLength(1);
    expect(requestEntries[0].msg).toMatch(/^GET \/reset-password\?token=\[hidden\] 200 \d+ ms$/);
  });

  it('writes one JSON line per request otherwise: the request, its status and time, or its error', async () => {
    const { stream, entries } = captureLog();
    const app = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream }, webRoot });
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/me' });
    await app.close();

    // Beside them only what the app says itself (the 401's 'request refused'), no 'incoming request' line.
    expect(entries().filter((entry) => entry.reqId).map((entry) => entry.msg)).toEqual(['request completed', 'request refused', 'request completed']);
    const requestEntries = entries().filter((entry) => entry.req);
    expect(requestEntries).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ method: 'GET', url: '/api/health' }), res: { statusCode: 200 }, responseTime: expect.any(Number) }),
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/api/me' }), res: { statusCode: 401 } }),
    ]);
  });

  it('logs through pino-pretty when stdout is a terminal, and JSON written in the background otherwise', () => {
    expect(startLogger('info', true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(startLogger('debug', false)).toMatchObject({ level: 'debug', stream: { sync: false, fd: 1, minLength: LOG_BATCH.bytes } });
  });

  it('writes a batch not yet full within the batch time, and what is left when the process exits', async () => {
    // A process that logs one line, waits twice the batch time, logs another and exits at once.
    const script = `
      import pino from 'pino';
      import { LOG_BATCH, startLogger } from './server/lib/http/request-log.ts';
      const { level, stream } = startLogger('info', false);
      const log = pino({ level }, stream);
      log.info('first');
      setTimeout(() => { log.info('last'); process.exit(0); }, 2 * LOG_BATCH.ms);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../../..') });
    const seen: { msg: string; at: number }[] = [];
    const started = Date.now();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) seen.push({ msg: JSON.parse(line).msg, at: Date.now() - started });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(seen.map((line) => line.msg)).toEqual(['first', 'last']);
    // 'first' came out on the periodic flush, before 'last' was written.
    expect(seen[1].at - seen[0].at).toBeGreaterThan(LOG_BATCH.ms / 2);
  });
});
