/** What every document store shares: the store's interface, the served content types and the path of a new upload. */
import { randomUUID } from 'node:crypto';

/** How long a signed document link stays valid. */
export const LINK_TTL_SECONDS = 60 * 60;

/** The content type a stored document is served with, by its extension. */
export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export interface StoredUpload {
  buffer: Buffer;
  ext: string;
}

/** Where uploaded documents are kept: random names, signed links, removal. */
export interface FileStore {
  /** Writes the upload as `<folder>/<uuid>.<ext>` and answers that path (the record's `file_path`). */
  save(folder: string, upload: StoredUpload): Promise<string>;
  /** Removes stored files; missing ones are ignored. */
  remove(filePaths: (string | null | undefined)[]): Promise<void>;
  /** A link to the file valid for an hour; null without a file. */
  signedUrl(filePath: string | null | undefined, now?: number): Promise<string | null>;
}

/** Where a new upload is stored, in either store: `<folder>/<uuid>.<ext>`, a name nobody can guess. */
export const newFilePath = (folder: string, { ext }: StoredUpload) => `${folder}/${randomUUID()}.${ext}`;
