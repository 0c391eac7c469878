import { createContext, useContext, type ReactNode } from 'react';

/** Translates a message key with its interpolations (`_` is the text when the key has none), as react-admin's translate does. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Translations {
  translate: Translate;
  locale: string;
  setLocale: (locale: string) => void;
}

const TranslationsContext = createContext<Translations | null>(null);

/**
 * The texts of the pages shared by the back office and the public pages' entry: the back office gives react-admin's
 * (src/i18n/DeskTranslations.tsx), the public entry its own, without react-admin (src/public/PublicTranslations.tsx).
 */
export const TranslationsProvider = ({ value, children }: { value: Translations; children: ReactNode }) => (
  <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
);

function useTranslations(): Translations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('useTranslate needs a TranslationsProvider');
  return translations;
}

export const useTranslate = () => useTranslations().translate;

/** The current language and the way to change it, like react-admin's useLocaleState. */
export const useLocaleState = () => {
  const { locale, setLocale } = useTranslations();
  return [locale, setLocale] as const;
};
