import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Button } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { canAccess } from '../../authProvider/access';
import { BackupButton } from './BackupButton';

/** The list's buttons: + New Profile for everyone, Expiry Report for staff, Backup for admins. */
export const CitizenListHeader = () => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions();
  const { search } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end', px: 2, pt: 2 }}>
      <Button variant="contained" component={Link} to={{ pathname: '/citizens/create', search }}>
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
