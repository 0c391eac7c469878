import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { english, type PublicMessages } from './messages';
import { hindi } from './hindiMessages';
import { PUBLIC_PAGES, publicPageAt } from './pages';
import { PublicApp } from './PublicApp';

export const MESSAGES: Record<string, PublicMessages> = { en: english, hi: hindi };

/**
 * A public page drawn at build time (src/public/prerender.ts runs this module's SSR build): its HTML, and the CSS it
 * needs, extracted from emotion (MUI's styles) to be inlined in the page's head with the ids the browser's emotion
 * picks up when the page's code takes over.
 */
export async function renderPage(path: string, locale: string) {
  const Page = await publicPageAt(path)!.load();
  const cache = createCache({ key: 'css' });
  // As @emotion/server's extractCritical does: styles are collected in the cache, not written beside each element.
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <PublicApp locale={locale} messages={MESSAGES[locale]} initial={{ location: { pathname: path, search: '' }, Page }} />
    </CacheProvider>,
  );
  const css = Object.values(cache.inserted).filter((style): style is string => typeof style === 'string').join('');
  return { html, css, ids: Object.keys(cache.inserted) };
}

export { PUBLIC_PAGES };
