import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { LOCALES, rememberLocale } from '../i18n/locale';
import { useLocaleState, useTranslate } from '../i18n/translations';
import { lazyNamed } from '../lazyNamed';
import { LazyPopup } from './LazyPopup';

const LanguageMenu = lazyNamed(() => import('./LanguageMenu'), 'LanguageMenu');

/**
 * Set when a language is chosen: react-admin draws every screen anew in it, and the new button takes the focus back
 * (it would otherwise fall to the page's body).
 */
let languageJustChosen = false;

/**
 * Switches between English and Hindi; the choice is remembered for the next visit. The current
 * language's name shows beside the icon where there is room (`compact` keeps it for wide screens); the button's name
 * says both, 'Language: English', so it holds the words shown (WCAG 2.5.3: a voice user says what they see). The
 * menu's code comes with its first opening.
 */
export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!languageJustChosen) return;
    languageJustChosen = false;
    button.current?.focus();
  }, []);
  const wideFrom = compact ? 'xl' : 'sm';
  const current = LOCALES.find((option) => option.locale === locale) ?? LOCALES[0];
  const choose = (next: string) => {
    languageJustChosen = next !== locale;
    rememberLocale(next);
    setLocale(next);
    setAnchor(null);
  };
  return (
    <>
      <Button
        ref={button}
        color="inherit"
        aria-label={`${translate('shell.nav.language')}: ${current.name}`}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, [wideFrom]: 1 } } }}
      >
        <Typography component="span" sx={{ display: { xs: 'none', [wideFrom]: 'inline' }, font: 'inherit' }}>
          {current.name}
        </Typography>
      </Button>
      <LazyPopup open={!!anchor}>
        <LanguageMenu anchor={anchor} locale={locale} onChoose={choose} onClose={() => setAnchor(null)} />
      </LazyPopup>
    </>
  );
};
