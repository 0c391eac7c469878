import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '../lib/storage/s3.js';
import { loadConfig } from '../config.js';

/** A local S3-compatible server (s3rver) with one empty bucket, and the S3_* settings that reach it. */
export async function startS3() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pd-s3-'));
  const bucket = 'parivahan-documents';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-south-1',
    // s3rver's fixed development credentials
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = s3Client(loadConfig(env).s3!);
  return {
    env,
    bucket,
    client,
    /** The keys in the bucket, sorted. */
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
