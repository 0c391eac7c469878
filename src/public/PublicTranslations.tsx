import Polyglot from 'node-polyglot';
import { useMemo, useState, type ReactNode } from 'react';
import { rememberLocale } from '../i18n/locale';
import { TranslationsProvider, type Translate } from '../i18n/translations';
import { loadMessages } from './loadMessages';
import type { PublicMessages } from './messages';

/** react-admin's translate on node-polyglot, as ra-i18n-polyglot builds it: `_` is the text of a missing key. */
export function polyglotTranslate(locale: string, messages: PublicMessages): Translate {
  const polyglot = new Polyglot({ locale, phrases: messages, allowMissing: true });
  return (key, options) => polyglot.t(key, options as Polyglot.InterpolationOptions);
}

/**
 * The public pages' texts without react-admin: the language the page was drawn in (at build time, or by the script
 * when the stored choice differs), switched by the language button (Hindi's texts and font come with the choice).
 */
export const PublicTranslations = ({ locale: initialLocale, messages: initialMessages, children }: { locale: string; messages: PublicMessages; children: ReactNode }) => {
  const [{ locale, messages }, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const value = useMemo(
    () => ({
      locale,
      translate: polyglotTranslate(locale, messages),
      setLocale: (next: string) => {
        rememberLocale(next);
        void Promise.all([loadMessages(next), next === 'hi' ? import('../i18n/devanagariFont').then((font) => font.devanagariLoaded()) : null]).then(
          ([nextMessages]) => {
            document.documentElement.lang = next;
            setState({ locale: next, messages: nextMessages });
          },
        );
      },
    }),
    [locale, messages],
  );
  return <TranslationsProvider value={value}>{children}</TranslationsProvider>;
};
