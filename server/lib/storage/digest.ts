import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/** A document's size and SHA-256 (hex), as the backup manifest and the bucket migration compare them. */
export interface Digest {
  bytes: number;
  sha256: string;
}

/** Reads `stream` to its end and answers its digest. */
export async function digest(stream: Readable): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A pass-through that digests what flows through it; `result()` once it has ended. */
export function digesting(): Transform & { result(): Digest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { result: () => ({ bytes, sha256: hash.digest('hex') }) });
}
