import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, readdirSync } from 'node:fs';
import { mkdir, opendir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isDocumentPath, LINK_TTL_SECONDS, newFilePath, type FileStore, type StoredDocument } from './file-store.js';

/** The documents on this machine's disk, served by GET /storage through links signed with the app secret. */
export interface LocalFileStore extends FileStore {
  kind: 'local';
  root: string;
  /** True when the signature matches the path and has not expired. */
  verify(filePath: string, expires: string | undefined, signature: string | undefined, now?: number): boolean;
  /** The absolute location of a stored path, or null when it would leave the storage folder. */
  resolve(filePath: string): string | null;
}

export function localFileStore(storageDir: string, secret: string): LocalFileStore {
  const root = path.resolve(storageDir);
  const sign = (filePath: string, expires: number) =>
    createHmac('sha256', secret).update(`${filePath}\n${expires}`).digest('hex');

  const resolve = (filePath: string) => {
    if (!isDocumentPath(filePath)) return null;
    const absolute = path.resolve(root, filePath);
    return absolute.startsWith(root + path.sep) ? absolute : null;
  };
  const resolved = (filePath: string) => {
    const absolute = resolve(filePath);
    if (!absolute) throw new Error(`Not a document's path: ${filePath}`);
    return absolute;
  };

  return {
    kind: 'local',
    root,
    resolve,
    async save(folder, upload) {
      const filePath = newFilePath(folder, upload);
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, filePath), upload.buffer, { flag: 'wx' });
      return filePath;
    },
    async remove(filePaths) {
      for (const filePath of filePaths) {
        const absolute = filePath ? resolve(filePath) : null;
        if (absolute) await rm(absolute, { force: true });
      }
    },
    async signedUrl(filePath, now = Date.now()) {
      if (!filePath) return null;
      const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
      const encoded = filePath.split('/').map(encodeURIComponent).join('/');
      return `/storage/${encoded}?expires=${expires}&signature=${sign(filePath, expires)}`;
    },
    documents: () => documentsUnder(root),
    read: async (filePath) => createReadStream(resolved(filePath)),
    async write(filePath, body) {
      const absolute = resolved(filePath);
      await mkdir(path.dirname(absolute), { recursive: true });
      await pipeline(body, createWriteStream(absolute));
    },
    verify(filePath, expires, signature, now = Date.now()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
      if (Number(expires) < Math.floor(now / 1000)) return false;
      const expected = Buffer.from(sign(filePath, Number(expires)), 'hex');
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },
  };
}

/** The stored files under `root`, as the `file_path`s records hold ('/'-separated), sorted. */
export function localDocuments(root: string): string[] {
  let entries;
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The documents under `root`, folder by folder as the disk lists them (never the whole list at once). */
async function* documentsUnder(root: string, folder = ''): AsyncGenerator<StoredDocument> {
  const directory = await opendir(path.join(root, folder)).catch(() => null);
  if (!directory) return;
  for await (const entry of directory) {
    const filePath = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* documentsUnder(root, filePath);
    else if (entry.isFile() && isDocumentPath(filePath)) yield { path: filePath, bytes: (await stat(path.join(root, filePath))).size };
  }
}
