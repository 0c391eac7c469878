import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../authProvider';
import { useSignOut } from './useSignOut';

/** UserMenu's menu: the user's mobile and role, Account Settings, Logout. */
export const UserMenuPopup = ({ user, anchor, onClose }: { user: SessionUser; anchor: HTMLElement | null; onClose: () => void }) => {
  const translate = useTranslate();
  const signOut = useSignOut();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
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
      <MenuItem component={Link} to="/account" onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        {translate('shell.nav.account_settings')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {translate('shell.nav.logout')}
      </MenuItem>
    </Menu>
  );
};
