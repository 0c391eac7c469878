import TranslateIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, rememberLocale } from '../i18n';

/**
 * Switches between English and Hindi; the choice is remembered for the next visit. The current
 * language's name shows beside the icon where there is room (`compact` keeps it for wide screens).
 */
export const LanguageSwitch = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const wideFrom = compact ? 'xl' : 'sm';
  const current = LOCALES.find((option) => option.locale === locale) ?? LOCALES[0];
  const choose = (next: string) => {
    rememberLocale(next);
    setLocale(next);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('shell.nav.language')}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, [wideFrom]: 1 } } }}
      >
        <Typography component="span" sx={{ display: { xs: 'none', [wideFrom]: 'inline' }, font: 'inherit' }}>
          {current.name}
        </Typography>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem key={option.locale} selected={option.locale === locale} lang={option.locale} onClick={() => choose(option.locale)}>
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
