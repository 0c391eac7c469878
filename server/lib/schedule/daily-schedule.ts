import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../http/db-errors.js';
import { indiaClock } from './india-clock.js';

/** How often a daily schedule looks whether today's run is due (or unfinished, after a restart). */
const TICK_MS = 60_000;

export interface DailySchedule {
  /** What runs, for the log ('Reminder run', 'Backup run'). */
  name: string;
  /** The first minute after midnight in India the day's run may start. */
  startMinute: number;
  /**
   * Called every minute from `startMinute` to midnight with India's date and minute: it does the day's work unless
   * that is done (each caller keeps its own record of what a day has done).
   */
  tick(today: { date: string; minutes: number }): Promise<void>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * Ticks once now and then every minute, never two ticks at once; a failed tick is logged and the next minute
 * tries again. Answers a stop that waits for a tick in progress.
 */
export function startDailySchedule({ name, startMinute, tick, log, clock = () => new Date() }: DailySchedule) {
  let running: Promise<void> | null = null;
  const onTick = () => {
    const today = indiaClock(clock());
    if (today.minutes < startMinute) return;
    running ??= tick(today)
      .catch((error: unknown) => log.error({ err: loggableError(error) }, `${name} failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(onTick, TICK_MS);
  timer.unref();
  onTick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
