// GET /Fouling/PropulsionEfficiencyData and /Fouling/PropulsionEfficiencyCurve.
import { useQuery } from '@tanstack/react-query';
import {
  PropulsionEfficiencyCurveSchema,
  PropulsionEfficiencyDataSchema,
} from '../../../../domain/contracts/fouling.ts';
import { api } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function usePropulsionEfficiencyData(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyData'],
    queryFn: ({ signal }) =>
      api.get('/Fouling/PropulsionEfficiencyData', {
        query: { vesselId },
        schema: PropulsionEfficiencyDataSchema,
        signal,
      }),
  });
}

export function usePropulsionEfficiencyCurve(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'propulsionEfficiencyCurve'],
    queryFn: ({ signal }) =>
      api.get('/Fouling/PropulsionEfficiencyCurve', {
        query: { vesselId },
        schema: PropulsionEfficiencyCurveSchema,
        signal,
      }),
  });
}
