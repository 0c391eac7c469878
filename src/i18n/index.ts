import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

/** English is bundled; Hindi is loaded when chosen. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? import('./hi').then((m) => m.hi) : en),
  localStorage.getItem('locale') ?? 'en',
  LOCALES,
  { allowMissing: true },
);
