// noon_reports (0795-noon-reports.sql) as a synced table, and the reads the rules need: the
// previous live report of a vessel, a report at the same instant, the vessel's usable fuel types.
import type { NoonReport, NoonReportWrite } from '../../domain/contracts/noon-reports.ts';
import { offsetMinutesOf, zonedTimeOf } from '../../domain/contracts/noon-reports.ts';
import type { PreviousNoonReport } from '../../domain/noon-reports/noon-report-rules.ts';
import type { NoonReportInput } from '../../domain/performance/noon-report-trends.ts';
import { defineSyncedTable, type Db, type SyncedInsert, type SyncedRow } from '../db/synced-table.ts';

type Row = SyncedRow<'noon_reports'>;

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function presentNoonReport(row: Row): NoonReport {
  const utc = new Date(row.report_time_utc);
  return {
    id: row.id,
    vesselId: row.vessel_id,
    reportTime: zonedTimeOf(utc, row.zone_offset_minutes),
    reportTimeUtc: utc.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    hoursSteamed: row.hours_steamed,
    distanceOverGroundNm: row.distance_over_ground_nm,
    distanceThroughWaterNm: row.distance_through_water_nm,
    averageSpeedKn: row.average_speed_kn,
    mainEnginePowerKw: row.main_engine_power_kw,
    shaftSpeedRpm: row.shaft_speed_rpm,
    fuel: parseJson<NoonReport['fuel']>(row.fuel_consumptions),
    rob: parseJson<NoonReport['rob']>(row.rob),
    draftForwardM: row.draft_forward_m,
    draftAftM: row.draft_aft_m,
    windForceBeaufort: row.wind_force_beaufort,
    windDirectionDeg: row.wind_direction_deg,
    seaStateDouglas: row.sea_state_douglas,
    cargoTonnes: row.cargo_tonnes,
    remarks: row.remarks,
    warnings: parseJson<NoonReport['warnings']>(row.warnings),
    createdBy: row.created_by,
    version: row.version,
    isDeleted: row.is_deleted,
  };
}

export const noonReportsTable = defineSyncedTable({
  table: 'noon_reports',
  present: presentNoonReport,
  orderBy: 'report_time_utc',
});

/** The columns a create sets and a PUT replaces (the vessel never changes). */
export function noonReportColumns(report: NoonReportWrite, warnings: NoonReport['warnings']) {
  return {
    report_time_utc: new Date(report.reportTime).toISOString(),
    zone_offset_minutes: offsetMinutesOf(report.reportTime),
    latitude: report.latitude,
    longitude: report.longitude,
    hours_steamed: report.hoursSteamed,
    distance_over_ground_nm: report.distanceOverGroundNm,
    distance_through_water_nm: report.distanceThroughWaterNm,
    average_speed_kn: report.averageSpeedKn,
    main_engine_power_kw: report.mainEnginePowerKw,
    shaft_speed_rpm: report.shaftSpeedRpm,
    fuel_consumptions: JSON.stringify(report.fuel),
    rob: JSON.stringify(report.rob),
    draft_forward_m: report.draftForwardM,
    draft_aft_m: report.draftAftM,
    wind_force_beaufort: report.windForceBeaufort,
    wind_direction_deg: report.windDirectionDeg,
    sea_state_douglas: report.seaStateDouglas,
    cargo_tonnes: report.cargoTonnes,
    remarks: report.remarks,
    warnings: JSON.stringify(warnings),
  };
}

export function noonReportInsert(
  report: NoonReportWrite,
  warnings: NoonReport['warnings'],
): SyncedInsert<'noon_reports'> {
  return { id: report.id, vessel_id: report.vesselId, ...noonReportColumns(report, warnings) };
}

/** A vessel's live reports with from ≤ report time < to, in time order. */
export async function listNoonReports(
  db: Db,
  vesselId: string,
  from: string,
  to: string,
): Promise<NoonReport[]> {
  const rows = await db
    .selectFrom('noon_reports')
    .selectAll()
    .where('vessel_id', '=', vesselId)
    .where('is_deleted', '=', false)
    .where('report_time_utc', '>=', new Date(from))
    .where('report_time_utc', '<', new Date(to))
    .orderBy('report_time_utc')
    .execute();
  return rows.map(presentNoonReport);
}

