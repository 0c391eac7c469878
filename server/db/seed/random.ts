/** A small seeded PRNG (mulberry32) so that the same seed always gives the same demo data. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one item (a citizen, a request): the seed mixed with the item's index. */
  static forItem(seed: number, index: number): Random {
    return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks from a table made by `weights`. */
  weighted<T>(table: Weights<T>): T {
    const roll = this.next() * table.total;
    const { cumulative } = table;
    for (let i = 0; i < cumulative.length; i++) if (roll < cumulative[i]) return table.items[i];
    return table.items[table.items.length - 1];
  }

  /** `count` random decimal digits. */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 10);
    return out;
  }
}

export interface Weights<T> {
  items: T[];
  cumulative: number[];
  total: number;
}

/** A weighted choice table from [item, weight] pairs. */
export function weights<T>(choices: readonly (readonly [T, number])[]): Weights<T> {
  let total = 0;
  const cumulative = choices.map(([, weight]) => (total += weight));
  return { items: choices.map(([item]) => item), cumulative, total };
}
