import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { localFileStore, type LocalFileStore } from './local.js';
import { s3FileStore, type S3FileStore } from './s3.js';

export * from './file-store.js';

export type AnyFileStore = LocalFileStore | S3FileStore;

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
 * instances need (REDIS_URL, S3_BUCKET, DATABASE_REPLICA_URL) without APP_SECRET is an error; on a PostgreSQL
 * server, which a second instance could share, a note.
 */
export function appSecretCheck(config: Config, databaseKind: 'postgres' | 'pglite'): { error?: string; note?: string } {
  if (config.appSecret) return {};
  const shared = [config.redisUrl && 'REDIS_URL', config.s3 && 'S3_BUCKET', config.databaseReplicaUrl && 'DATABASE_REPLICA_URL'].filter(Boolean);
  if (shared.length) return { error: `APP_SECRET must be set, the same on every instance, when ${shared.join(' or ')} is set.` };
  if (databaseKind === 'postgres') {
    return { note: `Links are signed with the secret in ${path.join(config.dataDir, 'app-secret')}: set APP_SECRET, the same on every instance, before starting a second one.` };
  }
  return {};
}

const stores = new WeakMap<Config, AnyFileStore>();

/** The store of one app (one per config object, so each test app has its own folder, bucket and secret). */
export function fileStore(config: Config): AnyFileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3FileStore(config.s3) : localFileStore(config.storageDir, appSecret(config));
    stores.set(config, store);
  }
  return store;
}
