import { apiFetch, downloadFile, type DownloadProgress } from './http';

export interface ExportTableSize {
  name: string;
  rows: number | null;
  bytes: number;
}

/** The admin's data export (doc2 §7): the table list, one CSV per table, everything as one ZIP. */
export const exportMethods = {
  /** Each exportable table with its rows (null when not known) and size, A to Z. */
  getExportTableSizes: () => apiFetch<ExportTableSize[]>('/export/tables/sizes'),

  exportTable: (table: string, onProgress?: DownloadProgress) =>
    downloadFile(`/export/table/${encodeURIComponent(table)}`, `${table}.csv`, onProgress),

  exportAllAsZip: (onProgress?: DownloadProgress) => downloadFile('/export/all-as-zip', 'export.zip', onProgress),
};
