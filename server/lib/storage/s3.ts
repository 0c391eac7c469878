import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { CONTENT_TYPES, isDocumentPath, LINK_TTL_SECONDS, newFilePath, type FileStore } from './file-store.js';

/** The documents in an S3-compatible bucket; a record's `file_path` is the object's key. */
export interface S3FileStore extends FileStore {
  kind: 's3';
  client: S3Client;
  bucket: string;
}

/** The AWS SDK, loaded only when a bucket is used: the local store has no need of its memory. */
function sdk() {
  const require = createRequire(import.meta.url);
  return {
    ...(require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3')),
    ...(require('@aws-sdk/lib-storage') as typeof import('@aws-sdk/lib-storage')),
    ...(require('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner')),
  };
}

export function s3Client(config: S3Config): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = config;
  return new (sdk().S3Client)({
    endpoint,
    region,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where the API requires them: many S3-compatible stores refuse the newer streamed checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3FileStore(config: S3Config): S3FileStore {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, Upload, getSignedUrl } = sdk();
  const client = s3Client(config);
  const { bucket } = config;
  return {
    kind: 's3',
    client,
    bucket,
    async save(folder, upload) {
      const key = newFilePath(folder, upload);
      // lib-storage sends the body in parts when it is large, in one request otherwise.
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: upload.buffer, ContentType: CONTENT_TYPES[upload.ext] } }).done();
      return key;
    },
    async remove(filePaths) {
      for (const key of filePaths) if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async signedUrl(filePath) {
      if (!filePath) return null;
      const command = new GetObjectCommand({ Bucket: bucket, Key: filePath, ResponseContentDisposition: 'inline' });
      return getSignedUrl(client, command, { expiresIn: LINK_TTL_SECONDS });
    },
    async *documents() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (isDocumentPath(object.Key!)) yield { path: object.Key!, bytes: object.Size ?? 0 };
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
    read: async (key) => (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable,
    async write(key, body) {
      const ContentType = CONTENT_TYPES[path.extname(key).slice(1)];
      await new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType } }).done();
    },
  };
}
