// The Reference Curves pages' calls (001 §7 Curves): every vessel (an Administrator's pages), the
// vessel's curves, add, change and delete (a change also refreshes the charter party table), and
// the curve report download.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ReferenceCurveSchema,
  type ReferenceCurveRequest,
} from '../../../../domain/contracts/reference-curves.ts';
import { VesselSchema } from '../../../../domain/contracts/vessels.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/download.ts';
import { charterPartyKey } from './charter-party.ts';

export function useEveryVessel() {
  return useQuery({
    queryKey: ['vessels', 'every'],
    queryFn: ({ signal }) =>
      api.get('/Vessels', { query: { IgnoreCompany: true }, schema: v.array(VesselSchema), signal }),
  });
}

const curvesKey = (vesselId: string) => ['referenceCurves', vesselId] as const;

export function useReferenceCurves(vesselId: string | null) {
  return useQuery({
    queryKey: curvesKey(vesselId ?? ''),
    queryFn: ({ signal }) =>
      api.get('/Curves/Find', { query: { vesselId }, schema: v.array(ReferenceCurveSchema), signal }),
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
  const save = useMutation({
    mutationFn: ({ id, curve }: { id: string | null; curve: ReferenceCurveRequest }) =>
      id
        ? api.put(`/Curves/${id}`, curve, { schema: ReferenceCurveSchema })
        : api.post('/Curves', curve, { schema: ReferenceCurveSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/Curves/${id}`),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function downloadCurveReport(curveId: string, predictAt: readonly number[], fileName: string) {
  return downloadApiFile('/Curves/Report', {}, fileName, { body: { curveId, predictAt } });
}
