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
  close(): Promise<void>;
}

export const accepted = (id: string): Answer => ({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id }] } });
export const apiError = (status: number, message: string): Answer => ({ status, body: { error: { message, code: 100 } } });

export async function startFakeCloudApi(): Promise<FakeCloudApi> {
  const requests: ReceivedRequest[] = [];
  const planned: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const answer = planned.shift() ?? accepted(`wamid.auto${requests.length}`);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    requests,
    plan: (...answers) => void planned.push(...answers),
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
