import type { Readable } from 'node:stream';
import type { Digest } from '../storage/digest.js';
import { digesting } from '../storage/digest.js';
import type { AnyFileStore } from '../storage/index.js';

/**
 * A backup is one ZIP: `database.sql` (the plain SQL dump, deflated), `documents/<file_path>` for every stored
 * document (stored as they are: PDFs and images gain nothing from deflate) and `manifest.json` last, which lists the
 * dump and every document with its size and SHA-256, as read while they were written.
 */
export const ARCHIVE_DUMP = 'database.sql';
export const ARCHIVE_MANIFEST = 'manifest.json';
export const ARCHIVE_DOCUMENTS = 'documents/';
const FORMAT = 'parivahan-desk-backup';

export interface ManifestDocument extends Digest {
  path: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  created_at: string;
  /** Where the documents were copied from: the storage folder, or the bucket named. */
  storage: { kind: 'local' } | { kind: 's3'; bucket: string };
  database: Digest & { file: typeof ARCHIVE_DUMP };
  documents: ManifestDocument[];
}

/** Whether `value` (a parsed manifest.json) is one of ours. */
export const isManifest = (value: unknown): value is BackupManifest =>
  (value as BackupManifest | null)?.format === FORMAT && Array.isArray((value as BackupManifest).documents);

/** The documents' count and bytes, as the Backups page tells them. */
export const documentTotals = (manifest: BackupManifest) => ({
  documents: manifest.documents.length,
  documentBytes: manifest.documents.reduce((sum, document) => sum + document.bytes, 0),
});

/**
 * The backup of `dump` and every document of `store`, streamed as one ZIP: one source is open at a time (the next
 * document is opened once the previous one is written), so a backup of GBs holds no file in memory. The documents
 * are listed once the dump has been read, so every document the dump's rows name is there, and each is read to the
 * size the folder or bucket lists for it. `manifest` settles when
 * the ZIP is complete; a source that fails destroys the archive with its error.
 */
export async function backupArchive(dump: Readable, store: AnyFileStore, createdAt = new Date()) {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });

  /** Appends `source` as `name` and answers its digest once archiver has written it. */
  const add = (source: Readable, name: string, stored: boolean) =>
    new Promise<Digest>((resolve, reject) => {
      const digested = digesting();
      const fail = (error: Error) => {
        archive.off('entry', written);
        reject(error);
      };
      const written = () => {
        archive.off('close', closed);
        resolve(digested.result());
      };
      // A reader gone (a download broken off) stops the source too: pg_dump ends, a bucket's answer is let go.
      const closed = () => {
        source.destroy();
        fail(new Error('The backup was stopped before it was complete.'));
      };
      source.once('error', fail);
      archive.once('entry', written).once('close', closed);
      archive.append(source.pipe(digested), { name, store: stored });
    });

  const manifest = (async (): Promise<BackupManifest> => {
    const database = await add(dump, ARCHIVE_DUMP, false);
    const documents: ManifestDocument[] = [];
    for await (const { path, bytes } of store.documents()) {
      const read = await add(await store.read(path), ARCHIVE_DOCUMENTS + path, true);
      // Documents never change once stored: a read short of the size listed (a bucket's answer cut off) is no copy.
      if (read.bytes !== bytes) throw new Error(`The document ${path} was not read whole (${bytes} bytes stored, ${read.bytes} read).`);
      documents.push({ path, ...read });
    }
    const written: BackupManifest = {
      format: FORMAT,
      version: 1,
      created_at: createdAt.toISOString(),
      storage: store.kind === 's3' ? { kind: 's3', bucket: store.bucket } : { kind: 'local' },
      database: { file: ARCHIVE_DUMP, ...database },
      documents,
    };
    archive.append(JSON.stringify(written, null, 1), { name: ARCHIVE_MANIFEST });
    await archive.finalize();
    return written;
  })();
  manifest.catch((error: Error) => archive.destroy(error));
  return { archive: archive as Readable, manifest };
}
