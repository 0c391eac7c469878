import { apiFetch } from '../../dataProvider/http';

/**
 * The public forms' outbox, kept on the phone (localStorage): each request or inquiry is stored with its own
 * Idempotency-Key before it is sent. One sent without a connection (or whose answer the network lost) waits there and
 * is sent again, with the same key, when the connection returns, so the server creates it at most once; its reference
 * is stored once answered ("My references").
 */
export type OutboxKind = 'request' | 'inquiry';

export interface OutboxEntry {
  key: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  /** The phone the office will call (the form's). */
  phone: string;
  createdAt: string;
  reference?: string;
}

const STORAGE_KEY = 'publicOutbox';
/** The newest answered entries kept (older references are still in their WhatsApp message); every waiting one is kept. */
const KEPT = 20;
/** While entries wait and the browser thinks it is online (the server, not the phone, was unreachable): retried this often. */
const RETRY_MS = 30_000;
const PATHS: Record<OutboxKind, string> = { request: '/service-requests', inquiry: '/document-inquiries' };

/** Thrown by `sendOrKeep` when the form waits in the outbox for the network. */
export class KeptForLater extends Error {
  constructor(readonly entry: OutboxEntry) {
    super('Waiting for the network');
  }
}

const listeners = new Set<() => void>();
const sending = new Set<string>();
/** The stored text last read and its entries: the same array until the text changes (React's external store needs that). */
let cachedText: string | null | undefined;
let cached: OutboxEntry[] = [];

function read(): OutboxEntry[] {
  const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    cached = Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    cached = [];
  }
  return cached;
}

const notify = () => listeners.forEach((listener) => listener());

function write(entries: OutboxEntry[]) {
  let answered = 0;
  const kept = entries.filter((entry) => !entry.reference || ++answered <= KEPT);
  localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  notify();
}

/** Newest first. */
export const outboxEntries = () => read();

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A fresh key: randomUUID where the page is a secure context, else 16 random bytes in hex. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer at all (offline, the connection cut) or a gateway's: worth sending again later. */
const isNetworkFailure = (error: unknown) => {
  const status = (error as { status?: number })?.status;
  return error instanceof TypeError || status === 502 || status === 503 || status === 504;
};

function update(key: string, change: (entry: OutboxEntry) => OutboxEntry | null) {
  const entries = read().flatMap((entry) => (entry.key === key ? [change(entry)].filter((e): e is OutboxEntry => e !== null) : [entry]));
  write(entries);
}

/** Sends one entry with its key; stores its reference. A refusal (4xx) removes it and is thrown to the form. */
async function send(entry: OutboxEntry): Promise<OutboxEntry> {
  sending.add(entry.key);
  try {
    const { reference } = await apiFetch<{ reference: string }>(PATHS[entry.kind], {
      method: 'POST',
      body: entry.body,
      headers: { 'Idempotency-Key': entry.key },
    });
    update(entry.key, (stored) => ({ ...stored, reference }));
    return { ...entry, reference };
  } catch (error) {
    if (!isNetworkFailure(error)) update(entry.key, () => null);
    throw error;
  } finally {
    sending.delete(entry.key);
  }
}

/**
 * A form's send: stored in the outbox first, then sent. Answers the entry with its reference; throws `KeptForLater`
 * when there is no network (the entry waits), or the server's refusal (the entry is dropped, the form shows why).
 */
export async function sendOrKeep(kind: OutboxKind, body: Record<string, unknown>, phone: string): Promise<OutboxEntry> {
  const entry: OutboxEntry = { key: newKey(), kind, body, phone, createdAt: new Date().toISOString() };
  write([entry, ...read()]);
  if (!navigator.onLine) throw new KeptForLater(entry);
  try {
    return await send(entry);
  } catch (error) {
    if (isNetworkFailure(error)) throw new KeptForLater(entry);
    throw error;
  }
}

/** Sends every waiting entry once, oldest first (each at most once at a time); failures stay for the next try. */
export async function flushOutbox() {
  const waiting = read().filter((entry) => !entry.reference && !sending.has(entry.key)).reverse();
  for (const entry of waiting) await send(entry).catch(() => undefined);
}

let started = false;

/** Flushes now, whenever the connection returns, and every 30 s while entries wait; follows other tabs' changes. */
export function startOutbox() {
  if (started) return;
  started = true;
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) notify();
  });
  setInterval(() => {
    if (navigator.onLine && read().some((entry) => !entry.reference)) flush();
  }, RETRY_MS);
  flush();
}
