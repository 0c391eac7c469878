import { DrizzleQueryError } from 'drizzle-orm';
import { HttpError } from './http-errors.js';

export const LINKED_RECORDS = 'Linked records exist. Remove dependent records first.';

/** Unique constraints (named as in the migrations) and the field and message a clash on them answers with. */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  users_phone_unique: ['phone', 'The phone has already been taken.'],
  users_email_unique: ['email', 'The email has already been taken.'],
  learner_licences_llNo_unique: ['ll_no', 'The ll no has already been taken.'],
  driving_licences_dlNo_unique: ['dl_no', 'The dl no has already been taken.'],
  vehicles_registrationNo_unique: ['registration_no', 'The registration no has already been taken.'],
  citizens_userId_unique: ['is_self', 'You already have a primary citizen profile.'],
  branches_name_unique: ['name', 'The name has already been taken.'],
};

interface PgError { code?: string; constraint?: string; cause?: unknown; message?: string }

function pgErrorOf(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/** Maps PostgreSQL unique and foreign-key violations to 409 answers; other errors pass through. */
export function fromDatabaseError(error: unknown): HttpError | undefined {
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
