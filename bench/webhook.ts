/**
 * npm run bench:webhook [-- --rate N] [--seconds S] [--batch B] [--citizens N] [--embedded] [--database-url URL]
 * WhatsApp webhook ingest (issue 36): seeds a database (1,000 citizens by default: the ingest does not read them),
 * starts the server with an app secret, and posts signed Cloud API deliveries of `--batch` text messages (default 5)
 * at `--rate` messages a second (default 500) for `--seconds` (default 120), EVERY delivery twice at once, as
 * WhatsApp's retries may. Prints the messages stored a second, that none was lost or stored twice (the answers'
 * `stored` add up to the messages sent, and on PostgreSQL the table holds each once), the webhook's answer time
 * (p50, p95: target ≤ 200 ms) and the server's peak resident memory (target ≤ 300 MB).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signatureOf, textMessage, webhookBody } from '../server/test/whatsapp/cloud-api-payloads.js';
import { serverEnv, startServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { machineLine, whole } from './shared/header.js';
import { writeOut } from './shared/out.js';
import { prepareTarget } from './shared/target.js';

const P95_TARGET_MS = 200;
const RSS_TARGET_MB = 300;
const RATE_TARGET = 500;
const SECRET = 'bench-webhook-secret';
/** Deliveries waiting for an answer at most; beyond it the sender falls behind (and says so) rather than pile up. */
const MAX_IN_FLIGHT = 256;
const TICK_MS = 50;

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: String(RATE_TARGET) },
    seconds: { type: 'string', default: '120' },
    batch: { type: 'string', default: '5' },
    citizens: { type: 'string', default: '1000' },
    embedded: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const batch = Number(values.batch);
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();
const run = `bench${date.getTime().toString(36)}`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One delivery of `batch` messages from distinct numbers, its body and signature. */
function delivery(serial: number) {
  const messages = Array.from({ length: batch }, (_, i) => {
    const n = serial * batch + i;
    return textMessage({ from: `919${String(n % 200_000).padStart(9, '0')}`, id: `wamid.${run}.${n}` }, `haan renew kar do #${n}`);
  });
  const body = webhookBody({ messages });
  return { body, signature: signatureOf(body, SECRET) };
}

async function main(): Promise<boolean> {
  const target = await prepareTarget({ citizens: Number(values.citizens), seed: 1, keep: false, embedded: values.embedded, databaseUrl: values['database-url'] }, cleanup);
  const server = await startServer({ ...serverEnv(target), WHATSAPP_APP_SECRET: SECRET, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, cleanup);
  const latencies: number[] = [];
  let stored = 0;
  let failures = 0;
  const refusals = new Map<string, number>();
  let inFlight = 0;
  let behind = 0;
  let serial = 0;
  let peakMb = server.memory().peakMb;
  const post = async (body: string, signature: string) => {
    inFlight++;
    const started = performance.now();
    try {
      const answer = await fetch(`${server.url}/api/webhooks/whatsapp`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, body });
      const json = (await answer.json()) as { stored?: number };
      if (!answer.ok) {
        failures++;
        refusals.set(`${answer.status} ${(json as { message?: string }).message ?? ''}`, (refusals.get(`${answer.status} ${(json as { message?: string }).message ?? ''}`) ?? 0) + 1);
      }
      stored += json.stored ?? 0;
    } catch {
      failures++;
    } finally {
      latencies.push(performance.now() - started);
      inFlight--;
    }
  };
  const pending = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => (pending.add(promise), void promise.finally(() => pending.delete(promise)));
  console.log(`Posting ${whole(rate)} messages/s in deliveries of ${batch}, each delivery twice, for ${seconds} s…`);
  const started = performance.now();
  // What is owed follows the clock, not the ticks: a tick that comes late (a loaded machine) sends what it missed.
  // Every delivery of the window is sent, the last one at its end (a window of 120 s at 500/s is 12,000 deliveries of 5).
  const deliveries = Math.round((seconds * rate) / batch);
  let owed = 0;
  while (serial + behind < deliveries) {
    owed = Math.min(deliveries, Math.floor(((performance.now() - started) / 1000) * (rate / batch)) + 1) - serial - behind;
    for (; owed >= 1; owed--) {
      if (inFlight + 2 > MAX_IN_FLIGHT) { behind++; continue; }
      const { body, signature } = delivery(serial++);
      track(post(body, signature));
      track(post(body, signature));
    }
    peakMb = Math.max(peakMb, server.memory().peakMb);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(pending);
  // The rate is the window's: the messages sent in it, all stored by the last answer (`drain` after the window's end).
  const elapsed = Math.max(seconds, (performance.now() - started) / 1000);
  const drainMs = (elapsed - seconds) * 1000;
  const sent = serial * batch;
  let inTable: number | null = null;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    inTable = Number((await client.query(`select count(*) from incoming_messages where provider_id like $1`, [`wamid.${run}.%`])).rows[0].count);
    await client.end();
  }
  peakMb = Math.max(peakMb, server.memory().peakMb);
  await server.stop();

  const sorted = latencies.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const perSecond = stored / seconds;
  const exact = stored === sent && failures === 0 && (inTable === null || inTable === sent);
  console.log(machineLine('Webhook bench', date, loadAtStart));
  console.log(`Database: ${target.kind}, ${whole(Number(values.citizens))} citizens seeded`);
  console.log(`Stored: ${whole(stored)} of ${whole(sent)} messages sent (each delivery twice: ${whole(serial * 2)} posts), ${failures} failed posts${inTable === null ? '' : `, ${whole(inTable)} rows in incoming_messages`}: ${exact ? 'no loss, no duplicate' : 'LOSS OR DUPLICATES'}`);
  console.log(`Rate: ${perSecond.toFixed(0)} messages/s sustained over ${seconds} s, the last answer ${drainMs.toFixed(0)} ms after the window (target ≥ ${RATE_TARGET}: ${perSecond >= RATE_TARGET ? 'met' : 'MISSED'})${behind ? `; the sender fell behind ${behind} times (${MAX_IN_FLIGHT} posts waiting)` : ''}`);
  console.log(`Answer: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${P95_TARGET_MS} ms: ${p95 <= P95_TARGET_MS ? 'met' : 'MISSED'}), max ${sorted.at(-1)?.toFixed(1)} ms`);
  if (refusals.size) console.log(`Refused posts: ${[...refusals].map(([why, n]) => `${n}× ${why}`).join('; ')}`);
  console.log(`Server resident memory: peak ${peakMb.toFixed(0)} MB (target ≤ ${RSS_TARGET_MB} MB: ${peakMb <= RSS_TARGET_MB ? 'met' : 'MISSED'})`);
  const file = writeOut(`webhook-${target.kind}-${rate}`, date, 'json', JSON.stringify({
    date, loadAtStart, options: values, sent, stored, failures, inTable, elapsed, perSecond, p50: percentile(sorted, 50), p95, peakMb,
    targets: { rate: RATE_TARGET, p95Ms: P95_TARGET_MS, rssMb: RSS_TARGET_MB },
  }, null, 2));
  console.log(`Written to ${file}`);
  return exact;
}

await cleanup.exitAfter(main);
