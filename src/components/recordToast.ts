import type { TranslateFunction } from 'react-admin';

/** A kind of record a toast or a delete confirmation names (feedback.kinds). */
export type RecordKind = 'citizen' | 'll' | 'dl' | 'vehicles' | 'user' | 'branch' | (string & {});

/** 'LL CG13/0000001/2016', 'insurance policy P123': the kind's word and the record's number or name. */
export const recordWhat = (kind: RecordKind, name: string, translate: TranslateFunction) =>
  `${translate(`feedback.kinds.${kind}`)} ${name}`.trim();

/** The toast of a save or delete naming the record: 'LL CG13/0000001/2016 added', 'Vehicle CG04AB1234 updated'. */
export function recordToast(change: 'added' | 'updated' | 'deleted', kind: RecordKind, name: string, translate: TranslateFunction): string {
  const text = translate(`feedback.${change}`, { what: recordWhat(kind, name, translate) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
