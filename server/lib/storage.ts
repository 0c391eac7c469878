import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

/** How long a signed document link stays valid. */
export const LINK_TTL_SECONDS = 60 * 60;

export interface StoredUpload {
  buffer: Buffer;
  ext: string;
}

/** The document store under `config.storageDir`: random names, signed links, removal. */
export interface FileStore {
  root: string;
  /** Writes the upload as `<folder>/<uuid>.<ext>` and answers that path (the record's `file_path`). */
  save(folder: string, upload: StoredUpload): Promise<string>;
  /** Removes stored files; missing ones are ignored. */
  remove(filePaths: (string | null | undefined)[]): Promise<void>;
  /** `/storage/<file_path>?expires=…&signature=…`, valid for an hour; null without a file. */
  signedUrl(filePath: string | null | undefined, now?: number): string | null;
  /** True when the signature matches the path and has not expired. */
  verify(filePath: string, expires: string | undefined, signature: string | undefined, now?: number): boolean;
  /** The absolute location of a stored path, or null when it would leave the storage folder. */
  resolve(filePath: string): string | null;
}

/** APP_SECRET, or a random secret generated once and kept in `DATA_DIR/app-secret`. */
export function appSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = path.join(config.dataDir, 'app-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * What start-up says of the secret: several instances must sign with one secret, so a setting that only several
 * instances need (REDIS_URL) without APP_SECRET is an error; on a PostgreSQL server, which a second instance could
 * share, a note.
 */
export function appSecretCheck(config: Config, databaseKind: 'postgres' | 'pglite'): { error?: string; note?: string } {
  if (config.appSecret) return {};
  if (config.redisUrl) return { error: 'APP_SECRET must be set, the same on every instance, when REDIS_URL is set.' };
  if (databaseKind === 'postgres') {
    return { note: `Links are signed with the secret in ${path.join(config.dataDir, 'app-secret')}: set APP_SECRET, the same on every instance, before starting a second one.` };
  }
  return {};
}

const SAFE_PATH = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;
const stores = new WeakMap<Config, FileStore>();

/** The store of one app (one per config object, so each test app has its own folder and secret). */
export function fileStore(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = createFileStore(config.storageDir, appSecret(config));
    stores.set(config, store);
  }
  return store;
}

function createFileStore(storageDir: string, secret: string): FileStore {
  const root = path.resolve(storageDir);
  const sign = (filePath: string, expires: number) =>
    createHmac('sha256', secret).update(`${filePath}\n${expires}`).digest('hex');

  const resolve = (filePath: string) => {
    if (!SAFE_PATH.test(filePath)) return null;
    const absolute = path.resolve(root, filePath);
    return absolute.startsWith(root + path.sep) ? absolute : null;
  };

  return {
    root,
    resolve,
    async save(folder, { buffer, ext }) {
      const filePath = `${folder}/${randomUUID()}.${ext}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, filePath), buffer, { flag: 'wx' });
      return filePath;
    },
    async remove(filePaths) {
      for (const filePath of filePaths) {
        const absolute = filePath ? resolve(filePath) : null;
        if (absolute) await rm(absolute, { force: true });
      }
    },
    signedUrl(filePath, now = Date.now()) {
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
