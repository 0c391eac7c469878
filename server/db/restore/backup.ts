import type { BackupManifest } from '../../lib/reports/backup-archive.js';
import { backupManifest, checkDocuments, documentDifferences, withDump, type DocumentCheck } from '../../lib/reports/backup-contents.js';
import type { AnyFileStore } from '../../lib/storage/index.js';
import type { OpenOptions } from '../client.js';
import { NotEmptyError, restoreDump } from './index.js';

/** What a restore brought back: the documents and their check, or null for a backup of the database alone. */
export type RestoredBackup = { manifest: BackupManifest; documents: DocumentCheck } | { manifest: null };

/** Where the documents go, in words. */
export const storeName = (store: AnyFileStore) => (store.kind === 's3' ? `the bucket ${store.bucket}` : `the storage folder ${store.root}`);

async function refuseFullStore(store: AnyFileStore): Promise<void> {
  for await (const document of store.documents()) {
    throw new NotEmptyError(`The documents' storage is not empty (${storeName(store)} holds ${document.path}). Pass --force to restore over its documents.`);
  }
}

/**
 * Restores a backup: the rows into the database of `target` (empty unless `force`, as restoreDump) and the documents
 * into `store` (empty unless `force`, which writes over documents of the same path and leaves others). A plain SQL
 * dump (a backup made before backups held documents) restores the rows alone. The documents are read back against the
 * manifest as they are written: a difference throws once all are written, naming them.
 */
export async function restoreBackup(file: string, target: OpenOptions, store: AnyFileStore, { force = false } = {}): Promise<RestoredBackup> {
  const manifest = await backupManifest(file);
  if (manifest && !force) await refuseFullStore(store);
  await withDump(file, manifest, (dumpFile) => restoreDump(dumpFile, target, { force }));
  if (!manifest) return { manifest: null };
  const documents = await checkDocuments(file, manifest, (filePath, body) => store.write(filePath, body));
  const differences = documentDifferences(documents);
  if (differences) throw new Error(`The rows are restored, and ${documents.checked} documents were written, but ${differences}`);
  return { manifest, documents };
}
