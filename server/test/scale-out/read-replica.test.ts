import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, nextMobile, type TestApp } from '../build.js';
import { startReplicaPair } from '../replica-cluster.js';

const pair = await startReplicaPair();
if ('skipped' in pair) console.warn(`Read-replica tests skipped: ${pair.skipped}`);
const GRACE_SECONDS = 2;

describe.skipIf('skipped' in pair)('DATABASE_REPLICA_URL: a streaming replica of the primary', () => {
  if ('skipped' in pair) return;
  let t: TestApp;
  let writer: { token: string };
  let reader: { token: string };
  beforeAll(async () => {
    t = await buildTestApp({
      databaseUrl: pair.primaryUrl,
      env: { DATABASE_REPLICA_URL: pair.replicaUrl, READ_YOUR_WRITES_SECONDS: String(GRACE_SECONDS), APP_SECRET: 'one-secret-for-every-instance' },
    });
    writer = await t.signIn('admin');
    reader = await t.signIn('admin');
    await pair.caughtUp();
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await pair.close();
  });

  let serial = 0;
  const createCitizen = async (name: string) => {
    const response = await t.request({ method: 'POST', url: '/api/citizens', token: writer.token, payload: { name, mobile: nextMobile() } });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const listed = async (token: string, name: string) => {
    const response = await t.request({ method: 'GET', url: `/api/citizens?q=${encodeURIComponent(name)}`, token });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { name: string }[] }).data.map((row) => row.name);
  };
  const searched = async (token: string, query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/global-search?query=${encodeURIComponent(query)}`, token });
    return (response.json() as { title: string }[]).map((hit) => hit.title);
  };

  it('reads lists and searches from the replica, writes and details from the primary, and the writer its own writes', async () => {
    const name = `Replica Probe ${++serial}`;
    await pair.pauseReplay(true);
    try {
      const id = await createCitizen(name);
      // Someone else's list and search come from the replica, which has not replayed the write yet…
      expect(await listed(reader.token, name)).toEqual([]);
      expect(await searched(reader.token, name)).toEqual([]);
      // …while the detail page reads the primary.
      expect((await t.request({ method: 'GET', url: `/api/citizens/${id}`, token: reader.token })).statusCode).toBe(200);
      // The writer reads the primary for a few seconds after writing, then the replica again.
      expect(await listed(writer.token, name)).toEqual([name]);
      await new Promise((resolve) => setTimeout(resolve, (GRACE_SECONDS + 0.5) * 1000));
      expect(await listed(writer.token, name)).toEqual([]);
    } finally {
      await pair.pauseReplay(false);
    }
    await pair.caughtUp();
    expect(await listed(reader.token, name)).toEqual([name]);
    expect(await searched(reader.token, name)).toEqual([name]);
  });

  it('sends the reads to the primary while the replica does not answer', async () => {
    const name = `Replica Down ${++serial}`;
    await createCitizen(name);
    await pair.stopReplica();
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(await listed(reader.token, name)).toEqual([name]);
    const exported = await t.request({ method: 'GET', url: '/api/export/table/citizens', token: reader.token });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(name);
  });
});
