// The popup's readings (PERF-091): the vessels' log variables (GET /LogVariables?vesselIds) and the
// newest sample of those that give course, heading, speeds and drafts (GET /LogData/LastReceived),
// asked for in the batches the endpoints accept. See domain/performance/vessel-position.ts.
import { useQuery } from '@tanstack/react-query';
import { logDataEndpoints, maxBatchVariables } from '../../domain/contracts/log-data.ts';
import { logVariableEndpoints } from '../../domain/contracts/log-variables.ts';
import {
  pickReadingVariables,
  vesselReadings,
  type LastSample,
  type VesselReadings,
} from '../../domain/performance/vessel-position.ts';
import { callApi } from './api-client.ts';

const maxVesselsPerCall = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function readPositionReadings(
  vesselIds: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, VesselReadings>> {
  const variables = (
    await Promise.all(
      chunks(vesselIds, maxVesselsPerCall).map((ids) =>
        callApi(logVariableEndpoints.byVessels, { query: { vesselIds: ids.join(',') }, signal }),
      ),
    )
  ).flat();
  const picks = pickReadingVariables(variables);
  const ids = [...picks.values()].flatMap((pick) => Object.values(pick).map((variable) => variable.id));
  const samples = new Map<string, LastSample>();
  const answers = await Promise.all(
    chunks(ids, maxBatchVariables).map((batch) =>
      callApi(logDataEndpoints.lastReceived, { query: { logVariableIds: batch.join(',') }, signal }),
    ),
  );
  for (const sample of answers.flat()) samples.set(sample.logVariableId, sample);
  return new Map([...picks].map(([vesselId, pick]) => [vesselId, vesselReadings(pick, samples)]));
}

export function usePositionReadings(vesselIds: readonly string[]) {
  return useQuery({
    queryKey: ['vesselLocations', 'readings', ...vesselIds],
    queryFn: ({ signal }) => readPositionReadings(vesselIds, signal),
    enabled: vesselIds.length > 0,
    gcTime: 86_400_000,
    staleTime: 5 * 60_000,
    // The popup does without them: never an error state of its own.
    retry: false,
  });
}
