import { apiFetch, downloadFile, type DownloadProgress } from './http';

/** A file column's field (an import field's API name), or null: not imported. */
export type ImportMapping = Record<string, string | null>;

/** One of the file's first rows, as the upload shows them for choosing the header row. */
export interface ImportTopRow {
  row: number;
  cells: string[];
}

/**
 * An uploaded file as the server staged it: its header row (found below any title, or chosen), columns, their
 * mapping, the branch the rows go to and the first rows as they will be stored; the upload's answer also has the
 * file's first rows.
 */
export interface ImportUpload {
  id: number;
  file_name: string;
  rows: number;
  header_row: number;
  columns: string[];
  mapping: ImportMapping;
  branch_id: number | null;
  preview: Record<string, unknown>[];
  /** The preview's rows' numbers in the sheet (below the header row). */
  preview_rows: number[];
  top_rows?: ImportTopRow[];
}

/** What the upload chooses beside the file: the header row (else found) and the branch (else the importer's). */
export interface ImportChoices {
  header_row?: number;
  branch_id?: number | null;
}

export type DuplicateKind = 'mobile_name' | 'registration_no' | 'll_no' | 'dl_no';

/** A row's problem: `row` as in Excel, the field, the file's own column and the cell as written. */
export interface ImportRowError {
  row: number;
  field: string;
  column: string | null;
  value: string | null;
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
  /** Error messages in all (the list holds the first 1,000). */
  error_count: number;
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
  /** Rows whose vehicle went to the owner of an earlier row. */
  added: number;
  skipped: number;
  error?: string | null;
}

export type OnDuplicate = 'skip' | 'update';

const base = (id: number) => `/imports/${id}`;

/** Bulk import from CSV or Excel (/admin/import): upload, map, check, commit, follow, cancel. */
export const importMethods = {
  uploadImport: (file: File, choices: ImportChoices = {}) => {
    const body = new FormData();
    if (choices.header_row) body.append('header_row', String(choices.header_row));
    if (choices.branch_id) body.append('branch_id', String(choices.branch_id));
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

  /** Every error of the last check as CSV (UTF-8 with a BOM) in the UI's language. */
  downloadImportErrors: (id: number, onProgress?: DownloadProgress) => downloadFile(`${base(id)}/errors`, `import-${id}-errors.csv`, onProgress),

  downloadImportReport: (id: number, onProgress?: DownloadProgress) => downloadFile(`${base(id)}/report`, `import-${id}-report.csv`, onProgress),

  downloadImportTemplate: (onProgress?: DownloadProgress) => downloadFile('/imports/template', 'import-template.xlsx', onProgress),
};
