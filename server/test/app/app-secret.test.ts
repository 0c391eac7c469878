import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { appSecretCheck } from '../../lib/storage/index.js';

describe('what start-up says of APP_SECRET', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/pd', ...env });

  it('refuses REDIS_URL without APP_SECRET: only several instances need Redis, and they must share one secret', () => {
    expect(appSecretCheck(config({ REDIS_URL: 'redis://cache:6379' }), 'postgres')).toEqual({
      error: 'APP_SECRET must be set, the same on every instance, when REDIS_URL is set.',
    });
  });

  it('refuses a bucket or a read replica without APP_SECRET, naming what is set', () => {
    expect(appSecretCheck(config({ S3_BUCKET: 'documents', DATABASE_REPLICA_URL: 'postgres://replica/pd' }), 'postgres')).toEqual({
      error: 'APP_SECRET must be set, the same on every instance, when S3_BUCKET or DATABASE_REPLICA_URL is set.',
    });
  });

  it('notes, on a PostgreSQL server, where the secret is kept and that a second instance needs APP_SECRET', () => {
    expect(appSecretCheck(config({}), 'postgres')).toEqual({
      note: 'Links are signed with the secret in /srv/pd/app-secret: set APP_SECRET, the same on every instance, before starting a second one.',
    });
  });

  it('says nothing with APP_SECRET set, or on the embedded database (one instance only)', () => {
    expect(appSecretCheck(config({ APP_SECRET: 's3cret', REDIS_URL: 'redis://cache:6379' }), 'postgres')).toEqual({});
    expect(appSecretCheck(config({}), 'pglite')).toEqual({});
  });
});
