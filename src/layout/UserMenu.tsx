import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../authProvider';
import { lazyNamed } from '../lazyNamed';
import { LazyPopup } from './LazyPopup';

const UserMenuPopup = lazyNamed(() => import('./UserMenuPopup'), 'UserMenuPopup');

/** The signed-in user's menu: mobile, role, Account Settings, Logout; its code comes with its first opening. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('shell.nav.user_menu')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <LazyPopup open={!!anchor}>
        <UserMenuPopup user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </LazyPopup>
    </>
  );
};
