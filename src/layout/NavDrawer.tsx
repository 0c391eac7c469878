import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyNamed } from '../lazyNamed';
import type { NavEntry } from './navigation';
import { useOpenedOnce } from './useOpenedOnce';

const NavDrawerPanel = lazyNamed(() => import('./NavDrawerPanel'), 'NavDrawerPanel');

/** The navigation folded behind a menu button (narrow screens); the drawer's code comes with its first opening. */
export const NavDrawer = ({ entries }: { entries: NavEntry[] }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={translate('shell.nav.open_menu')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawerPanel entries={entries} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
