/** What every document store shares: the store's interface, the served content types and the path of a new upload. */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

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

/** A `file_path` as uploads make them (`<folder>/<uuid>.<ext>`): the only paths a store serves, backs up or restores. */
const DOCUMENT_PATH = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;
export const isDocumentPath = (filePath: string) => DOCUMENT_PATH.test(filePath);

/** A stored document as a backup lists it. */
export interface StoredDocument {
  path: string;
  bytes: number;
}

/** Where uploaded documents are kept: random names, signed links, removal; listed, read and written whole by backups. */
export interface FileStore {
  /** Writes the upload as `<folder>/<uuid>.<ext>` and answers that path (the record's `file_path`). */
  save(folder: string, upload: StoredUpload): Promise<string>;
  /** Removes stored files; missing ones are ignored. */
  remove(filePaths: (string | null | undefined)[]): Promise<void>;
  /** A link to the file valid for an hour; null without a file. */
  signedUrl(filePath: string | null | undefined, now?: number): Promise<string | null>;
  /** Every stored document with a document's path, one at a time (a bucket's keys page by page). */
  documents(): AsyncIterable<StoredDocument>;
  /** The bytes of a stored document, streamed. */
  read(filePath: string): Promise<Readable>;
  /** Writes `body` as the document at `filePath` (a restore), streamed; one already there is replaced. */
  write(filePath: string, body: Readable): Promise<void>;
}

/** Where a new upload is stored, in either store: `<folder>/<uuid>.<ext>`, a name nobody can guess. */
export const newFilePath = (folder: string, { ext }: StoredUpload) => `${folder}/${randomUUID()}.${ext}`;
