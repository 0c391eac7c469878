import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { TranslationsProvider } from './translations';

/** react-admin's translate and language given to the pages shared with the public entry (src/i18n/translations.tsx). */
export const DeskTranslations = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const value = useMemo(() => ({ translate, locale, setLocale }), [translate, locale, setLocale]);
  return <TranslationsProvider value={value}>{children}</TranslationsProvider>;
};
