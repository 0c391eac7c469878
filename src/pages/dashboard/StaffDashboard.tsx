import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { Alert, Skeleton, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { Role } from '../../../common/options';
import { lazyNamed } from '../../lazyNamed';
import { countOf, filteredList, StatCard, StatGrid } from './StatCard';
import { useDashboardStats, type StaffStats } from './useDashboardStats';

/** Service Requests showing the pending ones only: what the card counts. */
export const PENDING_REQUESTS_PATH = filteredList('/service-requests', { status: 'pending' });

/** The staff dashboard ('Admin Dashboard', 'Manager Dashboard' for a manager): pending requests, citizens and users. */
export const StaffDashboardView = ({ role, stats, failure }: { role: Role; stats?: StaffStats; failure?: string | null }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate(role === 'manager' ? 'shell.dashboard.manager_title' : 'shell.dashboard.staff_title')}
      </Typography>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <StatGrid>
        <StatCard label="shell.dashboard.pending_requests" value={countOf(stats?.pending_requests, !!failure)} icon={<PendingActionsIcon />} to={PENDING_REQUESTS_PATH} />
        <StatCard label="shell.dashboard.total_citizens" value={countOf(stats?.total_citizens, !!failure)} icon={<PeopleAltIcon />} to="/citizens" />
        <StatCard label="shell.dashboard.total_users" value={countOf(stats?.total_users, !!failure)} icon={<ManageAccountsIcon />} to="/admin/users" />
      </StatGrid>
    </>
  );
};

/** The charts under the counts; they and their library load as a chunk of their own. */
const DashboardCharts = lazyNamed(() => import('./charts/DashboardCharts'), 'DashboardCharts');

export const StaffDashboard = ({ role }: { role: Role }) => {
  const { stats, failure } = useDashboardStats<StaffStats>('/dashboard/stats');
  return (
    <>
      <StaffDashboardView role={role} stats={stats} failure={failure} />
      <Suspense fallback={<Skeleton variant="rounded" height={380} />}>
        <DashboardCharts />
      </Suspense>
    </>
  );
};
