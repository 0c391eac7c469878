import { Alert, Box, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Where a user creates their own (primary) citizen profile: the citizen list with New Citizen Profile open. */
export const CREATE_OWN_PROFILE_PATH = '/citizens/create';

/** 'You haven't created your primary citizen profile yet.' with a link to create it. */
export const ProfileWarning = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={[{ '& .MuiAlert-message': { flex: 1 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {translate('shell.dashboard.no_profile')}
        <Button component={Link} to={CREATE_OWN_PROFILE_PATH} color="inherit" size="small" variant="outlined">
          {translate('shell.dashboard.create_profile')}
        </Button>
      </Box>
    </Alert>
  );
};
