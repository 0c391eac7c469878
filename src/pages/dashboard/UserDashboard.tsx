import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SchoolIcon from '@mui/icons-material/School';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../../authProvider';
import { CompleteProfileDialog, needsProfileCompletion } from './CompleteProfileDialog';
import { OwnDocuments } from './OwnDocuments';
import { ProfileWarning } from './ProfileWarning';
import { countOf, StatCard, StatGrid } from './StatCard';
import { useDashboardStats, type UserStats } from './useDashboardStats';

/** A user's dashboard: their requests and the licences and vehicles of their own profile. */
export const UserDashboardView = ({ user, stats, failure }: { user: SessionUser; stats?: UserStats; failure?: string | null }) => {
  const translate = useTranslate();
  const failed = !!failure;
  const profileLink = user.primary_citizen ? '/citizens' : undefined;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {translate('shell.dashboard.welcome', { name: user.name })}
      </Typography>
      {!user.primary_citizen && <ProfileWarning sx={{ mb: 3 }} />}
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <StatGrid>
        <StatCard label="shell.dashboard.my_requests" value={countOf(stats?.pending_requests_count, failed)} icon={<AssignmentIcon />} to="/my-requests" />
        <StatCard label="shell.dashboard.learning_licenses" value={countOf(stats?.ll_count, failed)} icon={<SchoolIcon />} to={profileLink} />
        <StatCard label="shell.dashboard.driving_licenses" value={countOf(stats?.dl_count, failed)} icon={<BadgeIcon />} to={profileLink} />
        <StatCard label="shell.dashboard.registered_vehicles" value={countOf(stats?.vehicle_count, failed)} icon={<DirectionsCarIcon />} to={profileLink} />
      </StatGrid>
    </>
  );
};

export const UserDashboard = ({ user }: { user: SessionUser }) => {
  const { stats, failure } = useDashboardStats<UserStats>('/dashboard/user-stats');
  const [dialogHidden, setDialogHidden] = useState(false);
  return (
    <>
      <UserDashboardView user={user} stats={stats} failure={failure} />
      <OwnDocuments />
      <CompleteProfileDialog user={user} open={needsProfileCompletion(user) && !dialogHidden} onClose={() => setDialogHidden(true)} />
    </>
  );
};
