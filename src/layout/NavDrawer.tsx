import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from '../i18n/translations';
import { lazyNamed } from '../lazyNamed';
import { LazyPopup } from './LazyPopup';
import type { NavEntry } from './navigation';

const NavDrawerPanel = lazyNamed(() => import('./NavDrawerPanel'), 'NavDrawerPanel');

/** The navigation folded behind a menu button (narrow screens); the drawer's code comes with its first opening. */
export const NavDrawer = ({ entries }: { entries: NavEntry[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={translate('shell.nav.open_menu')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <LazyPopup open={open}>
        <NavDrawerPanel entries={entries} open={open} onClose={() => setOpen(false)} />
      </LazyPopup>
    </>
  );
};
