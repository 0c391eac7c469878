import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Button, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { canAccess } from '../../authProvider/access';
import { BackupButton } from './BackupButton';

/** Title and the list's buttons: + New Profile for everyone, Expiry Report for staff, Backup for admins. */
export const CitizenListHeader = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  const { search } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, pt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {translate('citizens.list.title')}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to={{ pathname: '/citizens/create', search }}>
        {translate('citizens.list.new_profile')}
      </Button>
      {canAccess(role, 'citizens.expiryReport') && (
        <Button variant="outlined" startIcon={<EventBusyIcon />} component={Link} to="/reports/expiries">
          {translate('citizens.list.expiry_report')}
        </Button>
      )}
      {canAccess(role, 'citizens.backup') && <BackupButton />}
    </Box>
  );
};
