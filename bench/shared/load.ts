/** Runs one kind of request at a fixed concurrency for a while and summarises the latencies. */

export interface Stats {
  /** Successful requests measured. */
  n: number;
  errors: number;
  /** The first distinct error messages. */
  errorMessages: string[];
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  reqPerSec: number;
}

/** `request(worker)` is one request of worker 0…concurrency−1 (a worker may hold its own connection). */
export type Request = (worker: number) => Promise<void>;

export interface Drive {
  samples: number[];
  errors: string[];
  elapsedMs: number;
}

/** Keeps `concurrency` requests in flight until `durationMs` has passed; every worker makes at least one. */
export async function drive(request: Request, concurrency: number, durationMs: number): Promise<Drive> {
  const samples: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const end = started + durationMs;
  const worker = async (index: number) => {
    do {
      const sent = performance.now();
      try {
        await request(index);
        samples.push(performance.now() - sent);
      } catch (error) {
        errors.push((error as Error).message);
      }
    } while (performance.now() < end);
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  return { samples, errors, elapsedMs: performance.now() - started };
}

/** Nearest-rank percentile of ascending samples. */
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.ceil((p / 100) * sorted.length) - 1] : NaN);

/** Sends `request` at `concurrency` for `durationMs`, measuring nothing. */
export async function warmUp(request: Request, concurrency: number, durationMs: number): Promise<void> {
  await drive(request, concurrency, durationMs);
}

/** The latencies of `samples` (sorted in place), the errors and the rate of requests over `elapsedMs`. */
export function summarise(samples: number[], errors: string[], elapsedMs: number): Stats {
  const sorted = samples.sort((a, b) => a - b);
  return {
    n: sorted.length,
    errors: errors.length,
    errorMessages: [...new Set(errors)].slice(0, 3),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, ms) => sum + ms, 0) / (sorted.length || 1),
    max: sorted.at(-1) ?? NaN,
    reqPerSec: sorted.length / (elapsedMs / 1000),
  };
}

/** Warms up for a quarter of `durationMs` (errors counted too), then measures for `durationMs`. */
export async function measure(request: Request, concurrency: number, durationMs: number): Promise<Stats> {
  const warmUp = await drive(request, concurrency, durationMs / 4);
  const { samples, errors, elapsedMs } = await drive(request, concurrency, durationMs);
  return summarise(samples, [...warmUp.errors, ...errors], elapsedMs);
}
