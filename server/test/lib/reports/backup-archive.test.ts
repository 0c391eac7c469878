import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../../db/restore/backup.js';
import { NotEmptyError } from '../../../db/restore/index.js';
import { backupArchive } from '../../../lib/reports/backup-archive.js';
import { localFileStore } from '../../../lib/storage/local.js';
import { PDF } from '../../documents.js';

/** The backup ZIP without a database: a reader that goes away stops the source; a restore refuses a storage that holds documents. */

const folder = mkdtempSync(path.join(os.tmpdir(), 'pd-archive-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A storage folder holding one document. */
function storeWithDocument(name: string) {
  const root = path.join(folder, name);
  mkdirSync(path.join(root, 'll'), { recursive: true });
  writeFileSync(path.join(root, 'll', '6f1c2b7e-0000-4000-8000-000000000001.pdf'), PDF);
  return localFileStore(root, 'secret');
}

describe('the backup archive', () => {
  it('stops its source (the dump) when the reader goes away, and settles its manifest as failed', async () => {
    const dump = new PassThrough();
    dump.write('-- PostgreSQL database dump\n');
    const { archive, manifest } = await backupArchive(dump, storeWithDocument('source'));
    archive.once('data', () => archive.destroy());
    archive.resume();
    await expect(manifest).rejects.toThrow('The backup was stopped before it was complete.');
    expect(dump.destroyed).toBe(true);
  });

  it('fails when a document is not read whole (the size its folder or bucket lists)', async () => {
    const store = storeWithDocument('cut-off');
    const listed = { ...store, documents: async function* () {
      for await (const document of store.documents()) yield { ...document, bytes: document.bytes + 1 };
    } };
    const { archive, manifest } = await backupArchive(Readable.from(['-- PostgreSQL database dump\n']), listed);
    const failed = new Promise((resolve) => archive.once('error', resolve));
    archive.resume();
    expect(await failed).toBeInstanceOf(Error);
    await expect(manifest).rejects.toThrow(`The document ll/6f1c2b7e-0000-4000-8000-000000000001.pdf was not read whole (${PDF.length + 1} bytes stored, ${PDF.length} read).`);
  });

  it('is refused by a restore into a storage folder that holds documents (nothing is restored), unless forced', async () => {
    const file = path.join(folder, 'backup.zip');
    const { archive, manifest } = await backupArchive(Readable.from(['-- PostgreSQL database dump\n']), storeWithDocument('backed-up'));
    await Promise.all([pipeline(archive, createWriteStream(file)), manifest]);
    const full = storeWithDocument('full');
    const target = { dataDir: path.join(folder, 'never-opened') };
    await expect(restoreBackup(file, target, full)).rejects.toThrow(NotEmptyError);
    await expect(restoreBackup(file, target, full)).rejects.toThrow(/^The documents' storage is not empty \(the storage folder .*full holds ll\/6f1c2b7e-0000-4000-8000-000000000001\.pdf\)\. Pass --force to restore over its documents\.$/);
  });
});
