import { tokenStore } from '../authProvider/token';
import { startEarly } from '../dataProvider/http';
import { reshapeWhenLoaded } from '../i18n/devanagariFaces';
import { storedLocale } from '../i18n/locale';
import { requestCodeAfterPaint } from '../public/codeAfterPaint';
import { preloadModule } from './preloadModules';
import { recordEarlyPresses } from '../public/earlyPresses';
import { markFollowedLinks } from './followedLink';
import { earlyRequests, openedScreen } from './earlyRequests';

/** Each language's catalogue chunk and the chunks it imports (vite.config.ts, vite.inline-script.ts). */
declare const INLINE_CHUNKS: Record<string, string[]>;

/**
 * Written into index.html as an inline script at build time (vite.config.ts): with a stored token, sends the opened
 * screen's first requests as the page is parsed, before its module entry has arrived and run (the app's startEarly,
 * http.ts, takes them up by URL), and preloads the stored language's texts, which every signed-in screen draws with.
 * On a drawn public page it records the buttons pressed before the page's code has come (src/public/earlyPresses.ts),
 * and a link followed before then marks the page it loads as opened from the app (followedLink.ts); it asks for the drawn
 * page's code once the page is on the screen (codeAfterPaint.ts). Hindi's faces, where the page declares them, reshape
 * its text as each arrives, in the frame the browser redraws it for the face anyway (devanagariFaces.ts), not in a
 * pass of their own once the code has come.
 */
recordEarlyPresses();
requestCodeAfterPaint();
reshapeWhenLoaded();
markFollowedLinks();
if (tokenStore.get()) {
  for (const path of earlyRequests(openedScreen(window.location.pathname))) startEarly(path);
  for (const href of INLINE_CHUNKS[storedLocale()]) preloadModule(href);
}
