/**
 * `npm run build` (after the app's vite build): the server's TypeScript bundled by esbuild into dist-server/, as
 * `npm start`, the benches and the browser tests run it. Plain JavaScript keeps tsx and its transform out of the
 * running process (some 35 MB of resident memory at idle, more in the .xlsx reader's worker thread). Packages stay
 * in node_modules; the migrations are copied beside the bundle, where server/db/client.ts looks for them.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'dist-server');

/** Writes dist-server/server.js, dist-server/xlsx-worker.js (server/lib/imports/sheet-rows.ts starts it) and the migrations. */
export async function buildServer(): Promise<void> {
  rmSync(SERVER_BUNDLE, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server/server.ts'), path.join(root, 'server/lib/imports/xlsx-worker.ts')],
    entryNames: '[name]',
    outdir: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/db/migrations'), path.join(SERVER_BUNDLE, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
