import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsAppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loggableError } from '../http/db-errors.js';
import { claimDue, failAbandonedSends, finishAttempt, releaseClaims, startAttempt } from './outbox.js';
import type { WhatsAppTransport } from './whatsapp-transport.js';

export interface OutboxWorker {
  /** Looks for due messages now (called after each insert) instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void>;
}

/** The delay before retry number `attempts` (1, 2, …): the base doubled each time; null when none is left. */
export function retryDelayMs(config: Pick<WhatsAppConfig, 'retryBaseMs' | 'maxAttempts'>, attempts: number): number | null {
  return attempts < config.maxAttempts ? config.retryBaseMs * 2 ** (attempts - 1) : null;
}

/**
 * Sends the WhatsApp outbox (lib/messaging/outbox.ts), polling every `pollMs` and whenever woken, until stopped;
 * reminder digests wait while `holdReminders()` (quiet hours).
 */
export function startOutboxWorker(
  db: Db,
  config: WhatsAppConfig,
  transport: WhatsAppTransport,
  log: FastifyBaseLogger,
  holdReminders: () => boolean = () => false,
): OutboxWorker {
  const worker = `worker-${randomUUID()}`;
  let running = true;
  let woken = false;
  let interrupt: (() => void) | null = null;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, config.pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  /** Sends everything due; answers when a claim comes back empty. */
  const drain = async () => {
    const abandoned = await failAbandonedSends(db);
    if (abandoned) log.warn({ abandoned }, 'WhatsApp messages whose sender stopped mid-send marked failed');
    const claim = () => claimDue(db, worker, holdReminders());
    for (let batch = await claim(); batch.length && running; batch = await claim()) {
      for (const message of batch) {
        if (!running) break;
        if (!(await startAttempt(db, worker, message.id))) continue;
        const outcome = await transport(message);
        const attempts = message.attempts + 1;
        const retryIn = outcome.ok || !outcome.retry ? null : retryDelayMs(config, attempts);
        if (!outcome.ok) log.warn({ messageId: message.id, attempts, retryIn, error: outcome.error }, 'WhatsApp send failed');
        await finishAttempt(db, worker, message.id, outcome, retryIn);
      }
    }
  };

  const loop = (async () => {
    while (running) {
      woken = false;
      try {
        await drain();
      } catch (error) {
        log.error({ err: loggableError(error) }, 'WhatsApp outbox round failed');
      }
      if (running && !woken) await sleep();
    }
    await releaseClaims(db, worker).catch((error: unknown) => log.error({ err: loggableError(error) }, 'WhatsApp outbox claims not released'));
  })();

  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      running = false;
      interrupt?.();
      await loop;
    },
  };
}
