/** Ten colours told apart at a glance (Tableau 10), for series without a colour of their own. */
export const CHART_PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/** Pixels one character of a tick label takes at most (12 px digits and separators, Latin or Devanagari font). */
const CHAR_WIDTH = 7;
/** The gap between the labels and the plot, and the narrowest axis (as it was for counts under 1,00,000). */
export const TICK_GAP = 8;
const MIN_WIDTH = 48;
/** About this many steps up the axis. */
const STEPS = 5;

/** The step between ticks: 1, 2 or 5 times a power of ten, whole, giving about five steps up to `max`. */
function niceStep(max: number) {
  const rough = Math.max(1, max / STEPS);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((times) => times * power).find((step) => step >= rough)!;
}

/**
 * A y axis of whole counts up to `max`, written by `count`: its ticks (from 0 to the first step at or above `max`)
 * and a width fitting its widest label, so lakhs (4,00,000) and crores show whole instead of cut short. The width
 * is reckoned from the characters, not measured, so it holds before a font has loaded.
 */
export function countAxis(count: (value: number) => string, max: number) {
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return { ticks, top, width: Math.max(MIN_WIDTH, TICK_GAP + CHAR_WIDTH * count(top).length) };
}
