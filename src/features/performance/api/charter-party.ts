// GET /CharterParty/Table (ADR 0056): the vessel's sea passages in a date range against its
// TimeCharter or SpotMarket curve, with the summary row.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { charterPartyEndpoints } from '../../../../domain/contracts/charter-party.ts';
import type { CharterCurveMode } from '../../../../domain/performance/charter-party.ts';
import { callApi } from '../../../lib/api-client.ts';

export const charterPartyKey = (vesselId: string) => ['charterParty', vesselId] as const;

export function useCharterPartyTable(query: {
  vesselId: string;
  curveMode: CharterCurveMode;
  fromDate: string;
  toDate: string;
}) {
  return useQuery({
    queryKey: [...charterPartyKey(query.vesselId), query.curveMode, query.fromDate, query.toDate],
    queryFn: ({ signal }) => callApi(charterPartyEndpoints.table, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
