import type { TranslateFunction } from 'react-admin';
import { errorMessage } from '../dataProvider/http';

const REASONS: Record<number, string> = {
  404: 'citizens.delete_errors.not_found',
  403: 'citizens.delete_errors.forbidden',
  409: 'citizens.delete_errors.linked',
};

/** doc1 §8: the label plus a reason for 404/403/409, otherwise the server's message or the label alone. */
export function deleteErrorMessage(error: unknown, label: string, translate: TranslateFunction): string {
  const reason = REASONS[(error as { status?: number })?.status ?? 0];
  if (reason) return `${translate(label)} ${translate(reason)}`;
  return errorMessage(error, translate(label));
}
