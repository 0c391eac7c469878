import type { components } from '../api/schema';
import { callApi } from './api';
import { apiFetch, downloadFile, type DownloadProgress } from './http';

type Schemas = components['schemas'];

/** A file column's field (an import field's API name), or null: not imported. */
export type ImportMapping = Schemas['ImportPreview']['mapping'];

/**
 * An uploaded file as the server staged it: its header row (found below any title, or chosen), columns, their
 * mapping, the branch the rows go to and the first rows as they will be stored; the upload's answer also has the
 * file's first rows (`top_rows`), for choosing the header row.
 */
export type ImportUpload = Schemas['ImportPreview'] & Partial<Pick<Schemas['ImportUpload'], 'top_rows'>>;
export type ImportTopRow = Schemas['ImportUpload']['top_rows'][number];

/** What the upload chooses beside the file: the header row (else found) and the branch (else the importer's). */
export interface ImportChoices {
  header_row?: number;
  branch_id?: number | null;
}

export type ImportCheck = Schemas['ImportCheck'];
/** A row's problem: `row` as in Excel, the field, the file's own column and the cell as written. */
export type ImportRowError = ImportCheck['errors'][number];
/** A row matching a citizen in the database (`existing_id`) or an earlier row of the same file (null). */
export type ImportDuplicate = ImportCheck['duplicates'][number];

export type ImportProgress = Schemas['ImportProgress'];
export type ImportStatus = ImportProgress['status'];

export type OnDuplicate = 'skip' | 'update';

const base = (id: number) => `/imports/${id}`;

/** Bulk import from CSV or Excel (/admin/import): upload, map, check, commit, follow, cancel. */
export const importMethods = {
  uploadImport: (file: File, choices: ImportChoices = {}) => {
    const body = new FormData();
    if (choices.header_row) body.append('header_row', String(choices.header_row));
    if (choices.branch_id) body.append('branch_id', String(choices.branch_id));
    body.append('file', file, file.name);
    return callApi('post', '/api/imports', { body });
  },

  /** Saves the mapping (remembered for this user's next file) and answers the new preview. */
  mapImport: (id: number, mapping: ImportMapping): Promise<ImportUpload> => callApi('put', '/api/imports/{id}/mapping', { path: { id }, body: { mapping } }),

  checkImport: (id: number) => callApi('post', '/api/imports/{id}/check', { path: { id } }),

  /** Starts writing the rows (202); follow it with getImport. */
  commitImport: (id: number, onDuplicate: OnDuplicate) =>
    callApi('post', '/api/imports/{id}/commit', { path: { id }, body: { on_duplicate: onDuplicate } }),

  getImport: (id: number) => callApi('get', '/api/imports/{id}', { path: { id } }),

  /** Discards the import; a running commit is rolled back. */
  cancelImport: (id: number) => apiFetch<void>(base(id), { method: 'DELETE' }),

  /** Every error of the last check as CSV (UTF-8 with a BOM) in the UI's language. */
  downloadImportErrors: (id: number, onProgress?: DownloadProgress) => downloadFile(`${base(id)}/errors`, `import-${id}-errors.csv`, onProgress),

  downloadImportReport: (id: number, onProgress?: DownloadProgress) => downloadFile(`${base(id)}/report`, `import-${id}-report.csv`, onProgress),

  downloadImportTemplate: (onProgress?: DownloadProgress) => downloadFile('/imports/template', 'import-template.xlsx', onProgress),
};
