import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Where a user creates their own (primary) citizen profile. */
export const CREATE_OWN_PROFILE_PATH = '/citizens/create';

/** 'You haven't created your primary citizen profile yet.' with a link to create it. */
export const ProfileWarning = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={[{ alignItems: 'center', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        <Button component={Link} to={CREATE_OWN_PROFILE_PATH} color="inherit" size="small" variant="outlined">
          {translate('shell.dashboard.create_profile')}
        </Button>
      }
    >
      {translate('shell.dashboard.no_profile')}
    </Alert>
  );
};
