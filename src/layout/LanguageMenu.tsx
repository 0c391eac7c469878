import { Menu, MenuItem } from '@mui/material';
// हिन्दी is drawn in Hindi's faces on an English page too: a desk without a Devanagari font would show it as boxes.
import '../i18n/devanagariFont';
import { LOCALES } from '../i18n/locale';

/** LanguageSwitch's menu: one item per language, the current one selected (each named in its own language and font). */
export const LanguageMenu = ({ anchor, locale, onChoose, onClose }: {
  anchor: HTMLElement | null;
  locale: string;
  onChoose: (locale: string) => void;
  onClose: () => void;
}) => (
  <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
    {LOCALES.map((option) => (
      <MenuItem key={option.locale} selected={option.locale === locale} lang={option.locale} onClick={() => onChoose(option.locale)}>
        {option.name}
      </MenuItem>
    ))}
  </Menu>
);
