import { DrizzleQueryError } from 'drizzle-orm';
import { HttpError } from './http-errors.js';

export const LINKED_RECORDS = 'Linked records exist. Remove dependent records first.';
export const UNAVAILABLE = 'Service temporarily unavailable. Please try again.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** Unique constraints (named as in the migrations) and the field and message a clash on them answers with. */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  users_phone_unique: ['phone', 'The mobile number has already been taken.'],
  users_email_unique: ['email', 'The email has already been taken.'],
  learner_licences_llNo_unique: ['ll_no', 'The ll no has already been taken.'],
  driving_licences_dlNo_unique: ['dl_no', 'The dl no has already been taken.'],
  vehicles_registrationNo_unique: ['registration_no', 'The registration no has already been taken.'],
  citizens_userId_unique: ['is_self', 'You already have a primary citizen profile.'],
  branches_name_unique: ['name', 'The name has already been taken.'],
};

/** Socket errors of a connection to the database server that is refused, cut or never answered. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres raises these without a code when a connection ends or cannot be had in time. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
/** SQLSTATEs of a server that is shutting down, starting up or out of connections (class 08: connection exceptions). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;

interface PgError { code?: string; constraint?: string; cause?: unknown; message?: string }

/** The error and its causes (Drizzle wraps the driver's error). */
function* causes(error: unknown): Generator<PgError> {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError, depth++) yield e;
}

function pgErrorOf(error: unknown): PgError | undefined {
  for (const e of causes(error)) if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  return undefined;
}

const isUnreachable = (error: unknown) =>
  [...causes(error)].some(
    (e) =>
      CONNECTION_CODES.has(e.code ?? '') ||
      UNAVAILABLE_STATES.test(e.code ?? '') ||
      (!e.code && CONNECTION_MESSAGES.test(e.message ?? '')),
  );

/**
 * Maps database errors to answers: unique and foreign-key violations to 409, an unreachable database to 503 with
 * Retry-After; others pass through.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  if (isUnreachable(error)) return new HttpError(503, UNAVAILABLE, undefined, { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) });
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23505') {
    const [field, message] = UNIQUE_FIELDS[pgError.constraint ?? ''] ?? ['id', 'The record already exists.'];
    return new HttpError(409, message, { [field]: [message] });
  }
  if (pgError?.code === '23503') return new HttpError(409, LINKED_RECORDS);
  return undefined;
}

/** What a log may tell of a database error: names and codes, not values. */
const LOGGED_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** PostgreSQL quotes the values it refuses ('invalid input syntax for type integer: "…"'). */
const withoutQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"');

/** A failed query as it may be logged: see loggableError. */
class QueryFailure extends Error {}

/**
 * An error as it may be logged. A failed query becomes a QueryFailure: the database's message without the values it
 * quotes, the query text without its parameters (Drizzle puts them, password hashes included, in its message and
 * `params`), the error's names and codes but not its `detail`, and the stack frames. Other errors pass as they are.
 */
export function loggableError(error: unknown): unknown {
  const database = pgErrorOf(error) as (PgError & Record<string, unknown>) | undefined;
  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  if (!database && query === undefined) return error;
  const failure = new QueryFailure(withoutQuoted(database?.message ?? (error as Error).cause?.toString() ?? 'Query failed'));
  const frames = (error as Error).stack?.split('\n').filter((line) => line.startsWith('    at ')) ?? [];
  failure.stack = [`QueryFailure: ${failure.message}`, ...frames].join('\n');
  const fields = LOGGED_FIELDS.filter((key) => database?.[key] !== undefined).map((key) => [key, database![key]]);
  return Object.assign(failure, { query }, Object.fromEntries(fields));
}
