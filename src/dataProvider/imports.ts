import { apiFetch, downloadFile, type DownloadProgress } from './http';

/** A file column's field (an import field's API name), or null: not imported. */
export type ImportMapping = Record<string, string | null>;

/** An uploaded file as the server staged it: its columns, their mapping and the first rows as they will be stored. */
export interface ImportUpload {
  id: number;
  file_name: string;
  rows: number;
  columns: string[];
  mapping: ImportMapping;
  preview: Record<string, unknown>[];
}

export type DuplicateKind = 'mobile_name' | 'registration_no' | 'll_no' | 'dl_no';

/** A row's problem: `row` as in Excel (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** A row matching a citizen in the database (`existing_id`) or an earlier row of the same file (null). */
export interface ImportDuplicate {
  row: number;
  kind: DuplicateKind;
  existing_id: number | null;
}

export interface ImportCheck {
  rows: number;
  valid: number;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
}

export type ImportStatus = 'checking' | 'ready' | 'committing' | 'done' | 'failed' | 'cancelled';

export interface ImportProgress {
  id: number;
  file_name: string;
  status: ImportStatus;
  done: number;
  total: number;
  created: number;
  updated: number;
  skipped: number;
  error?: string | null;
}

export type OnDuplicate = 'skip' | 'update';

const base = (id: number) => `/imports/${id}`;

/** Bulk import from CSV or Excel (/admin/import): upload, map, check, commit, follow, cancel. */
export const importMethods = {
  uploadImport: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return apiFetch<ImportUpload>('/imports', { method: 'POST', body });
  },

  /** Saves the mapping (remembered for this user's next file) and answers the new preview. */
  mapImport: (id: number, mapping: ImportMapping) => apiFetch<ImportUpload>(`${base(id)}/mapping`, { method: 'PUT', body: { mapping } }),

  checkImport: (id: number) => apiFetch<ImportCheck>(`${base(id)}/check`, { method: 'POST' }),

  /** Starts writing the rows (202); follow it with getImport. */
  commitImport: (id: number, onDuplicate: OnDuplicate) =>
    apiFetch<unknown>(`${base(id)}/commit`, { method: 'POST', body: { on_duplicate: onDuplicate } }),

  getImport: (id: number) => apiFetch<ImportProgress>(base(id)),

  /** Discards the import; a running commit is rolled back. */
  cancelImport: (id: number) => apiFetch<void>(base(id), { method: 'DELETE' }),

  downloadImportReport: (id: number, onProgress?: DownloadProgress) => downloadFile(`${base(id)}/report`, `import-${id}-report.csv`, onProgress),

  downloadImportTemplate: (onProgress?: DownloadProgress) => downloadFile('/imports/template', 'import-template.xlsx', onProgress),
};
