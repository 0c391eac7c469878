import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../common/options.js';
import type { WhatsAppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { incomingMessages } from '../../db/schema/index.js';
import type { FileStore } from '../storage/file-store.js';

/**
 * The image or PDF a citizen sent, fetched after the webhook's answer through the Cloud API's media endpoint:
 * GET {WHATSAPP_API_URL}/{media-id} answers a short-lived URL, which is fetched with the token only when it is on the
 * provider's own host (the API's, or WHATSAPP_MEDIA_HOSTS). The bytes must be a PDF, JPEG, PNG or WebP by their
 * content and at most the upload limit; they go into the document storage as a private file (signed links). A
 * failure is kept on the message (`media_error`) and shown, never retried in a loop.
 */

const EXTENSIONS: Record<(typeof UPLOAD_MIME_TYPES)[number], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const FETCHED_TYPES = new Set(['image', 'document']);
const REQUEST_TIMEOUT_MS = 20_000;
class MediaError extends Error {}

/** The hosts a media URL may be on: the API's own and the configured ones. */
export const mediaHosts = (config: Pick<WhatsAppConfig, 'apiUrl' | 'mediaHosts'>) => new Set([new URL(config.apiUrl).hostname, ...config.mediaHosts]);

async function download(config: WhatsAppConfig, mediaId: string): Promise<{ buffer: Buffer; ext: string }> {
  if (!config.token) throw new MediaError('no WHATSAPP_TOKEN to fetch it with');
  const auth = { authorization: `Bearer ${config.token}` };
  const meta = await fetch(`${config.apiUrl}/${encodeURIComponent(mediaId)}`, { headers: auth, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!meta.ok) throw new MediaError(`WhatsApp API ${meta.status} for the media id`);
  const { url, file_size: size } = (await meta.json()) as { url?: unknown; file_size?: unknown };
  if (typeof url !== 'string' || !URL.canParse(url)) throw new MediaError('no media URL in the answer');
  const where = new URL(url);
  if (where.protocol !== 'https:' && where.protocol !== new URL(config.apiUrl).protocol) throw new MediaError('the media URL is not HTTPS');
  if (!mediaHosts(config).has(where.hostname)) throw new MediaError(`the media URL is not on the provider's host (${where.hostname})`);
  if (typeof size === 'number' && size > UPLOAD_MAX_BYTES) throw new MediaError('the file is larger than the upload limit');
  const file = await fetch(where, { headers: auth, redirect: 'error', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!file.ok || !file.body) throw new MediaError(`the media URL answered ${file.status}`);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of file.body) {
    bytes += chunk.length;
    if (bytes > UPLOAD_MAX_BYTES) throw new MediaError('the file is larger than the upload limit');
    chunks.push(Buffer.from(chunk));
  }
  const buffer = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(buffer);
  const ext = type && EXTENSIONS[type.mime as keyof typeof EXTENSIONS];
  if (!ext) throw new MediaError('the file is not a PDF, JPEG, PNG or WebP by its content');
  return { buffer, ext };
}

/** Fetches and stores one message's file; answers its path, or records why it failed. Either way `changed` tells the live feed. */
export async function fetchIncomingMedia(
  db: Db, files: FileStore, config: WhatsAppConfig, id: number, changed: (conversationIds: number[]) => void, log?: FastifyBaseLogger,
): Promise<string | null> {
  const [message] = await db.select().from(incomingMessages).where(and(eq(incomingMessages.id, id), isNull(incomingMessages.filePath), isNull(incomingMessages.mediaError)));
  if (!message?.mediaId || !FETCHED_TYPES.has(message.type)) return null;
  try {
    const filePath = await files.save('whatsapp', await download(config, message.mediaId));
    await db.update(incomingMessages).set({ filePath }).where(eq(incomingMessages.id, id));
    changed([message.conversationId]);
    return filePath;
  } catch (error) {
    const reason = error instanceof MediaError ? error.message : `the download failed (${error instanceof Error ? error.message : String(error)})`;
    log?.warn({ incomingMessage: id, reason }, 'A WhatsApp media file could not be fetched');
    await db.update(incomingMessages).set({ mediaError: reason }).where(eq(incomingMessages.id, id));
    changed([message.conversationId]);
    return null;
  }
}

/** The messages of these ids whose file is still to fetch (a restart finds them again). */
export async function mediaToFetch(db: Db, ids?: number[]) {
  const rows = await db
    .select({ id: incomingMessages.id })
    .from(incomingMessages)
    .where(and(inArray(incomingMessages.type, [...FETCHED_TYPES] as ('image' | 'document')[]), isNull(incomingMessages.filePath), isNull(incomingMessages.mediaError), ids ? inArray(incomingMessages.id, ids) : undefined))
    .limit(1000);
  return rows.map((row) => row.id);
}
