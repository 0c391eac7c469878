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

/** One GET through Node's fetch (keep-alive); throws unless it answers 200. */
export async function getOk(url: string, token: string): Promise<void> {
  const answer = await fetch(url, { headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } });
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${Buffer.from(body).toString('utf8', 0, 200)}`);
}
