import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../dataProvider/http';
import { useLoadError } from '../../components/useLoadError';

export interface StaffStats {
  pending_requests: number;
  total_citizens: number;
  total_users: number;
}

export interface UserStats {
  pending_requests_count: number;
  ll_count: number;
  dl_count: number;
  vehicle_count: number;
}

/** Loads a dashboard's counts; a failure gives the server's message or 'Failed to load dashboard data.', shown once on the page. */
export function useDashboardStats<T>(path: '/dashboard/stats' | '/dashboard/user-stats') {
  const query = useQuery({ queryKey: ['dashboard', path], queryFn: () => apiFetch<T>(path), retry: false });
  return { stats: query.data, failure: useLoadError(query.error, 'shell.dashboard.load_failed') };
}
