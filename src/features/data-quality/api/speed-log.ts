// GET /DataQuality/SpeedLog (featureName fixed to Speed Through Water, PERF-161); the daily values
// of both speeds come with it (the SpeedThroughWater and DerivedSpeedThroughWater calls give the
// same series alone).
import { useQuery } from '@tanstack/react-query';
import { dataQualityEndpoints, SPEED_LOG_FEATURE_NAME } from '../../../../domain/contracts/data-quality.ts';
import { callApi } from '../../../lib/api-client.ts';
import { dataQualityKey } from './data-quality-keys.ts';
import { keptAnswerOptions } from '../../../lib/read-cache.ts';

export function useSpeedLog(query: { vesselId: string; fromDate: string; toDate: string } | null) {
  return useQuery({
    queryKey: [...dataQualityKey, 'speed-log', query],
    ...keptAnswerOptions,
    queryFn: ({ signal }) =>
      callApi(dataQualityEndpoints.speedLog, {
        query: { ...query!, featureName: SPEED_LOG_FEATURE_NAME },
        signal,
      }),
    enabled: query !== null,
  });
}
