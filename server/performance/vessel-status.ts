// The overall vessel performance status of 001 §4 for any list of vessels, in one query: shown in
// the vessel list (sidebar, start page), the top bar and GET /VesselPerformanceStatuses/{id}.
import { sql, type Kysely } from 'kysely';
import {
  overallVesselStatus,
  parsePerformanceStatus,
  type OverallVesselStatus,
} from '../../domain/calc/long-trend.ts';
import { DIAGNOSTICS_FEATURE, diagnosticKindOf } from '../../domain/performance/long-trends.ts';
import type { Database } from '../db/schema.ts';
import type { VesselRecord } from '../vessels/vessels.repository.ts';

export function isDiagnosticsActivated(vessel: Pick<VesselRecord, 'features'>): boolean {
  return vessel.features.some((feature) => feature.name === DIAGNOSTICS_FEATURE);
}

export async function findVesselStatuses(
  db: Kysely<Database>,
  vessels: readonly Pick<VesselRecord, 'id' | 'features'>[],
): Promise<Map<string, OverallVesselStatus>> {
  const statuses = new Map<string, OverallVesselStatus>();
  if (vessels.length === 0) return statuses;
  const { rows } = await sql<{
    vessel_id: string;
    diagnostic_type: string;
    use_in_vessel_status: boolean;
    performance_status: string;
  }>`SELECT vessel_id, diagnostic_type, use_in_vessel_status, performance_status FROM long_trends
      WHERE vessel_id = ANY(${vessels.map((vessel) => vessel.id)}::uuid[])`.execute(db);
  for (const vessel of vessels) {
    const trends = rows
      .filter((row) => row.vessel_id === vessel.id)
      .map((row) => ({
        diagnosticKind: diagnosticKindOf(row.diagnostic_type),
        useInVesselStatus: row.use_in_vessel_status,
        performanceStatus: parsePerformanceStatus(row.performance_status),
      }));
    statuses.set(vessel.id, overallVesselStatus(isDiagnosticsActivated(vessel), trends));
  }
  return statuses;
}
