import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countOf, StatCard, StatGrid } from './StatCard';
import { useDashboardStats, type StaffStats } from './useDashboardStats';

/** 'Admin Dashboard' for admin and manager: pending requests, citizens and users. */
export const StaffDashboardView = ({ stats, failure }: { stats?: StaffStats; failure?: string | null }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('shell.dashboard.staff_title')}
      </Typography>
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <StatGrid>
        <StatCard label="shell.dashboard.pending_requests" value={countOf(stats?.pending_requests, !!failure)} icon={<PendingActionsIcon />} to="/service-requests" />
        <StatCard label="shell.dashboard.total_citizens" value={countOf(stats?.total_citizens, !!failure)} icon={<PeopleAltIcon />} to="/citizens" />
        <StatCard label="shell.dashboard.total_users" value={countOf(stats?.total_users, !!failure)} icon={<ManageAccountsIcon />} to="/admin/users" />
      </StatGrid>
    </>
  );
};

export const StaffDashboard = () => {
  const { stats, failure } = useDashboardStats<StaffStats>('/dashboard/stats');
  return <StaffDashboardView stats={stats} failure={failure} />;
};
