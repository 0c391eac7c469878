import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../../lib/accounts/session-cache.js';

const session = (id: number): CachedSession => ({
  user: { id, name: `User ${id}`, email: null, phone: `900000000${id}`, role: 'user', branchId: null, mustChangePassword: false, tokenId: id },
  lastUsedAt: new Date(),
});

/** A cache that is listening, holding the sessions of users 1 and 2 under tokens a, b (user 1) and c (user 2). */
function listeningCache(ttlMs = 30_000) {
  const cache = new SessionCache(ttlMs);
  cache.setListening(true);
  for (const [hash, id] of [['a', 1], ['b', 1], ['c', 2]] as const) cache.keep(hash, session(id), cache.begin());
  return cache;
}

describe('SessionCache', () => {
  it('serves a kept session until its time is up', () => {
    const cache = listeningCache(60_000);
    expect(cache.get('a')?.user.id).toBe(1);
    expect(cache.get('a', Date.now() + 50_000)?.user.id).toBe(1);
    expect(cache.get('a', Date.now() + 60_001)).toBeUndefined();
    expect(cache.get('unknown')).toBeUndefined();
  });

  it('forgets the sessions of the users a change names, and every session on *', () => {
    const cache = listeningCache();
    cache.heard('1,7');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')?.user.id).toBe(2);
    cache.heard('*');
    expect(cache.get('c')).toBeUndefined();
  });

  it('does not keep a read that began before a change was heard', () => {
    const cache = listeningCache();
    const begunAt = cache.begin();
    cache.heard('9');
    cache.keep('d', session(3), begunAt);
    expect(cache.get('d')).toBeUndefined();
    cache.keep('d', session(3), cache.begin());
    expect(cache.get('d')?.user.id).toBe(3);
  });

  it('keeps nothing while it is not listening, and empties when listening is lost', () => {
    const cache = new SessionCache(30_000);
    cache.keep('a', session(1), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.keep('a', session(1), cache.begin());
    expect(cache.get('a')?.user.id).toBe(1);
    cache.setListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', session(1), cache.begin());
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most 10,000 sessions, letting the oldest go', () => {
    const cache = new SessionCache(30_000);
    cache.setListening(true);
    for (let i = 0; i <= 10_000; i++) cache.keep(`t${i}`, session(i), cache.begin());
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t1')?.user.id).toBe(1);
    expect(cache.get('t10000')?.user.id).toBe(10_000);
  });
});
