// GET /Fouling/SeaSurfaceTemperature (one point per day of the last 90 days of data) and PUT
// /Fouling/SeaSurfaceTemperature (the warm-water limit; SuperUser or Administrator).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foulingEndpoints, type SeaSurfaceTemperatureRequest } from '../../../../domain/contracts/fouling.ts';
import { callApi } from '../../../lib/api-client.ts';
import { foulingKey } from './speed-loss.ts';

export function useSeaSurfaceTemperature(vesselId: string) {
  return useQuery({
    queryKey: [...foulingKey(vesselId), 'seaSurfaceTemperature'],
    queryFn: ({ signal }) => callApi(foulingEndpoints.seaSurfaceTemperature, { query: { vesselId }, signal }),
  });
}

export function useSaveWarmWaterLimit(vesselId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeaSurfaceTemperatureRequest) =>
      callApi(foulingEndpoints.saveSeaSurfaceTemperature, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: foulingKey(vesselId) }),
  });
}
