import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { callApi } from '../../dataProvider/api';
import { useLoadError } from '../../components/useLoadError';
import { isForbidden } from '../../layout/ForbiddenPage';
import { filtersFromParams, paramsOf, type ReportFilters } from './reportFilters';

/** The report page named by the URL (filters and page), and setters that write the URL. */
export function useExpiryReport() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const query = useQuery({
    queryKey: ['reports/expiries', params.toString()],
    queryFn: () => callApi('get', '/api/reports/expiries', { query: { ...filters, page } }),
    retry: false,
    placeholderData: (previous) => previous,
  });
  const failure = useLoadError(query.error, 'expiries.report.load_failed');
  return {
    filters,
    page,
    report: query.data,
    isPending: query.isFetching,
    failure,
    forbidden: isForbidden(query.error),
    search: (next: ReportFilters) => setParams(paramsOf(next)),
    goTo: (next: number) => setParams(paramsOf(filters, next)),
  };
}
