import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { messages } from '../../../db/schema/index.js';
import type { TestApp } from '../../build.js';

interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, any>;
}

/** A planned answer of the fake Cloud API: status and JSON body. */
type Answer = { status: number; body: object };

/** A local HTTP server standing in for the WhatsApp Cloud API: it records requests and answers as planned. */
export interface FakeCloudApi {
  url: string;
  requests: ReceivedRequest[];
  /** Answers for the next requests, in order; after them every request succeeds with a new wamid. */
  plan(...answers: Answer[]): void;
  /**
   * A media file the Cloud API holds: GET /{media-id} answers its URL (on this server, or `url` given), and that URL
   * answers the bytes to the bearer token. An id not added answers 404, as the API does for an unknown or expired id.
   */
  addMedia(id: string, bytes: Buffer, mime: string, url?: string): void;
  close(): Promise<void>;
}

export const accepted = (id: string): Answer => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id }] } });
export const apiError = (status: number, message: string): Answer => ({ status, body: { error: { message, code: 100 } } });

const notFound: Answer = { status: 404, body: { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100, error_subcode: 33 } } };

export async function startFakeCloudApi(): Promise<FakeCloudApi> {
  const requests: ReceivedRequest[] = [];
  const planned: Answer[] = [];
  const media = new Map<string, { bytes: Buffer; mime: string; url?: string }>();
  let origin = '';
  /** GET /v21.0/{media-id} (its URL, documented fields) and GET /media/{id} (the bytes); both want the token. */
  const answerMedia = (url: string, authorised: boolean, response: import('node:http').ServerResponse) => {
    const bytesOf = /^\/media\/([^/?]+)/.exec(url);
    const id = decodeURIComponent(bytesOf?.[1] ?? url.replace(/^\/v21\.0\//, '').split('?')[0]);
    const file = media.get(id);
    const json = (answer: Answer) => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    if (!authorised) return json({ status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } });
    if (!file) return json(notFound);
    if (bytesOf) return response.writeHead(200, { 'content-type': file.mime }).end(file.bytes);
    json({ status: 200, body: { messaging_product: 'whatsapp', url: file.url ?? `${origin}/media/${id}`, mime_type: file.mime, sha256: 'c2hh', file_size: file.bytes.length, id } });
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET') {
        requests.push({ method: 'GET', url: request.url!, headers: request.headers, body: {} });
        return answerMedia(request.url!, request.headers.authorization === 'Bearer test-token', response);
      }
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const answer = planned.shift() ?? accepted(`wamid.auto${requests.length}`);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/v21.0`,
    requests,
    plan: (...answers) => void planned.push(...answers),
    addMedia: (id, bytes, mime, url) => void media.set(id, { bytes, mime, url }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The env that points the app at the fake API, with a fast outbox (poll 100 ms, first retry after 200 ms). */
export const cloudApiEnv = (api: FakeCloudApi, extra: Record<string, string> = {}) => ({
  WHATSAPP_TOKEN: 'test-token',
  WHATSAPP_PHONE_NUMBER_ID: '1234567890',
  WHATSAPP_API_URL: api.url,
  WHATSAPP_POLL_MS: '100',
  WHATSAPP_RETRY_BASE_MS: '200',
  WHATSAPP_MAX_ATTEMPTS: '3',
  ...extra,
});

export const messageRow = async (t: Pick<TestApp, 'database'>, id: number) =>
  (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0];

/** The message row once its status is `status` (the worker sends after the answer). */
export async function settled(t: Pick<TestApp, 'database'>, id: number, status: string) {
  await vi.waitFor(async () => expect((await messageRow(t, id)).status).toBe(status), { timeout: 5000, interval: 50 });
  return messageRow(t, id);
}
