import { useEffect } from 'react';
import { useLocaleState, useTranslate } from '../i18n/translations';

/** The separator between a title's parts: 'Ramesh Kumar · Citizens · Parivahan Desk'. */
const SEPARATOR = ' · ';

/**
 * Names the browser tab after the page, most specific part first and the app's name last, in the current
 * language: `useDocumentTitle(citizen.name, translate('citizens.list.title'))`. Empty parts (a record still
 * loading) are left out. The tab goes back to the app's name when the page closes.
 */
export function useDocumentTitle(...parts: (string | null | undefined)[]) {
  const translate = useTranslate();
  const appName = translate('app.name');
  const title = [...parts.filter((part) => !!part?.trim()), appName].join(SEPARATOR);
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}

/** Keeps `<html lang>` on the current language (`en`, `hi`), so screen readers and fonts read the page right. */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
