import type { SessionUser } from '../http/caller.js';

/**
 * The sessions this instance has read lately, by token hash, so that a request of a signed-in user costs no query of
 * its own. An entry lives `ttlMs` at most and goes at once when what it holds changes, on this instance or another:
 * the database NOTIFYs 'sessions' with the users' ids (migration 0048), and this instance's own writes clear it
 * (plugins/app/auth.ts). It serves only while LISTEN is in place: a lost connection empties it until LISTEN is back.
 */

export interface CachedSession {
  user: SessionUser;
  lastUsedAt: Date;
}

interface Entry {
  session: CachedSession;
  readAt: number;
}

export const SESSIONS_CHANNEL = 'sessions';
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  /** Moves on every change heard: a read that began before one is not kept. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get(hash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(hash);
    if (entry && now - entry.readAt < this.ttlMs) return entry.session;
    if (entry) this.entries.delete(hash);
    return undefined;
  }

  /** Where the generation stands before a read; `keep` keeps the read only if nothing changed since. */
  begin(): number {
    return this.generation;
  }

  /** Keeps the session itself (the auth hook moves its `lastUsedAt`). */
  keep(hash: string, session: CachedSession, begunAt: number): void {
    if (!this.listening || begunAt !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { session, readAt: Date.now() });
  }

  /** A NOTIFY's payload: user ids, comma-separated, or '*'. */
  heard(payload = '*'): void {
    if (payload === '*') return this.clear();
    this.generation++;
    const users = new Set(payload.split(',').map(Number));
    for (const [hash, entry] of this.entries) if (users.has(entry.session.user.id)) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether LISTEN is in place, so sessions are kept. */
  get isListening(): boolean {
    return this.listening;
  }

  /** LISTEN is in place (true) or lost (false): nothing is kept while it is lost. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}
