const MINUTE_MS = 60_000;

/**
 * Housekeeping run alongside the work that needs it, at most once a minute per instance and never awaited: `work`
 * is idempotent (a DELETE of ended rows), so instances running it at once do no harm, and a failed run (the database
 * away) is simply tried again at the next call.
 */
export function atMostEveryMinute<Arg>(work: (arg: Arg) => PromiseLike<unknown>): (arg: Arg) => void {
  let last = -Infinity;
  return (arg) => {
    const now = Date.now();
    if (now - last < MINUTE_MS) return;
    last = now;
    Promise.resolve(work(arg)).catch(() => {
      last = -Infinity;
    });
  };
}
