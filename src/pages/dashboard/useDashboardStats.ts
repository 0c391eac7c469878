import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch, errorMessage } from '../../dataProvider/http';

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

/** Loads a dashboard's counts; a failure gives the server's message or 'Failed to load dashboard data.' (also as a toast). */
export function useDashboardStats<T>(path: '/dashboard/stats' | '/dashboard/user-stats') {
  const notify = useNotify();
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['dashboard', path], queryFn: () => apiFetch<T>(path), retry: false });
  const failure = query.error ? errorMessage(query.error, translate('shell.dashboard.load_failed')) : null;
  useEffect(() => {
    if (failure) notify(failure, { type: 'error' });
  }, [failure, notify]);
  return { stats: query.data, failure };
}
