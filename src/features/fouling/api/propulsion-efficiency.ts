// GET /Fouling/PropulsionEfficiencyData and /Fouling/PropulsionEfficiencyCurve.
import { useQuery } from '@tanstack/react-query';
import { foulingEndpoints } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function usePropulsionEfficiencyData(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyData'],
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.propulsionEfficiencyData, { query: { vesselId }, signal }),
  });
}

export function usePropulsionEfficiencyCurve(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyCurve'],
    queryFn: ({ signal }) =>
      callApi(foulingEndpoints.propulsionEfficiencyCurve, { query: { vesselId }, signal }),
  });
}
