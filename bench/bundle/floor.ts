import { createHash } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';

/** Where the plain page answers: a path the app never uses, fulfilled by the bench in the browser. */
export const FLOOR_PATH = '/__bench-floor';

/**
 * The floor of a first screen: a plain HTML page with no framework that asks the same API request the app asked and
 * draws its answer as the app's screen is recognised (a table's rows, or a tile's number in an h4 of MUI's class), so
 * the same `ready` check times both. The API answers from the same server in the same run; the page's few hundred bytes
 * come from the bench with the headers the server sends with the app's page (serveFloor).
 */
const floorScript = (apiUrl: string) => `
const text = (value) => String(value ?? '').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
fetch(${JSON.stringify(apiUrl)}, { headers: { Authorization: 'Bearer ' + localStorage.getItem('token') } })
  .then((response) => response.json())
  .then((body) => {
    const screen = document.getElementById('screen');
    if (Array.isArray(body.data)) {
      screen.innerHTML = '<table><tbody>' + body.data.map((row) =>
        '<tr>' + Object.values(row).filter((v) => typeof v !== 'object').map((v) => '<td>' + text(v) + '</td>').join('') + '</tr>').join('') + '</tbody></table>';
    } else {
      screen.innerHTML = Object.entries(body).filter(([, v]) => typeof v === 'number')
        .map(([k, v]) => '<section><p>' + text(k) + '</p><h4 class="MuiTypography-h4">' + v + '</h4></section>').join('');
    }
  });
`;

/**
 * Serves the floor page of `apiUrl` at FLOOR_PATH in `context`, with the headers the server sent with the app's page at
 * `appPageUrl`: its content security policy (allowing the floor's script by its hash, as it allows index.html's) and
 * its cross-origin opener policy, which makes Chromium open the page in a new renderer process (25 ms and more on the
 * bench machine, paid by the app's page; a floor served without it started its script that much sooner).
 */
export async function serveFloor(context: BrowserContext, apiUrl: string, appPageUrl: string): Promise<void> {
  const script = floorScript(apiUrl);
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const headers = Object.fromEntries((await fetch(appPageUrl)).headers);
  const policy = headers['content-security-policy'];
  if (policy) headers['content-security-policy'] = policy.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`);
  for (const name of ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']) delete headers[name];
  const body = `<!doctype html>\n<html><head><meta charset="utf-8"><title>floor</title></head><body><main id="screen"></main><script>${script}</script></body></html>`;
  await context.route(`**${FLOOR_PATH}`, (route) => route.fulfill({ headers, contentType: 'text/html; charset=utf-8', body }));
}
