import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LINK_TTL_SECONDS, newFilePath, type FileStore } from './file-store.js';

/** The documents on this machine's disk, served by GET /storage through links signed with the app secret. */
export interface LocalFileStore extends FileStore {
  kind: 'local';
  root: string;
  /** True when the signature matches the path and has not expired. */
  verify(filePath: string, expires: string | undefined, signature: string | undefined, now?: number): boolean;
  /** The absolute location of a stored path, or null when it would leave the storage folder. */
  resolve(filePath: string): string | null;
}

const SAFE_PATH = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export function localFileStore(storageDir: string, secret: string): LocalFileStore {
  const root = path.resolve(storageDir);
  const sign = (filePath: string, expires: number) =>
    createHmac('sha256', secret).update(`${filePath}\n${expires}`).digest('hex');

  const resolve = (filePath: string) => {
    if (!SAFE_PATH.test(filePath)) return null;
    const absolute = path.resolve(root, filePath);
    return absolute.startsWith(root + path.sep) ? absolute : null;
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
