import type { ApiErrorBody } from '../../dataProvider/http';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A 422's `errors` as lines to read: a row's (key '5.mobile') as 'Row 5: …', a file's or mapping's as they are. */
const errorLines = (errors: unknown, translate: Translate): string[] => {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, messages]) => {
    const row = /^(\d+)\./.exec(key)?.[1];
    return [messages].flat().map((message) => (row ? `${translate('imports.check.row_n', { row })}: ${message}` : String(message)));
  });
};

/**
 * What a refused upload, mapping, check or commit tells the user: a file over the limit (413) in the app's own words,
 * the server's message and its listed reasons (422: not CSV or Excel, empty, no header, too many rows, a formula
 * cell, rows with errors…), else the step's fallback.
 */
export function importFailure(error: unknown, translate: Translate, fallback: string): { message: string; details: string[] } {
  const { status, body } = (error ?? {}) as { status?: number; body?: ApiErrorBody };
  if (status === 413) return { message: translate('imports.upload.too_large'), details: [] };
  const message = body?.message || translate(fallback);
  const details = errorLines(body?.errors, translate).filter((line) => line && line !== message);
  return { message, details: [...new Set(details)] };
}
