import { summarise, type Stats } from '../shared/load.js';

/** Latencies and errors per label; a request counts under every label it is timed with. */
export class Tally {
  private readonly samples = new Map<string, number[]>();
  private readonly errors = new Map<string, string[]>();

  /** Runs `request`, timing it under `labels` when it succeeds; counts and rethrows its error otherwise. */
  async time(labels: string[], request: () => Promise<unknown>): Promise<void> {
    const sent = performance.now();
    try {
      await request();
    } catch (error) {
      for (const label of labels) listOf(this.errors, label).push((error as Error).message);
      throw error;
    }
    const elapsed = performance.now() - sent;
    for (const label of labels) listOf(this.samples, label).push(elapsed);
  }

  /** Requests answered and failed so far under `label`. */
  count(label: string): { answered: number; failed: number } {
    return { answered: this.samples.get(label)?.length ?? 0, failed: this.errors.get(label)?.length ?? 0 };
  }

  /** Every label's statistics over `elapsedMs`, in the order the labels first appeared. */
  stats(elapsedMs: number): Record<string, Stats> {
    const labels = new Set([...this.samples.keys(), ...this.errors.keys()]);
    return Object.fromEntries([...labels].map((label) => [label, summarise(this.samples.get(label) ?? [], this.errors.get(label) ?? [], elapsedMs)]));
  }
}

function listOf<T>(map: Map<string, T[]>, label: string): T[] {
  let list = map.get(label);
  if (!list) map.set(label, (list = []));
  return list;
}
