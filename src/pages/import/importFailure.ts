import type { ApiErrorBody } from '../../dataProvider/http';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A 422's `errors`: per field (`{file: ['…']}`) or per row (`[{row, field, message}]`), as lines to read. */
const errorLines = (errors: unknown, translate: Translate): string[] => {
  if (Array.isArray(errors))
    return errors.map((error) =>
      typeof error === 'string' ? error : error?.row ? `${translate('imports.check.columns.row')} ${error.row}: ${error.message}` : String(error?.message ?? ''),
    );
  if (errors && typeof errors === 'object') return Object.values(errors).flat().map(String);
  return [];
};

/**
 * What a refused upload, mapping or check tells the user: a file over the limit (413) in the app's own words, the
 * server's message and its listed reasons (422: not CSV or Excel, empty, no header, too many rows, a formula cell…),
 * else the step's fallback.
 */
export function importFailure(error: unknown, translate: Translate, fallback: string): { message: string; details: string[] } {
  const { status, body } = (error ?? {}) as { status?: number; body?: ApiErrorBody };
  if (status === 413) return { message: translate('imports.upload.too_large'), details: [] };
  const message = body?.message || translate(fallback);
  const details = errorLines(body?.errors, translate).filter((line) => line && line !== message);
  return { message, details: [...new Set(details)] };
}
