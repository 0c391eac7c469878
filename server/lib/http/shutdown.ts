import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** How long requests under way may take to finish once the server is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the server: no new connections, requests under way finish, the WhatsApp outbox worker finishes the message
 * it is sending (plugins/app/outbox.ts), then the database closes. Answers false when
 * that took longer than `graceMs` and the connections left were cut.
 */
export async function closeGracefully(app: FastifyInstance, database: Database, graceMs = SHUTDOWN_GRACE_MS): Promise<boolean> {
  // A keep-alive connection whose request has just been answered would otherwise hold the close for its idle timeout.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    const closed = app.close().then(() => database.close()).then(() => true);
    if (await Promise.race([closed, sleep(graceMs, false, { ref: false })])) return true;
    app.log.warn(`requests still under way after ${graceMs / 1000} s: closing their connections`);
    app.server.closeAllConnections();
    return false;
  } finally {
    clearInterval(closeIdle);
  }
}
