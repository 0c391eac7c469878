/**
 * How the server process is started, by `npm start` (package.json spells the same command; a test checks it), the
 * benches and the browser tests: the bundle `npm run build` writes (server/build.ts), stack traces mapped back to the
 * TypeScript, and V8's young generation kept to 4 MB semi-spaces. The
 * streamed CSV export of 1.4 M rows at 1 M citizens (`npm run bench:export`) took the server's peak to 204 MB with V8's
 * default (16 MB), 222 MB with 8 MB and 163 MB with 4 MB; 2 MB kept it at 152 MB but spent 14% of the server's time in
 * the collector under `bench:api` load (4 MB: 11%; the server's CPU time per request 7–11% lower in paired runs).
 * The old generation may grow to 1.5× what the last full collection kept (V8 chooses up to 4× when collecting is
 * quick): three minutes of `bench:soak` (32 clients, 100,000 citizens) peaked at 466 MB with V8's choice, 291 MB
 * with 1.5× at the same 177 requests/s, and 265 MB with 1.2× at 151 requests/s.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--enable-source-maps', 'dist-server/server.js'];
