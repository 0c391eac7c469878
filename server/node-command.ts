/**
 * How the server process is started, by `npm start` (package.json spells the same command; a test checks it), the
 * benches and the browser tests: TypeScript through tsx, and V8's young generation kept to 2 MB semi-spaces. With
 * V8's default (up to 16 MB) the streamed CSV export of 1.4 M rows took the server's peak from 180 MB (idle) to 204 MB
 * (`npm run bench:export`); with 2 MB from 156 to 159 MB, at the same rows/s (measured at 1 M citizens).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=2', '--import', 'tsx', 'server/server.ts'];
