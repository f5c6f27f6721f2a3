// The Shapoli calls (001 §7, PERF-174; ADR 0081): breaches of a year, a breach's details, the
// year's events, the limit (read by everyone, set by a SuperUser or Administrator), and the report
// downloads. A new limit re-reads everything judged against it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shapoliEndpoints,
  ShapoliSettingsSchema,
  type ShapoliReportFormat,
  type ShapoliSettingsInput,
} from '../../../../domain/contracts/shapoli.ts';
import { basedOnHeaders, staleRecord } from '../../../lib/stale-save.ts';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export const shapoliKey = (vesselId: string) => ['shapoli', vesselId] as const;

/** The UTC year as the calls' range. */
export const yearRange = (year: number) => ({
  fromDate: new Date(Date.UTC(year, 0, 1)).toISOString(),
  toDate: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
});

export function useShapoliSettings(vesselId: string) {
  return useQuery({
    queryKey: [...shapoliKey(vesselId), 'settings'],
    queryFn: ({ signal }) => callApi(shapoliEndpoints.settings, { query: { vesselId }, signal }),
  });
}

/**
 * Based on the settings' version the form was filled from (If-Match, ADR 0092; 0: no limit yet).
 * On 412 the settings as saved now replace the cached ones, so the page shows them.
 */
export function useSaveShapoliLimit(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, basedOn }: { input: ShapoliSettingsInput; basedOn: number }) =>
      callApi(shapoliEndpoints.saveSettings, { body: input, ...basedOnHeaders(basedOn) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shapoliKey(vesselId) }),
    onError: (error) => {
      const current = staleRecord(error, ShapoliSettingsSchema);
      if (current) queryClient.setQueryData([...shapoliKey(vesselId), 'settings'], current);
    },
  });
}

export function useBreaches(vesselId: string, year: number) {
  return useQuery({
    queryKey: [...shapoliKey(vesselId), 'breaches', year],
    queryFn: ({ signal }) =>
      callApi(shapoliEndpoints.breaches, { query: { vesselId, ...yearRange(year) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBreachDetails(vesselId: string, breachStartDate: string | null) {
  return useQuery({
    queryKey: [...shapoliKey(vesselId), 'details', breachStartDate],
    queryFn: ({ signal }) =>
      callApi(shapoliEndpoints.breachDetails, {
        query: { vesselId, breachStartDate: breachStartDate! },
        signal,
      }),
    enabled: breachStartDate !== null,
  });
}

export function useShapoliEvents(vesselId: string, year: number) {
  return useQuery({
    queryKey: [...shapoliKey(vesselId), 'events', year],
    queryFn: ({ signal }) =>
      callApi(shapoliEndpoints.events, { query: { vesselId, ...yearRange(year) }, signal }),
  });
}

export function downloadBreachReport(
  vesselId: string,
  breach: { startDate: string; endDate: string },
  format: ShapoliReportFormat,
): Promise<void> {
  return downloadFrom(
    shapoliEndpoints.breachReport,
    {
      // The log runs to the breach's end plus the sample that ended it.
      query: {
        vesselId,
        breachStartDate: breach.startDate,
        toDate: new Date(Date.parse(breach.endDate) + 60_000).toISOString(),
        format,
      },
    },
    `ShaPoLi-breach.${format}`,
  );
}

export function downloadYearReport(
  vesselId: string,
  year: number,
  format: ShapoliReportFormat,
): Promise<void> {
  return downloadFrom(
    shapoliEndpoints.yearReport,
    { query: { vesselId, year: String(year), format } },
    `ShaPoLi-year-${year}.${format}`,
  );
}
