import { apiFetch, downloadFile, type DownloadProgress } from './http';

/** The admin's data export (doc2 §7): the table list, one CSV per table, everything as one ZIP. */
export const exportMethods = {
  getExportTables: () => apiFetch<string[]>('/export/tables'),

  exportTable: (table: string, onProgress?: DownloadProgress) =>
    downloadFile(`/export/table/${encodeURIComponent(table)}`, `${table}.csv`, onProgress),

  exportAllAsZip: (onProgress?: DownloadProgress) => downloadFile('/export/all-as-zip', 'export.zip', onProgress),
};
