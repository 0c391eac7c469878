import { hydrateRoot, createRoot } from 'react-dom/client';
import { tokenStore } from '../authProvider/token';
import { rememberLocale, storedLocale } from '../i18n/locale';
import { registerWorker } from '../pwa/registerWorker';
import { loadMessages } from './messages';
import { PUBLIC_PAGES } from './pages';
import { PublicApp } from './PublicApp';

/**
 * The public pages' entry. The page came drawn at build time in the language of the `locale` cookie; its code takes
 * it over (hydrates it). A page drawn in another language than the one chosen on this phone (a choice made before the
 * cookie existed) is drawn anew in it. A signed-in user gets the back office's app instead, whose entry the page names.
 */
async function start() {
  const root = document.getElementById('root')!;
  if (tokenStore.get()) {
    const desk = document.createElement('script');
    desk.type = 'module';
    desk.src = document.querySelector<HTMLMetaElement>('meta[name="desk-entry"]')!.content;
    document.head.append(desk);
    return;
  }
  const locale = storedLocale();
  rememberLocale(locale);
  registerWorker();
  // Hindi's web font, swapped in when it comes: the page is already drawn in the phone's own Devanagari font.
  if (locale === 'hi') void import('../i18n/devanagariFont');
  const { pathname } = window.location;
  const Page = PUBLIC_PAGES.find((page) => page.path === pathname)!.page;
  const app = (
    <PublicApp locale={locale} messages={await loadMessages(locale)} pathname={pathname}>
      <Page />
    </PublicApp>
  );
  if (document.documentElement.lang === locale) hydrateRoot(root, app);
  else {
    document.documentElement.lang = locale;
    createRoot(root).render(app);
  }
}

void start();
