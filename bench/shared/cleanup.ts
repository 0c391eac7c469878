/** Undo steps run last-in first-out, once: at the end, on failure, and on Ctrl-C (SIGINT) or SIGTERM. */
export class Cleanup {
  private steps: (() => unknown)[] = [];
  private running?: Promise<void>;
  interrupted = false;

  constructor() {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        this.interrupted = true;
        console.error(`\n${signal}: cleaning up`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  add(step: () => unknown): void {
    this.steps.push(step);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step();
        } catch (error) {
          console.error(`cleanup: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }

  /** Runs the bench, then the undo steps; exits 0 when the bench answered true, 1 when it answered false or threw. */
  async exitAfter(bench: () => Promise<boolean>): Promise<never> {
    let ok = false;
    try {
      ok = await bench();
    } catch (error) {
      if (!this.interrupted) console.error(`\n${(error as Error).stack ?? error}`);
    } finally {
      await this.run();
    }
    process.exit(ok ? 0 : 1);
  }
}
