/**
 * `npm run build`, after the back office's and the public entry's builds: writes each public page drawn in English and
 * Hindi to dist/pages/<name>.<lang>.html (and their .br/.gz copies), from dist/index.html's head, with the page's CSS
 * inline and the public entry's script. The server sends the page in the language of the `locale` cookie.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PUBLIC_CODE_META } from './codeAfterPaint';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

type RenderedPage = Awaited<ReturnType<typeof renderPage>>;

const dist = path.resolve('dist');
// The SSR build of src/public/render.tsx (vite.public.config.ts); a path known only when the build has run.
const renderModule = path.resolve('dist-prerender/render.js');
const { renderPage, PUBLIC_PAGES, MESSAGES, DEVANAGARI_FACES_ID } = (await import(renderModule)) as typeof import('./render');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/public-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entry = manifest['src/public/main.tsx'];
const deskPage = readFileSync(path.join(dist, 'index.html'), 'utf8');
const deskEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(deskPage)![1];

/**
 * Hindi's faces (src/i18n/devanagariFont.css), inline in a Hindi page's head: the browser knows them before it first
 * shapes the page's text, so their downloads start with its first layout instead of once the page's code has come and
 * declared them (their arrivals, each a restyle of the whole page, then fell inside the page's start); the code only
 * listens for them (reshapeWhenLoaded, started by the head's inline script).
 */
const devanagariFaces = (manifest['src/i18n/devanagariFont.ts'].css ?? []).map((file) => readFileSync(path.join(dist, file), 'utf8')).join('');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A chunk's file and the files of the chunks it imports, each once. */
const chunkFiles = (key: string, seen = new Set<string>()): Set<string> => {
  if (!seen.has(key)) {
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) chunkFiles(imported, seen);
  }
  return seen;
};

/**
 * The desk page's head (icons, manifest, theme colour) without its scripts and styles, in `locale`, with the public
 * entry's and the preloads of its page's chunk and, in Hindi, of Hindi's texts (fetched beside the entry, not after it).
 */
function page(locale: string, source: string, { html, css, ids, globalStyles }: RenderedPage) {
  const { app } = MESSAGES[locale];
  // The entry's stages (its dynamic imports) are fetched beside it: the entry only orders their evaluation.
  const entryChunks = chunkFiles('src/public/main.tsx');
  for (const stage of entry.dynamicImports ?? []) chunkFiles(stage, entryChunks);
  // Hindi's texts, which the entry imports before it takes the page over: fetched beside it, not after it has run.
  if (locale === 'hi') chunkFiles('src/public/hindiMessages.ts', entryChunks);
  const chunks = [...chunkFiles(source, entryChunks)].filter((key) => key !== 'src/public/main.tsx');
  // Asked for once the page is on the screen (codeAfterPaint.ts, run by the head's inline script).
  const code = [entry.file, ...chunks.map((chunk) => manifest[chunk].file)].map((file) => `/${file}`).join(' ');
  const head = [
    `<meta name="desk-entry" content="${deskEntry}">`,
    `<meta name="${PUBLIC_CODE_META}" content="${code}">`,
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(locale === 'hi' ? [`<style id="${DEVANAGARI_FACES_ID}">${devanagariFaces}</style>`] : []),
    ...globalStyles.map((global) => `<style data-emotion="css-global ${global.name}">${global.css}</style>`),
    `<style data-emotion="css ${ids.join(' ')}">${css}</style>`,
  ].join('\n    ');
  return deskPage
    .replace(/<html lang="en">/, `<html lang="${locale}">`)
    .replace(/<title>.*<\/title>/, `<title>${escapeHtml(app.name)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(app.description)}"`)
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="(modulepreload|stylesheet)" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

mkdirSync(path.join(dist, 'pages'), { recursive: true });
writeFileSync(path.join(dist, 'pages', 'pages.json'), JSON.stringify(Object.fromEntries(PUBLIC_PAGES.map((page) => [page.path, page.name]))));
for (const { path: pagePath, name, source } of PUBLIC_PAGES) {
  for (const locale of ['en', 'hi']) {
    const file = path.join(dist, 'pages', `${name}.${locale}.html`);
    const text = page(locale, source, await renderPage(pagePath, locale));
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  }
}
