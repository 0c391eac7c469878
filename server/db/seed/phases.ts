/** One timed step of a seed: the rows, an index, a derived table. Steps on two connections overlap. */
export interface SeedPhase {
  name: string;
  /** Milliseconds from the start of the seed. */
  startMs: number;
  ms: number;
}

/** Times the steps of one seed. */
export class PhaseClock {
  readonly phases: SeedPhase[] = [];
  private readonly origin = performance.now();

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.phases.push({ name, startMs: start - this.origin, ms: performance.now() - start });
    }
  }
}
