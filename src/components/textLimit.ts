import type { Translate } from '../i18n/translations';

/** From this share of the limit on, a one-line input shows its counter (a multi-line one always does). */
const COUNTER_FROM = 0.8;

/**
 * What a limited text input says below it: its hint, then '180 / 255' (always when it holds several lines, once it is
 * nearly full otherwise); the hint alone (or nothing) while the counter is not due.
 */
export function limitHint(length: number, max: number, multiline: boolean | undefined, hint: string | undefined, translate: Translate) {
  if (!multiline && length < max * COUNTER_FROM) return hint;
  const counter = translate('shell.counter', { count: length, max });
  return hint ? `${hint} · ${counter}` : counter;
}
