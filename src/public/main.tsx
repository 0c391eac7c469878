import { hydrateRoot, createRoot } from 'react-dom/client';
import { tokenStore } from '../authProvider/token';
import { hydrateInTurns } from '../components/HydrateInTurn';
import { rememberLocale, storedLocale } from '../i18n/locale';
import { registerWorker } from '../pwa/registerWorker';
import { startOutbox } from '../pages/outbox/outboxStore';
import { holdEarlyTaps } from './earlyTaps';
import { loadMessages } from './messages';
import { publicPageAt } from './pages';
import { PublicApp } from './PublicApp';
import { prefetchLinkedPages } from './prefetchLinked';
import { windowLocation } from './PublicRouter';

/**
 * The public pages' entry. The page came drawn at build time in the language of the `locale` cookie; its code takes
 * it over (hydrates it). A page drawn in another language than the one chosen on this phone (a choice made before the
 * cookie existed), or opened with a query or a state its drawing lacks (a tile's service, a reference), is drawn anew.
 * A tap on a link made before that is held, then followed in place (holdEarlyTaps); after that, the code of the pages
 * the page links to is loaded while the browser is idle (prefetchLinkedPages). The phone's outbox sends what
 * waits for the network. A signed-in user gets the back office's app instead (the entry the page names), on an empty
 * page.
 */
async function start() {
  const root = document.getElementById('root')!;
  if (tokenStore.get()) {
    // The drawn page is a visitor's (its form would take what is typed, then give way to the back office's): gone.
    root.replaceChildren();
    const desk = document.createElement('script');
    desk.type = 'module';
    desk.src = document.querySelector<HTMLMetaElement>('meta[name="desk-entry"]')!.content;
    document.head.append(desk);
    return;
  }
  const releaseTaps = holdEarlyTaps();
  const locale = storedLocale();
  rememberLocale(locale);
  registerWorker();
  startOutbox();
  // Hindi's web font, swapped in when it comes: the page is already drawn in the phone's own Devanagari font.
  if (locale === 'hi') void import('../i18n/devanagariFont');
  const location = windowLocation();
  try {
    const [messages, Page] = await Promise.all([loadMessages(locale), publicPageAt(location.pathname)!.load()]);
    const app = <PublicApp locale={locale} messages={messages} initial={{ location, Page }} />;
    if (document.documentElement.lang === locale && !location.search && location.state === undefined) await hydrateInTurns(() => hydrateRoot(root, app));
    else {
      document.documentElement.lang = locale;
      createRoot(root).render(app);
    }
  } finally {
    releaseTaps();
  }
  prefetchLinkedPages();
}

void start();
