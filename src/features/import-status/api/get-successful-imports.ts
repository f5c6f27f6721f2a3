// GET /SuccessfulImports/Find/{date} (one day) and /SuccessfulImports/GetAll/{days} (the last N
// days) for the recent imports (ADMIN-092), and one import of a day for its details (ADMIN-099).
import { useQuery } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importStatusQueryKey } from './query-keys.ts';

export type RecentPeriod = { day: string } | { days: number };

function successfulImportsQueryOptions(period: RecentPeriod) {
  return {
    queryKey: [...importStatusQueryKey, 'successful', period],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      'day' in period
        ? callApi(importEndpoints.successfulOfDay, { params: { date: period.day }, signal })
        : callApi(importEndpoints.successfulOfLastDays, { params: { days: String(period.days) }, signal }),
  };
}

export function useSuccessfulImports(period: RecentPeriod, refetchInterval: number | false) {
  return useQuery({ ...successfulImportsQueryOptions(period), refetchInterval });
}

/** The imported import with this path on this day, or null when there is none. */
export function useSuccessfulImport(day: string, importPath: string) {
  return useQuery({
    ...successfulImportsQueryOptions({ day }),
    enabled: day !== '' && importPath !== '',
    select: (records) =>
      records.find((record) => record.importPath === importPath && record.status === 0) ?? null,
  });
}
