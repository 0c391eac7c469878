import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../common/import-fields.js';
import { HttpError, invalidField } from '../http/http-errors.js';

export const IMPORT_TOO_LARGE = `The file may not be greater than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

export interface ReceivedFile {
  path: string;
  name: string;
  bytes: number;
  /** The form's text fields beside the file (the first value of each). */
  fields: Record<string, string>;
  remove: () => Promise<void>;
}

/** Where uploads wait while they are read: DATA_DIR/tmp (the system's temporary folder for an in-memory database). */
const uploadFolder = (dataDir: string) => (dataDir.startsWith('memory://') ? os.tmpdir() : path.join(dataDir, 'tmp'));

/**
 * Streams the multipart `file` field to a temporary file (never held in memory): 413 over 20 MB, 422 without a file.
 * Text fields beside it are answered too. The caller removes the file when done.
 */
export async function receiveUpload(request: FastifyRequest, dataDir: string): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw invalidField('file', 'The file field is required.');
  if (Number(request.headers['content-length']) > IMPORT_MAX_BYTES + FRAMING_BYTES) throw new HttpError(413, IMPORT_TOO_LARGE);
  const folder = uploadFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `import-${randomUUID()}`);
  const remove = () => rm(file, { force: true });
  try {
    let part;
    const fields: Record<string, string> = {};
    for await (const candidate of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
      if (candidate.type === 'file' && candidate.fieldname === 'file' && !part) {
        part = candidate;
        await pipeline(candidate.file, createWriteStream(file));
        if (candidate.file.truncated) throw new HttpError(413, IMPORT_TOO_LARGE);
      } else if (candidate.type === 'file') {
        candidate.file.resume();
      } else if (!(candidate.fieldname in fields)) {
        fields[candidate.fieldname] = String(candidate.value);
      }
    }
    if (!part) throw invalidField('file', 'The file field is required.');
    return { path: file, name: part.filename || 'upload', bytes: (await stat(file)).size, fields, remove };
  } catch (error) {
    await remove();
    if ((error as { statusCode?: number }).statusCode === 413 || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMPORT_TOO_LARGE);
    }
    throw error;
  }
}
