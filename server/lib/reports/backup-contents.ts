import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { digest, digesting, type Digest } from '../storage/digest.js';
import { isDocumentPath } from '../storage/file-store.js';
import { ARCHIVE_DOCUMENTS, ARCHIVE_DUMP, ARCHIVE_MANIFEST, isManifest, type BackupManifest } from './backup-archive.js';

/** What a read of a backup's documents found against its manifest: checked, and the paths that differ. */
export interface DocumentCheck {
  checked: number;
  bytes: number;
  /** In the manifest, not in the backup. */
  missing: string[];
  /** In both, with another size or SHA-256. */
  altered: string[];
  /** In the backup, not in the manifest (or not a document's path). */
  unlisted: string[];
}

const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

/** Whether `file` is a ZIP backup (else a plain SQL dump, as backups were before they held documents). */
async function isZip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(ZIP_SIGNATURE);
  } finally {
    await handle.close();
  }
}

/** Calls `each` with every entry of the ZIP `file` and a way to read it, one after the other. */
async function eachEntry(file: string, each: (name: string, read: () => Promise<Readable>) => Promise<void>): Promise<void> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/')) await each(entry.fileName, () => zip.openReadStreamPromise(entry));
    }
  } finally {
    zip.close();
  }
}

/** The manifest of the ZIP backup `file`; null when `file` is a plain SQL dump. Throws when a ZIP has none of ours. */
export async function backupManifest(file: string): Promise<BackupManifest | null> {
  if (!(await isZip(file))) return null;
  let manifest: unknown = null;
  await eachEntry(file, async (name, read) => {
    if (name !== ARCHIVE_MANIFEST) return;
    const chunks: Buffer[] = [];
    for await (const chunk of await read()) chunks.push(chunk as Buffer);
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  });
  if (!isManifest(manifest)) throw new Error(`${file} is a ZIP file but not a backup of Parivahan Desk (it has no ${ARCHIVE_MANIFEST}).`);
  return manifest;
}

const sameDigest = (a: Digest, b: Digest) => a.bytes === b.bytes && a.sha256 === b.sha256;

/** Writes the backup's dump to `target`, checked against its manifest (throws when it differs or is not there). */
async function extractDump(file: string, manifest: BackupManifest, target: string): Promise<void> {
  let found: Digest | null = null;
  await eachEntry(file, async (name, read) => {
    if (name !== ARCHIVE_DUMP) return;
    const digested = digesting();
    await pipeline(await read(), digested, createWriteStream(target));
    found = digested.result();
  });
  if (!found) throw new Error(`The backup has no ${ARCHIVE_DUMP}.`);
  if (!sameDigest(found, manifest.database)) throw new Error(`The backup's ${ARCHIVE_DUMP} differs from its manifest (size or SHA-256).`);
}

/**
 * Runs `use` with the path of the backup's SQL dump: `file` itself when it is a plain dump (no manifest), else its
 * `database.sql` written to a temporary folder (checked against the manifest), removed after.
 */
export async function withDump<T>(file: string, manifest: BackupManifest | null, use: (dumpFile: string) => Promise<T>): Promise<T> {
  if (!manifest) return use(file);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pd-backup-dump-'));
  try {
    const dumpFile = path.join(folder, ARCHIVE_DUMP);
    await extractDump(file, manifest, dumpFile);
    return await use(dumpFile);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Reads every document of the backup, each through `use` (a restore writes it to the store; by default it is only
 * read), and compares its size and SHA-256 with the manifest's.
 */
export async function checkDocuments(file: string, manifest: BackupManifest, use: (filePath: string, body: Readable) => Promise<unknown> = (_path, body) => digest(body)): Promise<DocumentCheck> {
  const listed = new Map(manifest.documents.map((document) => [document.path, document]));
  const check: DocumentCheck = { checked: 0, bytes: 0, missing: [], altered: [], unlisted: [] };
  await eachEntry(file, async (name, read) => {
    if (!name.startsWith(ARCHIVE_DOCUMENTS)) return;
    const filePath = name.slice(ARCHIVE_DOCUMENTS.length);
    const expected = listed.get(filePath);
    if (!expected || !isDocumentPath(filePath)) return void check.unlisted.push(filePath);
    listed.delete(filePath);
    const digested = digesting();
    const source = (await read()).once('error', (error) => digested.destroy(error));
    await use(filePath, source.pipe(digested));
    const found = digested.result();
    check.checked += 1;
    check.bytes += found.bytes;
    if (!sameDigest(found, expected)) check.altered.push(filePath);
  });
  check.missing = [...listed.keys()];
  return check;
}

const SHOWN = 5;
const named = (paths: string[]) => paths.slice(0, SHOWN).join(', ') + (paths.length > SHOWN ? ` and ${paths.length - SHOWN} more` : '');

/** Null when every document listed was read back equal and nothing else was there; else what differs, in words. */
export function documentDifferences(check: DocumentCheck): string | null {
  const parts = [
    check.missing.length && `${check.missing.length} missing (${named(check.missing)})`,
    check.altered.length && `${check.altered.length} altered (${named(check.altered)})`,
    check.unlisted.length && `${check.unlisted.length} not in its manifest (${named(check.unlisted)})`,
  ].filter(Boolean);
  return parts.length ? `The backup's documents do not match its manifest: ${parts.join('; ')}.` : null;
}
