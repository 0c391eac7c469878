import { Agent, request } from 'undici';
import { DEMO_PASSWORD } from '../../server/db/seed/index.js';

/** What a browser sends; the bench reads every answer whole. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** POST /api/login as a demo account; the bearer token. */
export async function signIn(baseUrl: string, phone: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
  });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`Sign-in of ${phone} answered ${answer.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { token: string }).token;
}

/** POST /api/logout: the token stops working. */
export async function signOut(baseUrl: string, token: string): Promise<void> {
  await send(`${baseUrl}/api/logout`, token, { method: 'POST' });
}

/** A request body: JSON for an object, multipart for FormData. */
export type Body = Record<string, unknown> | FormData;

/**
 * One request through Node's fetch (keep-alive) with a bearer token; answers the body, read whole. Throws
 * unless it answers `expected` (200 by default).
 */
export async function send(url: string, token: string, init: { method?: string; body?: Body; expected?: number } = {}): Promise<Buffer> {
  const { method = 'GET', body, expected = 200 } = init;
  const json = body !== undefined && !(body instanceof FormData);
  const answer = await fetch(url, {
    method,
    headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}`, ...(json && { 'content-type': 'application/json' }) },
    body: json ? JSON.stringify(body) : body,
  });
  const content = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== expected) throw new Error(`${method} ${new URL(url).pathname} HTTP ${answer.status}: ${content.toString('utf8', 0, 200)}`);
  return content;
}

/** Keep-alive connections of the measured GETs (bench:api). */
const getAgent = new Agent({ connections: 64 });

/**
 * One GET through undici's own request, body read whole as it came (compressed); throws unless it answers 200. On two
 * cores the client's CPU is taken from the server it measures: Node's fetch (WHATWG streams, decompression) spent
 * 0.7–0.8 ms per request, this 0.3–0.4 ms.
 */
export async function getOk(url: string, token: string): Promise<void> {
  const answer = await request(url, { dispatcher: getAgent, headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } });
  const content = Buffer.from(await answer.body.arrayBuffer());
  if (answer.statusCode !== 200) throw new Error(`GET ${new URL(url).pathname} HTTP ${answer.statusCode}: ${content.toString('utf8', 0, 200)}`);
}
