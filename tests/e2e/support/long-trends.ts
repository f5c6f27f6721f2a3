// The demo fleet imports in the background and computes each vessel's long trends after its import:
// a journey that needs them waits for the first Diagnostics vessel that has some.
import { expect, type APIRequestContext } from '@playwright/test';

export type DemoVessel = { id: string; name: string; features: { name: string }[] };
export type DemoLongTrend = {
  id: string;
  description: string;
  useInVesselStatus: boolean;
  manualBenchmarkLevel: number | null;
};

export const getJson = async <T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T | null> => {
  const response = await request
    .get(path, { headers: { Authorization: `Bearer ${token}` }, timeout: 20_000 })
    .catch(() => null); // the server may be too busy importing to answer in time
  return response?.status() === 200 ? ((await response.json()) as T) : null;
};

export const hasDiagnostics = (vessel: DemoVessel) => vessel.features.some((f) => f.name === 'Diagnostics');

/** The first demo vessel with Diagnostics whose long trends are computed (waits up to 8 minutes). */
export async function vesselWithLongTrends(
  request: APIRequestContext,
  token: string,
): Promise<{ vessel: DemoVessel; trends: DemoLongTrend[]; vessels: DemoVessel[] }> {
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const box: { vessel: DemoVessel | null; trends: DemoLongTrend[] } = { vessel: null, trends: [] };
  await expect
    .poll(
      async () => {
        for (const vessel of vessels.filter(hasDiagnostics)) {
          const trends = await getJson<DemoLongTrend[]>(
            request,
            token,
            `/api/v1/LongTrends/Find?vesselId=${vessel.id}`,
          );
          if (trends && trends.length > 0) {
            box.vessel = vessel;
            box.trends = trends;
            return true;
          }
        }
        return false;
      },
      { timeout: 480_000, intervals: [3000] },
    )
    .toBe(true);
  return { vessel: box.vessel!, trends: box.trends, vessels };
}
