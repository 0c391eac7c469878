import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { deletedFiles } from '../../../db/schema/index.js';
import { keepDeletedFiles, purgeDeletedFiles, reclaimDeletedFiles } from '../../../lib/storage/deleted-files.js';
import { fileStore } from '../../../lib/storage/index.js';
import { setUpTestApp } from '../../build.js';
import { PDF } from '../../documents.js';

// The app's own purge (when ready, then hourly) keeps documents ten years here: only the tests' calls purge, so the one
// at start-up, late on a busy machine, cannot remove a document a test has just dated 31 days back.
const t = setUpTestApp({ env: { DELETED_FILES_DAYS: '3650' } });
const DAY = 86_400_000;
const stored = (filePath: string) => existsSync(path.join(t.config.storageDir, filePath));
const saved = () => fileStore(t.config).save('taxes', { buffer: PDF, ext: 'pdf' });
const keep = (filePaths: string[], deletedAt: Date) =>
  t.database.db.transaction(async (tx) => {
    await keepDeletedFiles(tx, [...filePaths, null]);
    for (const filePath of filePaths) await tx.update(deletedFiles).set({ deletedAt }).where(eq(deletedFiles.filePath, filePath));
  });

describe('documents of deleted rows', () => {
  it('are removed from the store once kept longer than the days given, younger ones stay', async () => {
    const [old, recent] = [await saved(), await saved()];
    const now = new Date();
    await keep([old], new Date(now.getTime() - 31 * DAY));
    await keep([recent], new Date(now.getTime() - 29 * DAY));
    expect(await purgeDeletedFiles(t.database.db, fileStore(t.config), 30, now)).toBe(1);
    expect([stored(old), stored(recent)]).toEqual([false, true]);
    expect(await purgeDeletedFiles(t.database.db, fileStore(t.config), 30, now)).toBe(0);
  });

  it('are taken back by a restore while kept; a path removed for good is not', async () => {
    const [kept, gone] = [await saved(), 'taxes/00000000-0000-0000-0000-000000000000.pdf'];
    await keep([kept], new Date());
    const reclaimed = await t.database.db.transaction((tx) => reclaimDeletedFiles(tx, [kept, gone, null]));
    expect([...reclaimed]).toEqual([kept]);
    // Taken back: no purge removes it any more.
    await purgeDeletedFiles(t.database.db, fileStore(t.config), 0, new Date(Date.now() + DAY));
    expect(stored(kept)).toBe(true);
  });

  it('are kept DELETED_FILES_DAYS, 30 unless set to a positive number', () => {
    expect(loadConfig({}).deletedFilesDays).toBe(30);
    expect(loadConfig({ DELETED_FILES_DAYS: '7' }).deletedFilesDays).toBe(7);
    expect(loadConfig({ DELETED_FILES_DAYS: '-1' }).deletedFilesDays).toBe(30);
  });
});
