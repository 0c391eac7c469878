/** Ten colours told apart at a glance (Tableau 10), for series without a colour of their own. */
export const CHART_PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/** Pixels one character of a tick label takes at most (12 px digits and separators, Latin or Devanagari font). */
const CHAR_WIDTH = 7;
/** The tick and the gap beside the labels, and the narrowest axis (as it was for counts under 1,00,000). */
const TICK_AND_GAP = 8;
const MIN_WIDTH = 48;

/**
 * A y axis of whole counts up to `max`, written by `count`, wide enough for its top tick's label, so lakhs
 * (4,00,000) and crores show whole instead of cut short. The top tick rounds `max` up by at most a quarter;
 * the width is reckoned from the characters, not measured, so it holds before a font has loaded.
 */
export function countAxis(count: (value: number | null) => string, max: number) {
  const widest = count(Math.ceil(max * 1.25)).length;
  return { valueFormatter: count, tickMinStep: 1, width: Math.max(MIN_WIDTH, TICK_AND_GAP + CHAR_WIDTH * widest) };
}
