import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { tableCsv, tablesZip } from '../../../lib/reports/csv-export.js';
import { EXPORT_TABLES, exportTableSizes } from '../../../lib/reports/export-tables.js';
import { notFound } from '../../../lib/http/http-errors.js';
import { exportSchemas } from '../../../schemas/export.js';

const attachment = (reply: FastifyReply, type: string, fileName: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`);

/**
 * GET /api/export/tables, /api/export/tables/sizes (rows and bytes), /api/export/table/{name} (CSV) and
 * /api/export/all-as-zip: admin only, streamed.
 */
const dataExport: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/tables', { onRequest: adminOnly, schema: exportSchemas.tables }, async () => [...EXPORT_TABLES.keys()]);

  app.get('/tables/sizes', { onRequest: adminOnly, schema: exportSchemas.tableSizes }, async (request) => exportTableSizes(request.readDatabase.db));

  app.get('/table/:name', { onRequest: adminOnly, schema: exportSchemas.table }, async (request, reply) => {
    const table = EXPORT_TABLES.get(request.params.name);
    if (!table) throw notFound();
    return attachment(reply, 'text/csv; charset=utf-8', `${table.name}.csv`).send(tableCsv(request.readDatabase, table));
  });

  app.get('/all-as-zip', { onRequest: adminOnly, schema: exportSchemas.allAsZip }, async (request, reply) =>
    attachment(reply, 'application/zip', 'parivahan-desk-export.zip').send(await tablesZip(request.readDatabase, [...EXPORT_TABLES.values()])),
  );
};
export default dataExport;
