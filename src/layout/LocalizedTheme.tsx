import { createTheme, ThemeProvider } from '@mui/material';
import { enUS, hiIN } from '@mui/material/locale';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { theme } from '../theme';

type PageItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** The page buttons' names a screen reader hears ('Go to page 2', 'पृष्ठ 2 पर जाएँ'), from react-admin's catalogue. */
const pageItemName = (translate: TranslateFunction) => (type: PageItemType, page: number | null, selected: boolean) => {
  if (type === 'page') return translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page });
  return type.endsWith('ellipsis') ? '' : translate(`ra.navigation.${type}`);
};

/**
 * MUI's own texts in the current language: its locale object (hiIN: the Autocomplete's, the Alert's close…) and,
 * over it, the app's words where MUI's are missing or wrong (page buttons, the pagination's name).
 */
export const localizedTheme = (locale: string, translate: TranslateFunction) =>
  createTheme(theme, locale === 'hi' ? hiIN : enUS, {
    components: {
      MuiPagination: { defaultProps: { 'aria-label': translate('shell.pagination'), getItemAriaLabel: pageItemName(translate) } },
      MuiTablePagination: {
        defaultProps: { getItemAriaLabel: pageItemName(translate), labelRowsPerPage: translate('ra.navigation.page_rows_per_page') },
      },
    },
  });

/** Gives the screens below the theme in the current language (react-admin remounts them when it changes). */
export const LocalizedTheme = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const localized = useMemo(() => localizedTheme(locale, translate), [locale, translate]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
};
