import { createHash } from 'node:crypto';
import { rename } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import yauzl from 'yauzl';
import { ARCHIVE_DUMP, ARCHIVE_MANIFEST, type BackupManifest } from '../lib/reports/backup-archive.js';

/** Every entry of the (small) ZIP `file`, name → bytes, in its order. */
export async function zipEntries(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return entries;
}

export const manifestOf = (entries: Map<string, Buffer>) => JSON.parse(entries.get(ARCHIVE_MANIFEST)!.toString('utf8')) as BackupManifest;

/**
 * Rewrites the backup `file` as `change` makes it (an entry answered null is left out); with `dumpInManifest` the
 * manifest's digest of the dump follows the new dump (a backup consistent but short of rows), else the manifest is
 * kept as written (a backup spoilt after it was made).
 */
export async function rewriteBackup(file: string, change: (name: string, bytes: Buffer) => Buffer | null, { dumpInManifest = false } = {}) {
  const entries = await zipEntries(file);
  const changed = new Map([...entries].map(([name, bytes]) => [name, name === ARCHIVE_MANIFEST ? bytes : change(name, bytes)]));
  if (dumpInManifest) {
    const dump = changed.get(ARCHIVE_DUMP)!;
    const manifest = manifestOf(entries);
    manifest.database = { ...manifest.database, bytes: dump.length, sha256: createHash('sha256').update(dump).digest('hex') };
    changed.set(ARCHIVE_MANIFEST, Buffer.from(JSON.stringify(manifest)));
  }
  const archive = new ZipArchive();
  for (const [name, bytes] of changed) if (bytes) archive.append(bytes, { name });
  void archive.finalize();
  await pipeline(archive, createWriteStream(`${file}.new`));
  await rename(`${file}.new`, file);
}
