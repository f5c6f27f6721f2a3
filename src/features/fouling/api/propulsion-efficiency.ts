// GET /Fouling/PropulsionEfficiencyData (its daily values in the compact form, ADR 0122) and
// /Fouling/PropulsionEfficiencyCurve.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints, type PropulsionEfficiencyColumns } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function usePropulsionEfficiencyData(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyData', 'columns'],
    queryFn: async ({ signal }): Promise<PropulsionEfficiencyColumns> => {
      const answer = await callApi(foulingEndpoints.propulsionEfficiencyData, {
        query: { vesselId, form: 'Columns' },
        signal,
      });
      if (!('form' in answer))
        throw new Error('The propulsion efficiency came as objects; it is read as columns.');
      return answer;
    },
  });
}

export function usePropulsionEfficiencyCurve(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyCurve'],
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.propulsionEfficiencyCurve, { query: { vesselId }, signal }),
  });
}
