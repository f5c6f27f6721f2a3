// The Reports page's reads (002 §2, §7, §8; EMIS-095, EMIS-219, EMIS-231): the report types and
// the vessel's reports. A failed read is logged and treated as an empty list, as the spec says.
import { useQuery } from '@tanstack/react-query';
import { emissionReportEndpoints as endpoints } from '../../../../domain/contracts/emission-reports.ts';
import { callApi } from '../../../lib/api-client.ts';

async function orEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(`${what} could not be read`, error);
    return [];
  }
}

export function useReportTypes() {
  return useQuery({
    queryKey: ['report-types'],
    queryFn: ({ signal }) => orEmpty('Report types', () => callApi(endpoints.reportTypes, { signal })),
  });
}

export function useReports(vesselId: string) {
  return useQuery({
    queryKey: ['reports', vesselId],
    queryFn: ({ signal }) =>
      orEmpty('Reports', () => callApi(endpoints.reports, { query: { vesselId }, signal })),
  });
}
