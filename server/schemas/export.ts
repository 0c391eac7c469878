import { Type } from '@sinclair/typebox';

/** GET /export/tables: the names of the exportable tables, A to Z. */
export const ExportTableList = Type.Array(Type.String());

/** GET /export/table/{name}: any text; a name that is not an exportable table answers 404. */
export const ExportTableParams = Type.Object({ name: Type.String({ maxLength: 100 }) });

export const exportSchemas = {
  tables: { response: { 200: ExportTableList } },
  table: { params: ExportTableParams },
};