/** The vessel's live report just before `beforeUtc` (another than `exceptId`), for the rules. */
export async function previousNoonReport(
  db: Db,
  vesselId: string,
  beforeUtc: string,
  exceptId: string,
): Promise<PreviousNoonReport | null> {
  const row = await db
    .selectFrom('noon_reports')
    .select(['report_time_utc', 'latitude', 'longitude', 'rob'])
    .where('vessel_id', '=', vesselId)
    .where('is_deleted', '=', false)
    .where('id', '<>', exceptId)
    .where('report_time_utc', '<', new Date(beforeUtc))
    .orderBy('report_time_utc', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        reportTimeUtc: new Date(row.report_time_utc).toISOString(),
        latitude: row.latitude,
        longitude: row.longitude,
        rob: parseJson<PreviousNoonReport['rob']>(row.rob),
      }
    : null;
}

/** Whether another live report of the vessel is at the same instant. */
export async function noonReportAtSameTime(
  db: Db,
  vesselId: string,
  utc: string,
  exceptId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('noon_reports')
    .select('id')
    .where('vessel_id', '=', vesselId)
    .where('is_deleted', '=', false)
    .where('id', '<>', exceptId)
    .where('report_time_utc', '=', new Date(utc))
    .executeTakeFirst();
  return row !== undefined;
}

/** The vessel of a report, deleted or not (access is checked through it). */
export async function noonReportVesselOf(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('noon_reports').select('vessel_id').where('id', '=', id).executeTakeFirst();
  return row?.vessel_id;
}

/**
 * The short names of the fuel types among `ids` that the vessel may use: global ones and those of
 * its company. A deactivated one stays usable: a report entered offline before the office
 * deactivated it must still be accepted. An id missing from the answer is not usable.
 */
export async function usableFuelTypeNames(
  db: Db,
  vesselId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('fuel_types')
    .select(['fuel_types.id', 'fuel_types.short_name'])
    .where('fuel_types.id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('fuel_types.company_id', 'is', null),
        eb(
          'fuel_types.company_id',
          '=',
          eb.selectFrom('vessels').select('vessels.company_id').where('vessels.id', '=', vesselId),
        ),
      ]),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.short_name]));
}

/**
 * What the long trends read of a vessel's live noon reports (ADR 0107), in time order: the
 * quantities of the day and the main engine's fuel (the sum of its fuel lines, null when the report
 * gives the main engine none).
 */
export async function listNoonReportTrendInputs(db: Db, vesselId: string): Promise<NoonReportInput[]> {
  const rows = await db
    .selectFrom('noon_reports')
    .select([
      'report_time_utc',
      'hours_steamed',
      'distance_over_ground_nm',
      'distance_through_water_nm',
      'main_engine_power_kw',
      'shaft_speed_rpm',
      'fuel_consumptions',
      'draft_forward_m',
      'draft_aft_m',
      'wind_force_beaufort',
    ])
    .where('vessel_id', '=', vesselId)
    .where('is_deleted', '=', false)
    .orderBy('report_time_utc')
    .execute();
  return rows.map((row) => {
    const mainEngine = parseJson<NoonReport['fuel']>(row.fuel_consumptions).filter(
      (line) => line.consumer === 'MainEngine',
    );
    return {
      atMs: new Date(row.report_time_utc).getTime(),
      hoursSteamed: row.hours_steamed,
      distanceOverGroundNm: row.distance_over_ground_nm,
      distanceThroughWaterNm: row.distance_through_water_nm,
      mainEnginePowerKw: row.main_engine_power_kw,
      shaftSpeedRpm: row.shaft_speed_rpm,
      mainEngineFuelTonnes:
        mainEngine.length > 0 ? mainEngine.reduce((sum, line) => sum + line.tonnes, 0) : null,
      draftForwardM: row.draft_forward_m,
      draftAftM: row.draft_aft_m,
      windForceBeaufort: row.wind_force_beaufort,
    };
  });
}
