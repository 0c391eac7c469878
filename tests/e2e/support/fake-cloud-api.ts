/**
 * The WhatsApp Cloud API's media endpoint for the journeys' server (start-server.ts points WHATSAPP_API_URL here):
 * `GET /v21.0/{media-id}` answers the documented JSON with a `url` on this same host (so the server's rule "media only
 * from the provider's host" holds as in production), and that url answers a small PDF; both want the bearer token.
 * Every media id is that PDF.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDF } from './pdf';

export const FAKE_CLOUD_API_TOKEN = 'e2e-cloud-api-token';

function answer(request: IncomingMessage, response: ServerResponse, origin: string) {
  if (request.headers.authorization !== `Bearer ${FAKE_CLOUD_API_TOKEN}`) return response.writeHead(401).end();
  const file = /^\/media\/([^/?]+)$/.exec(request.url ?? '');
  if (file) return response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length }).end(PDF);
  const meta = /^\/v21\.0\/([^/?]+)$/.exec(request.url ?? '');
  if (!meta || request.method !== 'GET') return response.writeHead(404).end();
  const body = { messaging_product: 'whatsapp', url: `${origin}/media/${meta[1]}`, mime_type: 'application/pdf', sha256: 'e2e', file_size: PDF.length, id: meta[1] };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the fake on a free port of 127.0.0.1; answers the WHATSAPP_API_URL and WHATSAPP_TOKEN that reach it. */
export async function startFakeCloudApi() {
  const server = createServer((request, response) => answer(request, response, origin));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { WHATSAPP_API_URL: `${origin}/v21.0`, WHATSAPP_TOKEN: FAKE_CLOUD_API_TOKEN };
}
