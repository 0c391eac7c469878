import { randomInt } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { RATE_LIMITS } from '../../lib/http/rate-limits.js';
import { buildTestApp, nextMobile, type TestApp } from '../build.js';
import { runDatabaseName, urlFor, withAdminClient } from '../databases.js';
import { cloudApiEnv, startFakeCloudApi } from '../routes/messages/whatsapp-helpers.js';
import { citizenWrites, INBOX_SECRET } from '../routes/conversations/conversation-fixtures.js';
import { CHANNEL } from '../../lib/conversations/live.js';

/** Two instances of the app on one PostgreSQL database, as behind a load balancer. */
function twoInstances(env: Record<string, string> = {}) {
  const instances: TestApp[] = [];
  beforeAll(async () => {
    const first = await buildTestApp({ env });
    instances.push(first, await buildTestApp({ env, databaseOf: first }));
  });
  afterAll(async () => {
    await instances[1]?.close();
    await instances[0]?.close();
  });
  return instances;
}

/** A client address of its own for each check, so that no other check's hits count against it. */
const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let emailCounter = 0;
const forgot = (instance: TestApp, remoteAddress: string, email = `shared-${process.pid}-${++emailCounter}@example.com`) =>
  instance.request({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress });

/** `count` calls alternating between the instances, one after another; answers their statuses. */
async function alternate(instances: TestApp[], count: number, call: (instance: TestApp) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await call(instances[i % 2]!)).statusCode);
  return statuses;
}

/** A citizen writes through the first instance's webhook; an admin's inbox event stream on the second names the conversation. */
async function heardAcross(instances: TestApp[]) {
  const [first, second] = instances as [TestApp, TestApp];
  const { token } = await second.signIn('admin');
  const listening = second.request({ method: 'GET', url: '/api/conversations/events?wait=3', token });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const conversationId = await citizenWrites(first, nextMobile(), 'live across instances?');
  expect((await listening).body).toContain(`event: conversation\ndata: {"ids":[${conversationId}]}`);
  return conversationId;
}

/** The checks of shared limits, on whichever store the instances were started with. */
function sharesLimits(instances: TestApp[]) {
  it('counts a per-IP limit once across the instances', async () => {
    const ip = newClientIp();
    const { perIp } = RATE_LIMITS.forgotPassword;
    expect(await alternate(instances, perIp + 2, (instance) => forgot(instance, ip))).toEqual([...Array(perIp).fill(200), 429, 429]);
  });

  it('counts a per-identifier limit once across the instances', async () => {
    const email = `one-${process.pid}-${++emailCounter}@example.com`;
    const { perIdentifier } = RATE_LIMITS.forgotPassword;
    const statuses = await alternate(instances, perIdentifier + 1, (instance) => forgot(instance, newClientIp(), email));
    expect(statuses).toEqual([...Array(perIdentifier).fill(200), 429]);
  });
}

describe('two instances on PostgreSQL alone', () => {
  const instances = twoInstances({ WHATSAPP_APP_SECRET: INBOX_SECRET });
  sharesLimits(instances);

  it("carries a message one instance stores, over LISTEN/NOTIFY, to the other's inbox event stream", () => heardAcross(instances));

  it('locks out an unknown phone after five wrong passwords, whichever instance they reach', async () => {
    const phone = nextMobile();
    const login = (instance: TestApp) =>
      instance.request({ method: 'POST', url: '/api/login', payload: { phone, password: 'wrong-password' }, remoteAddress: newClientIp() });
    const statuses = await alternate(instances, 7, login);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it('keeps the limits in the database: a restarted instance still counts the earlier hits', async () => {
    const ip = newClientIp();
    const { perIp } = RATE_LIMITS.forgotPassword;
    await alternate(instances, perIp, (instance) => forgot(instance, ip));
    const restarted = await buildTestApp({ databaseOf: instances[0] });
    try {
      expect((await forgot(restarted, ip)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Whether Redis answers: CI's machine runs one; on a machine without, its checks are skipped with the reason. */
async function redisAnswers() {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return true;
  } catch (error) {
    console.warn(`Redis checks skipped: no Redis answers at ${REDIS_URL} (${(error as Error).message})`);
    return false;
  } finally {
    probe.disconnect();
  }
}

describe.runIf(await redisAnswers())('two instances with REDIS_URL', () => {
  const instances = twoInstances({ REDIS_URL, APP_SECRET: 'shared-secret-for-tests', WHATSAPP_APP_SECRET: INBOX_SECRET });
  sharesLimits(instances);

  it("carries a message one instance stores, over Redis pub/sub, to the other's inbox event stream", async () => {
    const probe = new Redis(REDIS_URL);
    const published: string[] = [];
    probe.on('message', (_channel: string, payload: string) => published.push(payload));
    await probe.subscribe(CHANNEL);
    try {
      const conversationId = await heardAcross(instances);
      expect(published).toContain(JSON.stringify({ ids: [conversationId] }));
    } finally {
      probe.disconnect();
    }
  });
});

const api = await startFakeCloudApi();
afterAll(() => api.close());

describe('the WhatsApp outbox of two instances', () => {
  const instances = twoInstances(cloudApiEnv(api));

  it('sends each of forty queued messages exactly once', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const bodies = Array.from({ length: 40 }, (_, i) => `Shared outbox message ${i + 1}`);
    await first.database.db.insert(messages).values(
      bodies.map((body) => ({ channel: 'whatsapp' as const, recipient: '919876543210', body, nextAttemptAt: new Date() })),
    );
    first.app.outbox.wake();
    second.app.outbox.wake();
    await vi.waitFor(
      async () => {
        const sent = await first.database.db.select({ id: messages.id }).from(messages).where(eq(messages.status, 'sent'));
        expect(sent).toHaveLength(bodies.length);
      },
      { timeout: 20_000, interval: 100 },
    );
    const posted = api.requests.map((request) => request.body.text?.body as string).sort();
    expect(posted).toEqual([...bodies].sort());
  });
});

describe('instances starting together on an empty database', () => {
  it('migrate one after another, both starting', async () => {
    const name = runDatabaseName();
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    const databases = [0, 1].map(() => openDatabase({ databaseUrl: urlFor(name), dataDir: 'memory://' }));
    try {
      await Promise.all(databases.map((database) => database.migrate()));
      const [{ applied }] = (await databases[0].pool!.query('select count(*)::int as applied from drizzle.__drizzle_migrations')).rows;
      expect(applied).toBe(readdirSync(path.resolve('server/db/migrations')).filter((file) => file.endsWith('.sql')).length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
