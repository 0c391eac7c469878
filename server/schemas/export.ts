import { Type } from '@sinclair/typebox';
import { Nullable } from './common.js';

/** GET /export/tables: the names of the exportable tables, A to Z. */
export const ExportTableList = Type.Array(Type.String());

/** GET /export/tables/sizes: each exportable table with its rows (null when not known) and bytes, A to Z. */
export const ExportTableSizes = Type.Array(
  Type.Object({ name: Type.String(), rows: Nullable(Type.Integer()), bytes: Type.Integer() }, { additionalProperties: false }),
);

/** GET /export/table/{name}: any text; a name that is not an exportable table answers 404. */
export const ExportTableParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

export const exportSchemas = {
  tables: { response: { 200: ExportTableList } },
  tableSizes: { response: { 200: ExportTableSizes } },
  table: { params: ExportTableParams, produces: ['text/csv'] },
  allAsZip: { produces: ['application/zip'] },
};
