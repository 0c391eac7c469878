import { useTranslate } from 'react-admin';
import { useSessionUser } from '../../authProvider';
import { canAccess } from '../../authProvider/access';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { StaffDashboard } from './StaffDashboard';
import { UserDashboard } from './UserDashboard';

/** /dashboard: the staff variant for admin and manager, the user variant otherwise. Behind the route guard. */
export const DashboardPage = () => {
  const user = useSessionUser();
  useDocumentTitle(useTranslate()('shell.nav.dashboard'));
  if (!user) return null;
  return canAccess(user.role, 'dashboard.staff') ? <StaffDashboard role={user.role} /> : <UserDashboard user={user} />;
};
