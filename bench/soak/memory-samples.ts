import type { ServerMemory } from '../shared/child-server.js';
import { markdownTable } from '../shared/table.js';

/** The server's memory at one moment of the soak. */
export interface MemorySample extends ServerMemory {
  /** Seconds since the traffic started. */
  atS: number;
  /** Requests answered so far. */
  requests: number;
}

/** Settled: the RSS over the last half of the run grew by at most this share. */
export const SETTLED_GROWTH = 0.05;

/**
 * The RSS growth over the second half of the run: the last sample against the sample nearest the middle
 * (a 10-minute soak: its last 5 minutes).
 */
export function lateGrowth(samples: MemorySample[]): { fromS: number; growth: number } | null {
  if (samples.length < 3) return null;
  const last = samples.at(-1)!;
  const middle = samples.reduce((best, sample) => (Math.abs(sample.atS - last.atS / 2) < Math.abs(best.atS - last.atS / 2) ? sample : best));
  return { fromS: middle.atS, growth: (last.rssMb - middle.rssMb) / middle.rssMb };
}

export function memoryLines(samples: MemorySample[]): string[] {
  const rows = samples.map((s) => [String(Math.round(s.atS)), String(s.requests), s.rssMb.toFixed(1), s.peakMb.toFixed(1)]);
  const growth = lateGrowth(samples);
  const verdict = growth
    ? `RSS growth from ${growth.fromS.toFixed(0)} s to the end: ${(growth.growth * 100).toFixed(1)}% (settled: ≤ ${SETTLED_GROWTH * 100}%)`
    : 'RSS growth: too few samples (run at least two minutes)';
  return ['Server memory (VmRSS, VmHWM) every minute:', ...markdownTable(['s', 'requests', 'RSS MB', 'peak MB'], rows, 0), verdict];
}
