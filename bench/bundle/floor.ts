import type { BrowserContext } from 'playwright-core';

/** Where the plain page answers: a path the app never uses, fulfilled by the bench in the browser. */
export const FLOOR_PATH = '/__bench-floor';

/**
 * The floor of a first screen: a plain HTML page with no framework that asks the same API request the app asked and
 * draws its answer as the app's screen is recognised (a table's rows, or a tile's number in an h4 of MUI's class), so
 * the same `ready` check times both. The API answers from the same server in the same run; only the page's few hundred
 * bytes come from the bench, which on loopback costs what serving them would.
 */
const floorPage = (apiUrl: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>floor</title></head><body><main id="screen"></main><script>
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
</script></body></html>`;

/** Serves the floor page of `apiUrl` at FLOOR_PATH in `context`. */
export async function serveFloor(context: BrowserContext, apiUrl: string): Promise<void> {
  await context.route(`**${FLOOR_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: floorPage(apiUrl) }));
}
