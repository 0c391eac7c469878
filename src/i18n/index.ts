import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

import { LOCALES } from './locale';

export { LOCALES, LOCALE_KEY, storedLocale, rememberLocale } from './locale';

/**
 * Hindi's messages, its Devanagari web font and the calendar's Hindi month names: downloaded only when Hindi is chosen,
 * the font's files before the first Hindi screen is drawn.
 */
const loadHindi = () =>
  Promise.all([import('./hi'), import('./devanagariFont').then((font) => font.devanagariLoaded()), import('dayjs/locale/hi')]).then(([module]) => module.hi);

/**
 * English is bundled; Hindi is loaded when chosen. The provider starts in English (it must answer its first
 * locale synchronously); App seeds react-admin's `locale` store with the remembered choice, which switches it.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? loadHindi() : en),
  'en',
  LOCALES,
  { allowMissing: true },
);
