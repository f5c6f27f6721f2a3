// The overall vessel performance status of 001 §4 for any list of vessels, in one query: shown in
// the vessel list (sidebar, start page), the top bar and GET /VesselPerformanceStatuses/{id}.
import type { Kysely } from 'kysely';
import { overallVesselStatus, parsePerformanceStatus } from '../../domain/calc/long-trend.ts';
import { DIAGNOSTICS_FEATURE, diagnosticKindOf } from '../../domain/performance/long-trends.ts';
import type { Database } from '../db/schema.ts';
import type { VesselRecord } from '../vessels/public.ts';
import type { VesselPerformance } from '../../domain/performance/vessel-performance.ts';
import { trendStatusRows } from './vessel-status.repository.ts';

export function isDiagnosticsActivated(vessel: Pick<VesselRecord, 'features'>): boolean {
  return vessel.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE);
}

export async function findVesselStatuses(
  db: Kysely<Database>,
  vessels: readonly Pick<VesselRecord, 'id' | 'features'>[],
): Promise<Map<string, VesselPerformance>> {
  const statuses = new Map<string, VesselPerformance>();
  if (vessels.length === 0) return statuses;
  const rows = await trendStatusRows(
    db,
    vessels.map((vessel) => vessel.id),
  );
  const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  for (const vessel of vessels) {
    const trends = rows
      .filter((row) => row.vessel_id === vessel.id)
      .map((row) => ({
        diagnosticKind: diagnosticKindOf(row.diagnostic_type),
        useInVesselStatus: row.use_in_vessel_status,
        performanceStatus: parsePerformanceStatus(row.performance_status),
      }));
    const mine = rows.filter((row) => row.vessel_id === vessel.id);
    const mins = mine
      .map((row) => isoOf(row.min_ts))
      .filter((x): x is string => x !== null)
      .sort();
    const maxs = mine
      .map((row) => isoOf(row.max_ts))
      .filter((x): x is string => x !== null)
      .sort();
    statuses.set(vessel.id, {
      status: overallVesselStatus(isDiagnosticsActivated(vessel), trends),
      trendDataMinDate: mins[0] ?? null,
      trendDataMaxDate: maxs[maxs.length - 1] ?? null,
      source: mine.find((row) => row.computed_at !== null)?.source ?? null,
    });
  }
  return statuses;
}
