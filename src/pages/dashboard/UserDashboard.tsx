import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import SchoolIcon from '@mui/icons-material/School';
import { Alert, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionUser } from '../../authProvider';
import { canAccess } from '../../authProvider/access';
import { lazyDialog } from '../../lazyNamed';
import { OwnDocuments } from './OwnDocuments';
import { ProfileWarning } from './ProfileWarning';
import { countOf, filteredList, StatCard, StatGrid } from './StatCard';
import { useDashboardStats, type UserStats } from './useDashboardStats';

/** The profile's form, fetched only for a user who must complete their profile. */
const CompleteProfileDialog = lazyDialog(() => import('./CompleteProfileDialog'), 'CompleteProfileDialog');

/** A plain user (never staff) whose primary citizen profile is missing or has no date of birth. */
export const needsProfileCompletion = (user: SessionUser) => canAccess(user.role, 'citizens.ownProfile') && !user.primary_citizen?.dob;

/** My Requests showing the pending ones only: what the dashboard's count of pending requests counts. */
export const MY_PENDING_REQUESTS_PATH = filteredList('/my-requests', { status: 'pending' });

export interface UserDashboardViewProps {
  user: SessionUser;
  stats?: UserStats;
  failure?: string | null;
  /** What comes first, before the counts: the user's documents expiring soon. */
  documents?: ReactNode;
}

/**
 * A user's dashboard: their documents expiring soon first, then their pending requests (opening My Requests filtered
 * to them) and the licences and vehicles of their own profile (each opening that profile on its tab).
 */
export const UserDashboardView = ({ user, stats, failure, documents }: UserDashboardViewProps) => {
  const translate = useTranslate();
  const failed = !!failure;
  const citizenId = user.citizen_id ?? user.primary_citizen?.id;
  const profileTab = (tab: string) => (citizenId ? `/citizens/${citizenId}?tab=${tab}` : undefined);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {translate('shell.dashboard.welcome', { name: user.name })}
      </Typography>
      {!user.primary_citizen && <ProfileWarning sx={{ mb: 3 }} />}
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      {documents}
      <StatGrid>
        <StatCard
          label="shell.dashboard.my_service_requests"
          note="shell.dashboard.pending_note"
          value={countOf(stats?.pending_requests_count, failed)}
          icon={<AssignmentIcon />}
          to={MY_PENDING_REQUESTS_PATH}
        />
        <StatCard label="shell.dashboard.learning_licenses" value={countOf(stats?.ll_count, failed)} icon={<SchoolIcon />} to={profileTab('ll')} />
        <StatCard label="shell.dashboard.driving_licenses" value={countOf(stats?.dl_count, failed)} icon={<BadgeIcon />} to={profileTab('dl')} />
        <StatCard label="shell.dashboard.registered_vehicles" value={countOf(stats?.vehicle_count, failed)} icon={<DirectionsCarIcon />} to={profileTab('vehicles')} />
      </StatGrid>
    </>
  );
};

export const UserDashboard = ({ user }: { user: SessionUser }) => {
  const { stats, failure } = useDashboardStats<UserStats>('/dashboard/user-stats');
  const [dialogHidden, setDialogHidden] = useState(false);
  return (
    <>
      <UserDashboardView user={user} stats={stats} failure={failure} documents={<OwnDocuments />} />
      {needsProfileCompletion(user) && <CompleteProfileDialog user={user} open={!dialogHidden} onClose={() => setDialogHidden(true)} />}
    </>
  );
};
