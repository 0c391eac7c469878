import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSessionUser, type SessionUser } from '../../authProvider';
import { canAccess } from '../../authProvider/access';
import { ProfileWarning } from '../dashboard/ProfileWarning';
import { ChangeMobileForm } from './ChangeMobileForm';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const MyProfileCard = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  const citizenId = user.citizen_id ?? user.primary_citizen?.id;
  return (
    <Card sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('shell.account.profile')}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[user.phone, user.email].filter(Boolean).join(' · ')}
        </Typography>
        {citizenId ? (
          <Button component={Link} to={`/citizens/${citizenId}`} variant="outlined" startIcon={<PersonIcon />}>
            {translate('shell.account.view_profile')}
          </Button>
        ) : (
          canAccess(user.role, 'citizens.ownProfile') && <ProfileWarning />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * Account settings: a link to my profile (a plain user without one is asked to create it), change mobile number,
 * change password, and for staff their calendar feed of expiries.
 */
export const AccountSettings = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  useDocumentTitle(translate('shell.account.title'));
  return (
    <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('shell.account.title')}
      </Typography>
      <Stack spacing={3}>
        <MyProfileCard user={user} />
        <ChangeMobileForm />
        <ChangePasswordForm role={user.role} />
        {canAccess(user.role, 'calendar.feed') && <CalendarFeedCard />}
      </Stack>
    </Box>
  );
};

/** /account, behind the route guard. */
export const AccountPage = () => {
  const user = useSessionUser();
  return user ? <AccountSettings user={user} /> : null;
};
