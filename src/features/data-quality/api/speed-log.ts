// GET /DataQuality/SpeedLog (featureName fixed to Speed Through Water, PERF-161); the daily values
// of both speeds come with it (the SpeedThroughWater and DerivedSpeedThroughWater calls give the
// same series alone).
import { useQuery } from '@tanstack/react-query';
import { SPEED_LOG_FEATURE_NAME, SpeedLogSchema } from '../../../../domain/contracts/data-quality.ts';
import { api } from '../../../lib/api-client.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useSpeedLog(query: { vesselId: string; fromDate: string; toDate: string } | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'speed-log', query],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      api.get('/DataQuality/SpeedLog', {
        query: { ...query!, featureName: SPEED_LOG_FEATURE_NAME },
        schema: SpeedLogSchema,
        signal,
      }),
    enabled: query !== null,
  });
}
