import type { TranslateFunction } from 'react-admin';

/** A kind of record a toast or a delete confirmation names (feedback.kinds, feedback.toasts). */
export type RecordKind = 'citizen' | 'll' | 'dl' | 'vehicles' | 'user' | 'branch' | (string & {});

/** A save or a delete, as feedback.toasts words it; `deleted_in_list` is a citizen's delete from the citizen list. */
export type RecordChange = 'added' | 'updated' | 'deleted' | 'deleted_in_list';

/** 'LL CG13/0000001/2016', 'insurance policy P123': the kind's word and the record's number or name. */
export const recordWhat = (kind: RecordKind, name: string, translate: TranslateFunction) =>
  `${translate(`feedback.kinds.${kind}`)} ${name}`.trim();

/**
 * The toast of a save or delete as the documents quote it ('LL record added'), the record's number or name on a second
 * line ('LL record added\nCG13/0000001/2016'; the toast keeps line breaks).
 */
export const recordToast = (change: RecordChange, kind: RecordKind, name: string, translate: TranslateFunction): string =>
  [translate(`feedback.toasts.${kind}.${change}`), name.trim()].filter(Boolean).join('\n');
