/**
 * npm run check:prism [-- --citizens N]
 * Holds the server to its OpenAPI document through a validator this project did not write (issue 35): seeds a fresh
 * PostgreSQL database (2,000 citizens), starts the server as `npm start` runs it and Stoplight Prism as a validating
 * proxy in front of it, then drives through Prism the strict desk client (server/test/api-client/desk-client.ts) and a
 * GET of every path as admin, branch manager, user and visitor. Prints each violation Prism named; fails on an answer
 * off the document (a request off it is the caller's: a visitor without a token, the client's deliberate 422).
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../server/db/seed/index.js';
import { deskJourney } from '../server/test/api-client/desk-client.js';
import { serverEnv, startServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { readFixtures } from './shared/fixtures.js';
import { signIn } from './shared/http.js';
import { PRISM, startPrism, ViolationTally } from './prism/proxy.js';
import { sweepUrls } from './prism/sweep.js';
import { prepareTarget } from './shared/target.js';

const { values } = parseArgs({ options: { citizens: { type: 'string', default: '2000' } } });
const cleanup = new Cleanup();

/** The callers of the sweep: the demo roles by their bench fixtures, and a visitor (no token). */
const CALLERS = ['admin', 'branch manager', 'user', 'visitor'] as const;

async function run(): Promise<boolean> {
  const target = await prepareTarget({ citizens: Number(values.citizens), seed: 1, keep: false, embedded: false }, cleanup);
  const database = target.open();
  const fixtures = await readFixtures(database).finally(() => database.close());
  const server = await startServer(serverEnv(target), cleanup);
  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  const documentFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'pd-prism-')), 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(document));
  console.log(`Starting ${PRISM} in front of ${server.url}…`);
  const prism = await startPrism(documentFile, server.url, cleanup);

  const tallies = { client: new ViolationTally(), sweep: new ViolationTally() };
  const through = (tally: ViolationTally): typeof fetch => async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const answer = await fetch(`${prism}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
    tally.add(request.method, url.pathname, answer.status, answer.headers.get('sl-violations'));
    return answer;
  };

  const admin = fixtures.roles.find((role) => role.role === 'admin')!;
  await deskJourney(through(tallies.client), { phone: admin.phone, password: DEMO_PASSWORD }, `9${randomInt(100_000_000, 999_999_999)}`);

  for (const caller of CALLERS) {
    const fixture = fixtures.roles.find((role) => role.role === caller) ?? admin;
    const token = caller === 'visitor' ? undefined : await signIn(server.url, fixture.phone);
    const get = through(tallies.sweep);
    for (const { url } of sweepUrls(document, fixture)) {
      const answer = await get(`${server.url}${url}`, { headers: { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) } });
      await answer.arrayBuffer();
      if (answer.status >= 500) console.log(`  ${caller}: GET ${url} answered ${answer.status}`);
    }
  }

  let clean = true;
  for (const [name, tally] of Object.entries(tallies)) {
    const { request, response } = tally.offDocument;
    console.log(`\n${name === 'client' ? 'Desk client' : `GET sweep (${CALLERS.join(', ')})`}: ${tally.answers} answers, ${response} off the document; ${request} requests off it`);
    for (const line of tally.lines()) console.log(line);
    clean &&= response === 0;
  }
  return clean;
}

await cleanup.exitAfter(run);
