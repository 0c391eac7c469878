import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { shell as english } from './src/i18n/en/shell';
import { shell as hindi } from './src/i18n/hi/shell';
import { PUBLIC_PATHS } from './src/public/paths';

/** The install manifest in one language: the app's name and description from the i18n texts. */
const manifest = (lang: 'en' | 'hi', { app }: typeof english): Partial<ManifestOptions> => ({
  name: app.name,
  short_name: app.name,
  description: app.description,
  lang,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0d47a1',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** The Hindi manifest beside the English one; the page links it while Hindi is chosen (src/pwa/manifestLink.ts). */
const hindiManifest = (): Plugin => ({
  name: 'hindi-manifest',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'manifest.hi.webmanifest', source: JSON.stringify(manifest('hi', hindi)) });
  },
});

/** The public pages' paths (src/public/paths.ts): as a path and query (navigateFallbackDenylist), as a whole URL (runtimeCaching). */
const publicPages = Object.values(PUBLIC_PATHS).map((path) => new RegExp(`^${path}(\\?.*)?$`));
const publicPageUrls = Object.values(PUBLIC_PATHS).map((path) => new RegExp(`^https?://[^/]+${path}(\\?.*)?$`));

/** This build's cache of public pages: a page kept by an older build names code that this build's precache lacks. */
const PUBLIC_PAGES_CACHE = `public-pages-${Date.now().toString(36)}`;

/**
 * A Workbox plugin for the public pages' cache: one copy of a page whatever its query (the server draws it without
 * one; a tile's `?category=…` opens the kept form), and the copies of older builds emptied once this build's worker
 * keeps one (it is then the active one: no tab still runs an older build). Workbox copies a plugin's functions into
 * the worker by their source, without the names around them: the cache's name is written into the text.
 */
const publicPagesPlugin = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
  cacheDidUpdate: new Function(
    `return async () => { for (const name of await caches.keys()) if (name.startsWith('public-pages') && name !== '${PUBLIC_PAGES_CACHE}') await caches.delete(name); }`,
  )() as () => Promise<void>,
};

/**
 * The service worker (Workbox, via vite-plugin-pwa): after the first visit it precaches the app's code and pages in
 * the background, so a screen's chunk is there even when the network is not; a new build's worker installs beside the
 * old one and takes over only once the app's tabs are closed (no skipWaiting), so an open tab keeps the chunks of its
 * own build. Navigations offline get the cached app page. The API is never cached.
 */
export const pwa = (): Plugin[] => [
  ...VitePWA({
    registerType: 'prompt',
    // Registered by the app (src/pwa/registerWorker.ts): the content security policy allows no inline script.
    injectRegister: false,
    manifest: manifest('en', english),
    includeAssets: ['robots.txt', 'icons/*.png', 'icons/icon.svg', 'manifest.hi.webmanifest'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      // No directory index: Workbox's default answered `/` with the precached index.html, the back office's page, so the
      // home opened from the phone ran the whole back office instead of its drawn page (the public-pages route below).
      directoryIndex: '',
      navigateFallbackDenylist: [/^\/api\//, /^\/storage\//, /^\/robots\.txt$/, ...publicPages],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 3_000_000,
      runtimeCaching: [
        // The public pages drawn at build time, in the cookie's language: the one kept, at once, and asked of the server
        // behind it for the next time (stale-while-revalidate), so a page opened from the home screen or a tile on a
        // slow network shows as fast as the code it needs. Kept by this build's worker only (PUBLIC_PAGES_CACHE), whose
        // precache holds the code those pages name; none kept yet and no network: the back office's page (it has them too).
        ...publicPageUrls.map((url) => ({
          urlPattern: url,
          handler: 'StaleWhileRevalidate' as const,
          options: { cacheName: PUBLIC_PAGES_CACHE, plugins: [publicPagesPlugin], precacheFallback: { fallbackURL: '/index.html' } },
        })),
        // The Devanagari font's files, fetched when Hindi is chosen: kept once fetched.
        { urlPattern: /\/assets\/.*\.woff2$/, handler: 'CacheFirst', options: { cacheName: 'fonts', expiration: { maxEntries: 30 } } },
      ],
    },
  }),
  hindiManifest(),
];
