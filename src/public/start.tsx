import { options } from 'preact';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { hydrateInTurns } from '../components/HydrateInTurn';
import { pageDeclaresDevanagariFaces } from '../i18n/devanagariFaces';
import { rememberLocale, storedLocale } from '../i18n/locale';
import { registerWorker } from '../pwa/registerWorker';
import { startOutbox } from '../pages/outbox/outboxStore';
import { followingLink } from '../routing/followedLink';
import { markHandled } from './earlyPresses';
import type { HeldTaps } from './earlyTaps';
import { loadMessages } from './loadMessages';
import { publicPageAt } from './pages';
import { PublicApp } from './PublicApp';
import { prefetchLinkedPages } from './prefetchLinked';
import { windowLocation } from './PublicRouter';

/**
 * The visitor's page taken over by its code (the public entry's last stage, src/public/main.tsx). The page came drawn
 * at build time in the language of the `locale` cookie; its code takes it over (hydrates it). A page drawn in another
 * language than the one chosen on this phone (a choice made before the cookie existed), or opened with a query or a
 * state its drawing lacks (a tile's service, a reference), is drawn anew. A link tapped before (a tile, as soon as it
 * showed) opens its page here instead: that page is drawn, the drawn one never taken over (the phone's slower CPU
 * spent a second taking the home over before the form). Taps held while the page is taken over are followed then
 * (`taps.release`); after that, the code of the pages the page links to is loaded while the browser is idle
 * (prefetchLinkedPages). The phone's outbox sends what waits for the network.
 */
export async function startPage(root: HTMLElement, taps: HeldTaps) {
  // Each event Preact (this entry's React) hands to a handler is marked: a press of a part already alive is not
  // tapped again once the whole page is (earlyPresses.ts).
  const handOn = options.event;
  options.event = (event) => markHandled(handOn ? handOn(event) : event);
  const locale = storedLocale();
  rememberLocale(locale);
  registerWorker();
  startOutbox();
  // Hindi's web font, swapped in when it comes: the page is already drawn in the phone's own Devanagari font. A Hindi
  // page drawn at build time declares its faces itself (their downloads start with its first layout) and its inline
  // script reshapes its text as they arrive (src/routing/earlyInline.ts).
  if (locale === 'hi' && !pageDeclaresDevanagariFaces()) void import('../i18n/devanagariFont');
  const tapped = taps.take();
  if (tapped) {
    window.history.pushState(null, '', tapped);
    followingLink(tapped);
    window.scrollTo(0, 0);
  }
  const location = windowLocation();
  try {
    const [messages, Page] = await Promise.all([loadMessages(locale), publicPageAt(location.pathname)!.load()]);
    const app = <PublicApp locale={locale} messages={messages} initial={{ location, Page }} />;
    const drawnHere = !tapped && document.documentElement.lang === locale && !location.search && location.state === undefined;
    if (drawnHere) await hydrateInTurns(() => hydrateRoot(root, app));
    else {
      document.documentElement.lang = locale;
      createRoot(root).render(app);
    }
  } finally {
    taps.release();
  }
  prefetchLinkedPages();
}
