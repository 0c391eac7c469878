import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../authProvider';
import { useSignOut } from './useSignOut';

/** The signed-in user's menu: mobile, role, Account Settings, Logout. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton color="inherit" aria-label={translate('shell.nav.user_menu')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('shell.nav.mobile', { mobile: user.phone })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('shell.nav.role', { role: translate(`shell.roles.${user.role}`) })}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to="/account" onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.nav.account_settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
