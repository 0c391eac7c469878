import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { digest, type Digest } from './digest.js';
import { CONTENT_TYPES } from './file-store.js';
import { localDocuments } from './local.js';
import type { S3FileStore } from './s3.js';

export interface MigrationReport {
  files: number;
  bytes: number;
  /** Sent and read back equal. */
  copied: number;
  /** Already in the bucket with the same size and checksum: left as they were. */
  present: number;
  failed: { filePath: string; reason: string }[];
}

/**
 * Copies every document under `root` to the bucket under the same key, streamed, and reads each back to check its
 * size and SHA-256; documents already there and equal are not sent again, so a run can be repeated after a failure.
 * The local files are left in place.
 */
export async function copyDocumentsToBucket(root: string, store: S3FileStore, onFile?: (filePath: string, outcome: string) => void) {
  const report: MigrationReport = { files: 0, bytes: 0, copied: 0, present: 0, failed: [] };
  const inBucket = async (key: string): Promise<Digest | null> => {
    try {
      const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
      return await digest(object.Body as Readable);
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };
  for (const filePath of localDocuments(root)) {
    const absolute = path.join(root, ...filePath.split('/'));
    report.files += 1;
    try {
      const local = await digest(createReadStream(absolute));
      report.bytes += local.bytes;
      const same = (remote: Digest | null) => remote?.bytes === local.bytes && remote.sha256 === local.sha256;
      if (same(await inBucket(filePath))) {
        report.present += 1;
        onFile?.(filePath, 'already there');
        continue;
      }
      const ContentType = CONTENT_TYPES[path.extname(filePath).slice(1)];
      await new Upload({ client: store.client, params: { Bucket: store.bucket, Key: filePath, Body: createReadStream(absolute), ContentType } }).done();
      if (!same(await inBucket(filePath))) throw new Error('the copy in the bucket differs in size or checksum');
      report.copied += 1;
      onFile?.(filePath, 'copied');
    } catch (error) {
      report.failed.push({ filePath, reason: (error as Error).message });
      onFile?.(filePath, `FAILED: ${(error as Error).message}`);
    }
  }
  return report;
}
