import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, useApiServer } from '../../test/api';
import { flushOutbox, KeptForLater, outboxEntries, sendOrKeep } from './outboxStore';

useApiServer();

const BODY = { category: 'dl', services: ['duplicate_dl'], contact_name: 'Asha Verma', contact_phone: '9876543210' };

/** The fake API: answers each request with a reference per Idempotency-Key, as the server does; records the keys. */
function fakeServer() {
  const keys: (string | null)[] = [];
  const references = new Map<string | null, string>();
  apiServer.use(
    http.post('/api/service-requests', ({ request }) => {
      const key = request.headers.get('idempotency-key');
      keys.push(key);
      if (!references.has(key)) references.set(key, `SR-2026-${String(references.size + 1).padStart(6, '0')}`);
      return HttpResponse.json({ id: references.size, reference: references.get(key) }, { status: 201 });
    }),
  );
  return keys;
}

const goOffline = (offline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);

describe('the public forms\' outbox', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('sends at once when online, with an Idempotency-Key, and keeps the reference on the phone', async () => {
    const keys = fakeServer();
    const sent = await sendOrKeep('request', BODY, '9876543210');
    expect(sent.reference).toBe('SR-2026-000001');
    expect(keys).toEqual([sent.key]);
    expect(outboxEntries()).toMatchObject([{ key: sent.key, kind: 'request', phone: '9876543210', reference: 'SR-2026-000001' }]);
  });

  it('keeps a form sent offline, then sends it once, with the same key, when the connection returns', async () => {
    const keys = fakeServer();
    goOffline(true);
    const kept = await sendOrKeep('request', BODY, '9876543210').catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(KeptForLater);
    expect(keys).toEqual([]);
    expect(outboxEntries()).toMatchObject([{ kind: 'request', body: BODY }]);
    expect(outboxEntries()[0].reference).toBeUndefined();

    goOffline(false);
    await flushOutbox();
    await flushOutbox();
    expect(keys).toEqual([(kept as KeptForLater).entry.key]);
    expect(outboxEntries()[0].reference).toBe('SR-2026-000001');
  });

  it('never drops a form still waiting for the network, however many wait', async () => {
    goOffline(true);
    for (let sent = 0; sent < 25; sent += 1) await sendOrKeep('request', BODY, '9876543210').catch(() => undefined);
    expect(outboxEntries()).toHaveLength(25);
  });

  it('keeps the form when the answer never comes (the connection cut), and its second send reuses the key', async () => {
    const keys: (string | null)[] = [];
    apiServer.use(http.post('/api/service-requests', ({ request }) => (keys.push(request.headers.get('idempotency-key')), HttpResponse.error())));
    await expect(sendOrKeep('request', BODY, '9876543210')).rejects.toBeInstanceOf(KeptForLater);
    const serverKeys = fakeServer();
    await flushOutbox();
    expect(serverKeys).toEqual(keys);
    expect(outboxEntries()[0].reference).toBe('SR-2026-000001');
  });

  it('drops a refused form (the form shows why) instead of sending it again', async () => {
    apiServer.use(http.post('/api/service-requests', () => HttpResponse.json({ message: 'Bad', errors: { contact_name: ['Bad'] } }, { status: 422 })));
    await expect(sendOrKeep('request', BODY, '9876543210')).rejects.toMatchObject({ status: 422 });
    expect(outboxEntries()).toEqual([]);
  });
});
