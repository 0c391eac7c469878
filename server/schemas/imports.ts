import { Type } from '@sinclair/typebox';
import { IMPORT_STATUSES } from '../db/schema/imports.js';
import { Id, IdParams, Nullable, OneOf, type FormUpload } from './common.js';
import { named } from './named.js';

/** Schemas of the bulk import (issue 23): upload, mapping, check, commit and its progress, cancel, report, template. */

const Mapping = Type.Record(Type.String(), Nullable(Type.String({ maxLength: 100 })));

const MappingAnswer = named('ImportPreview', Type.Object({
  id: Id,
  file_name: Type.String(),
  /** Data rows of the file (the header row not counted). */
  rows: Type.Integer(),
  /** The number of the file's header row (found below any title rows, or chosen). */
  header_row: Type.Integer(),
  /** The header row, in order. */
  columns: Type.Array(Type.String()),
  mapping: Mapping,
  /** The branch the rows go to unless a row names one (null: none). */
  branch_id: Nullable(Type.Integer()),
  /** The first 20 rows as they would be stored, by field. */
  preview: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** The preview's rows' numbers in the sheet. */
  preview_rows: Type.Array(Type.Integer()),
}));

/** The upload's answer: the mapping, and the file's first rows (the header row among them) for choosing another. */
const UploadAnswer = named(
  'ImportUpload',
  Type.Intersect([MappingAnswer, Type.Object({ top_rows: Type.Array(Type.Object({ row: Type.Integer(), cells: Type.Array(Type.String()) })) })]),
);

const CheckAnswer = named('ImportCheck', Type.Object({
  rows: Type.Integer(),
  valid: Type.Integer(),
  /** Error messages in all (a row may have several). */
  error_count: Type.Integer(),
  /** The first 1,000 errors, by row as the sheet numbers it: the field, the file's own column and the cell as written. */
  errors: Type.Array(
    Type.Object({ row: Type.Integer(), field: Type.String(), column: Nullable(Type.String()), value: Nullable(Type.String()), message: Type.String() }),
  ),
  /** Rows repeating a citizen of the database (`existing_id`) or an earlier row of the file (`existing_id` null). */
  duplicates: Type.Array(
    Type.Object({ row: Type.Integer(), kind: OneOf(['mobile_name', 'registration_no', 'll_no', 'dl_no'] as const), existing_id: Nullable(Type.Integer()) }),
  ),
}));

const StatusAnswer = named('ImportProgress', Type.Object({
  id: Id,
  file_name: Type.String(),
  status: OneOf(IMPORT_STATUSES),
  done: Type.Integer(),
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  /** Rows whose vehicle went to the owner of an earlier row. */
  added: Type.Integer(),
  skipped: Type.Integer(),
  error: Nullable(Type.String()),
}));

const file = {
  description:
    'A .csv (UTF-8, Windows-1252 or UTF-16) or .xlsx file (multipart field `file`), up to 20 MB and 200,000 rows; optional fields ' +
    '`header_row` (1–20; else the first row naming known fields) and `branch_id` (the rows\' branch unless a row names one).',
};

export const importSchemas = {
  upload: {
    consumes: ['multipart/form-data'],
    description: file.description,
    'x-form': {
      file: 'A .csv or .xlsx file of at most 20 MB.',
      fields: { header_row: { type: 'integer', minimum: 1, maximum: 20 }, branch_id: { type: 'integer', minimum: 1 } },
      required: ['file'],
    } satisfies FormUpload,
    response: { 201: UploadAnswer },
  },
  mapping: { params: IdParams, body: Type.Object({ mapping: Mapping }), response: { 200: MappingAnswer } },
  check: { params: IdParams, response: { 200: CheckAnswer } },
  commit: { params: IdParams, body: Type.Object({ on_duplicate: OneOf(['skip', 'update'] as const) }), response: { 202: StatusAnswer } },
  show: { params: IdParams, response: { 200: StatusAnswer } },
  cancel: { params: IdParams, response: { 204: Type.Null() } },
  report: { params: IdParams, produces: ['text/csv'] },
  errors: { params: IdParams, produces: ['text/csv'] },
  template: { produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
};
