import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import type { Db } from '../../../db/client.js';
import * as schema from '../../../db/schema/index.js';

/** Row counts of the account tables, to prove a refused request changed nothing. */
export async function accountRowCounts(db: Db) {
  const tables: Record<string, PgTable> = {
    users: schema.users,
    api_tokens: schema.apiTokens,
    citizens: schema.citizens,
    password_resets: schema.passwordResets,
    messages: schema.messages,
    audit_log: schema.auditLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    counts[name] = count;
  }
  return counts;
}

/** The outbox row of the mail to `recipient`, once its delivery attempt is recorded (mails go out after the answer). */
export function attemptedMail(db: Db, recipient: string) {
  return vi.waitFor(async () => {
    const [row] = await db.select().from(schema.messages).where(eq(schema.messages.recipient, recipient));
    expect(row?.attempts).toBe(1);
    return row;
  }, { timeout: 15_000 });
}

type Payload = Record<string, unknown>;

/** Sends each payload and expects 422 with exactly its field errors. */
export async function expectFieldErrors(
  send: (payload: Payload) => Promise<LightMyRequestResponse>,
  cases: [Payload, Record<string, string[]>][],
) {
  for (const [payload, errors] of cases) {
    const response = await send(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    expect(response.json().errors).toEqual(errors);
  }
}

let clientCounter = 0;
/** A client address of its own, so the per-IP rate limits of one test do not spill into another. */
export const nextClientIp = () => {
  clientCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
};

export const PASSWORD = 'secret123';

/**
 * Five wrong passwords through `send` answer 422; the sixth try, even with the right password, 429 with
 * Retry-After and the lock-out message on `field`.
 */
export async function expectLockOut(send: (password: string) => Promise<LightMyRequestResponse>, field: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await send(`wrong-${attempt}`)).statusCode, `wrong try ${attempt}`).toBe(422);
  }
  const locked = await send(PASSWORD);
  expect(locked.statusCode).toBe(429);
  const message = 'Too many failed login attempts. Please try again in 15 minutes.';
  expect(locked.json()).toEqual({ message, errors: { [field]: [message] } });
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
}
