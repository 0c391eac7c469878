import type { FastifyInstance } from 'fastify';
import { loggableError } from './db-errors.js';

/**
 * Work that runs after the answer has gone out (so its time does not show in the answer's), for the routes of `app`:
 * a failure is logged, and closing the app waits for what is still running.
 */
export function backgroundTasks(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return (name: string, work: () => Promise<unknown>) => {
    const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: loggableError(error) }, `${name} failed`),
      )
      .finally(() => running.delete(task));
    running.add(task);
  };
}
