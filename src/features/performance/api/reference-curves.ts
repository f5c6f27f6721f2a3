// The Reference Curves pages' calls (001 §7 Curves): every vessel (an Administrator's pages), the
// vessel's curves, add, change and delete (a change also refreshes the charter party table; change
// and delete name the version they were based on), and the curve report download.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referenceCurveEndpoints,
  type ReferenceCurve,
  type ReferenceCurveRequest,
} from '../../../../domain/contracts/reference-curves.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { vesselEndpoints } from '../../../../domain/contracts/vessels.ts';
import { callApi } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';
import { charterPartyKey } from './charter-party.ts';

export function useEveryVessel() {
  return useQuery({
    queryKey: ['vessels', 'every'],
    queryFn: ({ signal }) => callApi(vesselEndpoints.list, { query: { IgnoreCompany: 'true' }, signal }),
  });
}

const curvesKey = (vesselId: string) => ['referenceCurves', vesselId] as const;

export function useReferenceCurves(vesselId: string | null) {
  return useQuery({
    queryKey: curvesKey(vesselId ?? ''),
    queryFn: ({ signal }) =>
      callApi(referenceCurveEndpoints.find, { query: { vesselId: vesselId! }, signal }),
    enabled: vesselId !== null,
  });
}

export function useCurveMutations(vesselId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: curvesKey(vesselId) });
    void queryClient.invalidateQueries({ queryKey: ['longTrends', vesselId] });
    void queryClient.invalidateQueries({ queryKey: ['featureMapping', vesselId] });
    void queryClient.invalidateQueries({ queryKey: charterPartyKey(vesselId) });
  };
  // A change or delete names the version of the curve it was based on (If-Match, ADR 0092); a
  // 412 refusal carries the curve as saved now, so the list is read again either way.
  const save = useMutation({
    mutationFn: ({ base, curve }: { base: ReferenceCurve | null; curve: ReferenceCurveRequest }) =>
      base
        ? callApi(referenceCurveEndpoints.update, {
            params: { id: base.id },
            body: curve,
            headers: { 'If-Match': versionEtag(base.version) },
          })
        : callApi(referenceCurveEndpoints.create, { body: curve }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (base: ReferenceCurve) =>
      callApi(referenceCurveEndpoints.remove, {
        params: { id: base.id },
        headers: { 'If-Match': versionEtag(base.version) },
      }),
    onSettled: refresh,
  });
  return { save, remove };
}

export function downloadCurveReport(curveId: string, predictAt: readonly number[], fileName: string) {
  return downloadFrom(
    referenceCurveEndpoints.report,
    { body: { curveId, predictAt: [...predictAt] } },
    fileName,
  );
}
