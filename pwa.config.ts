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
      navigateFallbackDenylist: [/^\/api\//, /^\/storage\//, /^\/robots\.txt$/, ...publicPages],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 3_000_000,
      runtimeCaching: [
        // The public pages drawn at build time, in the cookie's language: from the server while there is a network, else
        // the last one kept, else the back office's page (which has them too).
        ...publicPageUrls.map((url) => ({
          urlPattern: url,
          handler: 'NetworkFirst' as const,
          options: { cacheName: 'public-pages', networkTimeoutSeconds: 4, precacheFallback: { fallbackURL: '/index.html' } },
        })),
        // The Devanagari font's files, fetched when Hindi is chosen: kept once fetched.
        { urlPattern: /\/assets\/.*\.woff2$/, handler: 'CacheFirst', options: { cacheName: 'fonts', expiration: { maxEntries: 30 } } },
      ],
    },
  }),
  hindiManifest(),
];
