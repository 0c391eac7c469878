const DAY_MS = 86_400_000;

/** Dates relative to the day the seed runs, as 'yyyy-mm-dd' strings, precomputed for speed. */
export class Calendar {
  private readonly days: string[] = [];
  private readonly years: number[] = [];
  private readonly months: number[] = [];
  private readonly dates: number[] = [];
  private readonly base: number;
  private readonly monthCache = new Map<number, number>();
  readonly today: string;

  /** Covers `past` days before and `future` days after `today`. */
  constructor(today: Date, private readonly past = 28_500, future = 7_500) {
    this.base = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
    for (let offset = -past; offset <= future; offset++) {
      const date = new Date(this.base + offset * DAY_MS);
      this.days.push(date.toISOString().slice(0, 10));
      this.years.push(date.getUTCFullYear());
      this.months.push(date.getUTCMonth());
      this.dates.push(date.getUTCDate());
    }
    this.today = this.day(0);
  }

  /** The date `offset` days from today (negative: in the past). */
  day(offset: number): string {
    const value = this.days[offset + this.past];
    if (value === undefined) throw new RangeError(`Day offset ${offset} is outside the calendar`);
    return value;
  }

  year(offset: number): number {
    return this.years[offset + this.past];
  }

  /** The offset of the date `months` calendar months after the one at `offset` (day clamped to the month's end). */
  addMonths(offset: number, months: number): number {
    const key = offset * 10_000 + months;
    let result = this.monthCache.get(key);
    if (result === undefined) this.monthCache.set(key, (result = this.computeAddMonths(offset, months)));
    return result;
  }

  private computeAddMonths(offset: number, months: number): number {
    const at = offset + this.past;
    const year = this.years[at];
    const month = this.months[at] + months;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return Math.round((Date.UTC(year, month, Math.min(this.dates[at], lastDay)) - this.base) / DAY_MS);
  }
}
