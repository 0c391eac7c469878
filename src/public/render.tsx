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
 * picks up when the page's code takes over. Global styles (CssBaseline's) come apart, each as the tag emotion's
 * `<Global>` takes over in the browser: in the shared tag, the browser's emotion wrote them a second time while the
 * page was taken over (stylis's parse and a restyle of the whole page, in the task a tap waits for).
 */
export async function renderPage(path: string, locale: string) {
  const Page = await publicPageAt(path)!.load();
  const cache = createCache({ key: 'css' });
  // As @emotion/server's extractCritical does: styles are collected in the cache, not written beside each element.
  cache.compat = true;
  // Global styles (CssBaseline's) are inserted with no selector; keyframes too, but named `animation-…`.
  const globals = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!selector && !serialized.name.startsWith('animation-')) globals.add(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const html = renderToString(
    <CacheProvider value={cache}>
      <PublicApp locale={locale} messages={MESSAGES[locale]} initial={{ location: { pathname: path, search: '' }, Page }} />
    </CacheProvider>,
  );
  const styled = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !globals.has(entry[0]));
  const css = styled.map(([, style]) => style).join('');
  const globalStyles = [...globals].map((name) => ({ name, css: cache.inserted[name] as string }));
  return { html, css, ids: styled.map(([id]) => id), globalStyles };
}

export { PUBLIC_PAGES };
export { DEVANAGARI_FACES_ID } from '../i18n/devanagariFaces';
