import { linkManifest } from '../pwa/manifestLink';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

/** localStorage key remembering the chosen language between visits. */
export const LOCALE_KEY = 'locale';

export const storedLocale = () => {
  const locale = localStorage.getItem(LOCALE_KEY);
  return LOCALES.some((option) => option.locale === locale) ? locale! : 'en';
};

/**
 * Remembers the choice for the next visit: in localStorage for the app, and in a cookie for the server, which sends the
 * public pages already drawn in that language (server/plugins/external/static.ts).
 */
export const rememberLocale = (locale: string) => {
  localStorage.setItem(LOCALE_KEY, locale);
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  linkManifest(locale);
};
