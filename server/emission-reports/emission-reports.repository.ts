// What the emission reports read (ADR 0072): the voyages whose data is confirmed, with their events,
// the fuel of the flow meters and fuel tanks on those events and the cargo carried, in one
// set-based statement for a year or for one voyage (never a query per voyage); the ship
// particulars of the vessel settings; the fuel types; whether the vessel has its external key.
import { unsetDate } from '../../domain/contracts/emission-report-vessel-events.ts';
import type {
  ReportEvent,
  ReportFuelEntry,
  ReportPort,
  ReportVoyage,
} from '../../domain/emissions/emission-reports.ts';
import type { CarbonFuel } from '../../domain/emissions/carbon-report.ts';
import { isStandardFuelId, type CustomFuelFactors } from '../../domain/emissions/fuels.ts';
import type { ReportFuelType, ReportShip } from '../../domain/emissions/report-documents.ts';
import { eventDistanceNm } from '../../domain/voyages/event-rules.ts';
import type { DnvGlUpload } from '../../domain/contracts/emission-reports.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type Row = {
  id: string;
  type: string;
  /** The event's time as ms since the epoch (a float8 parses faster than a timestamptz, ADR 0072). */
  ts: number;
  /** The voyage of a departure (null on the other events). */
  voyage: {
    name?: string;
    type?: string;
    isNonCommercial?: boolean;
    dataConfirmedAt?: string;
  } | null;
  port: ReportPort | null;
  distance_sailed: Parameters<typeof eventDistanceNm>[0]['distanceSailed'];
  cargo: number | null;
  /** One fuel entry of the event (a row per entry; null when it has none). */
  fuel_type_id: string | null;
  tonnes: number | null;
  method: ReportFuelEntry['method'] | null;
};

/** A year's departures (confirmed or not), one departure's voyage, or every voyage of the vessel. */
export type VoyageFilter = { year: number } | { departureId: string } | { all: true };

const yearStart = (year: string) => `make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')`;
const eventColumns = 'id, type, "timestamp", voyage, port, distance_sailed';
const liveEvents = 'FROM emission_report_vessel_events WHERE vessel_id = $1 AND NOT is_deleted';

/**
 * The events that can belong to the chosen voyages, as one time range: for a year, its events up
 * to the first departure of the next year (the year's last voyage ends there); for a departure, its
 * events up to the next departure. Written for a year as the year's range (which the planner
 * estimates from the index statistics) plus the few events after it, so the joins that follow are
 * planned for the year's size.
 */
function eventRange(filter: VoyageFilter): string {
  if ('all' in filter) return `SELECT ${eventColumns} ${liveEvents}`;
  if ('year' in filter)
    return `SELECT ${eventColumns} ${liveEvents}
               AND "timestamp" >= ${yearStart('$2::int')} AND "timestamp" < ${yearStart('$2::int + 1')}
            UNION ALL
            SELECT ${eventColumns} ${liveEvents}
               AND "timestamp" >= ${yearStart('$2::int + 1')}
               AND "timestamp" <= coalesce((
                 SELECT min(n."timestamp") FROM emission_report_vessel_events n
                  WHERE n.vessel_id = $1 AND NOT n.is_deleted AND n.type = 'Departure'
                    AND n."timestamp" >= ${yearStart('$2::int + 1')}), 'infinity')`;
  return `SELECT ${eventColumns} ${liveEvents}
             AND "timestamp" >= (SELECT d."timestamp" FROM emission_report_vessel_events d WHERE d.id = $2::uuid)
             AND "timestamp" <= coalesce((
               SELECT min(n."timestamp") FROM emission_report_vessel_events n
                WHERE n.vessel_id = $1 AND NOT n.is_deleted AND n.type = 'Departure'
                  AND n."timestamp" > (SELECT d."timestamp" FROM emission_report_vessel_events d WHERE d.id = $2::uuid)),
               'infinity')`;
}

/**
 * The voyages as the report builders take them. A voyage is its departure and the events up to the
 * next departure (in the order time, departures first, id); a departure without a port takes the
 * port of the arrival before it, an arrival without one the port of the next departure (EMIS-140,
 * EMIS-141). One statement reads the events of the range with their fuel entries (a row per entry)
 * and cargo; the rows, in event order, are cut into voyages at each departure, and only the chosen
 * voyages are kept: for a year the ones departed in it, confirmed or not (`annualFigures` counts the
 * confirmed ones, EMIS-138, and says how many are not), for a departure its voyage, else all.
 */
export async function readReportVoyages(
  conn: SqlConnection,
  vesselId: string,
  filter: VoyageFilter,
  cargoUnitId: string | null,
): Promise<ReportVoyage[]> {
  const byYear = 'year' in filter;
  const all = 'all' in filter;
  const rows = await conn.query<Row>(
    `WITH ev AS MATERIALIZED (${eventRange(filter)}
     ), fuel AS (
       SELECT m.vessel_event_id, m.fuel_type_id,
              coalesce(m.corrected_fuel_consumption_in_ton, m.fuel_consumption_in_ton) AS tonnes, 'FlowMeter' AS method
         FROM flow_meter_fuel_consumptions m
        WHERE m.vessel_id = $1 AND NOT m.is_deleted AND m.vessel_event_id IN (SELECT id FROM ev)
       UNION ALL
       SELECT t.vessel_event_id, t.fuel_type_id, t.fuel_consumption_in_ton, 'FuelTank'
         FROM fuel_tank_fuel_consumptions t
        WHERE t.vessel_id = $1 AND NOT t.is_deleted AND t.vessel_event_id IN (SELECT id FROM ev)
     )
     SELECT e.id, e.type, floor(extract(epoch FROM e."timestamp") * 1000)::float8 AS ts,
            CASE WHEN e.type = 'Departure' THEN e.voyage END AS voyage,
            -- Without its null keys: fewer bytes to send and parse, the same distance (eventDistanceNm).
            jsonb_strip_nulls(e.distance_sailed) AS distance_sailed,
            CASE
              WHEN e.port IS NOT NULL THEN e.port
              WHEN e.type = 'Departure' THEN (
                SELECT a.port FROM emission_report_vessel_events a
                 WHERE a.vessel_id = $1 AND NOT a.is_deleted AND a.type = 'Arrival' AND a."timestamp" < e."timestamp"
                 ORDER BY a."timestamp" DESC LIMIT 1)
              WHEN e.type = 'Arrival' THEN (
                SELECT d.port FROM emission_report_vessel_events d
                 WHERE d.vessel_id = $1 AND NOT d.is_deleted AND d.type = 'Departure' AND d."timestamp" > e."timestamp"
                 ORDER BY d."timestamp" LIMIT 1)
            END AS port,
            k.cargo_carried AS cargo, f.fuel_type_id, f.tonnes, f.method
       FROM ev e
       -- At most one live row per event and cargo unit (vessel_event_cargo_details_pair).
       LEFT JOIN vessel_event_cargo_details k
         ON k.vessel_event_id = e.id AND k.vessel_id = $1 AND k.cargo_unit_id = ${all ? '$2' : '$3'}::uuid AND NOT k.is_deleted
       LEFT JOIN fuel f ON f.vessel_event_id = e.id
      ORDER BY e."timestamp", (e.type <> 'Departure'), e.id`,
    all ? [vesselId, cargoUnitId] : [vesselId, byYear ? filter.year : filter.departureId, cargoUnitId],
  );
  const from = byYear ? Date.UTC(filter.year, 0, 1) : 0;
  const to = byYear ? Date.UTC(filter.year + 1, 0, 1) : 0;
  const voyages: (ReportVoyage & { events: ReportEvent[]; fuel: ReportFuelEntry[] })[] = [];
  let voyage: (typeof voyages)[number] | null = null;
  let lastEventId: string | null = null;
  for (const row of rows) {
    const timestampMs = Number(row.ts);
    if (row.id !== lastEventId) {
      lastEventId = row.id;
      if (row.type === 'Departure') {
        const confirmedAt = row.voyage?.dataConfirmedAt;
        const dataConfirmedAt = confirmedAt && confirmedAt !== unsetDate ? confirmedAt : null;
        const chosen = all
          ? true
          : byYear
            ? timestampMs >= from && timestampMs < to
            : row.id === filter.departureId;
        voyage = chosen
          ? {
              departureId: row.id,
              name: row.voyage?.name || null,
              type: row.voyage?.type ?? null,
              isNonCommercial: row.voyage?.isNonCommercial ?? false,
              dataConfirmedAt,
              departurePort: row.port,
              arrivalPort: null,
              events: [],
              fuel: [],
            }
          : null;
        if (voyage) voyages.push(voyage);
      }
      if (!voyage) continue;
      if (row.type === 'Arrival' && !voyage.arrivalPort) voyage.arrivalPort = row.port;
      voyage.events.push({
        id: row.id,
        type: row.type,
        timestampMs,
        distanceNm: eventDistanceNm({ distanceSailed: row.distance_sailed }),
        cargoCarried: row.cargo === null ? null : Number(row.cargo),
      });
    } else if (!voyage) continue;
    if (row.fuel_type_id !== null)
      voyage.fuel.push({
        fuelTypeId: row.fuel_type_id,
        tonnes: Number(row.tonnes),
        method: row.method!,
        vesselEventId: row.id,
      });
  }
  return voyages;
}

export type ShipRecord = ReportShip & { cargoUnitId: string | null; companyId: string | null };

export async function readReportShip(conn: SqlConnection, vesselId: string): Promise<ShipRecord | null> {
  const [row] = await conn.query<Record<string, string | number | null>>(
    `SELECT v.name, v.imo_number, v.company_id, t.name AS ship_type, s.port_of_registry, s.home_port,
            i.name AS ice_class, s.energy_efficiency_design_index, s.estimated_index_value,
            s.gross_tonnage, s.net_tonnage, s.deadweight, s.main_propulsion_power,
            s.auxiliary_engines_power, s.owner_company_name, s.owner_company_address,
            s.operator_company_name, s.operator_company_address, s.emissions_contact_person_name,
            s.emissions_contact_person_address, s.emissions_contact_person_phone,
            s.emissions_contact_person_email, u.id AS cargo_unit_id, u.name AS cargo_unit
       FROM vessels v
       LEFT JOIN vessel_settings s ON s.id = v.id AND NOT s.is_deleted
       LEFT JOIN vessel_types t ON t.id = s.vessel_type_id
       LEFT JOIN ice_classes i ON i.id = s.ice_class_id
       -- The vessel's first cargo unit (one lookup for its id and name).
       LEFT JOIN LATERAL (
         SELECT cu.id, cu.name FROM vessel_cargo_units vc JOIN cargo_units cu ON cu.id = vc.cargo_unit_id
          WHERE vc.vessel_id = v.id ORDER BY cu.sort_order LIMIT 1) u ON true
      WHERE v.id = $1`,
    [vesselId],
  );
  if (!row) return null;
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const num = (key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));
  return {
    name: String(row.name),
    imoNumber: String(row.imo_number).padStart(7, '0'),
    companyId: text('company_id'),
    shipType: text('ship_type'),
    portOfRegistry: text('port_of_registry'),
    homePort: text('home_port'),
    iceClass: text('ice_class'),
    eedi: num('energy_efficiency_design_index'),
    estimatedIndexValue: num('estimated_index_value'),
    grossTonnage: num('gross_tonnage'),
    netTonnage: num('net_tonnage'),
    deadweight: num('deadweight'),
    mainPropulsionPowerKw: num('main_propulsion_power'),
    auxiliaryEnginesPowerKw: num('auxiliary_engines_power'),
    ownerName: text('owner_company_name'),
    ownerAddress: text('owner_company_address'),
    operatorName: text('operator_company_name'),
    operatorAddress: text('operator_company_address'),
    contactName: text('emissions_contact_person_name'),
    contactAddress: text('emissions_contact_person_address'),
    contactPhone: text('emissions_contact_person_phone'),
    contactEmail: text('emissions_contact_person_email'),
    cargoUnitId: text('cargo_unit_id'),
    cargoUnit: text('cargo_unit'),
  };
}

export async function readReportFuelTypes(
  conn: SqlConnection,
  ids: readonly string[],
): Promise<ReportFuelType[]> {
  if (ids.length === 0) return [];
  const rows = await conn.query<{ id: string; name: string; carbon_emission_factor: number }>(
    'SELECT id, name, carbon_emission_factor FROM fuel_types WHERE id = ANY($1::uuid[])',
    [[...new Set(ids)]],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    carbonEmissionFactor: Number(row.carbon_emission_factor),
  }));
}

/** The vessel an event belongs to and the departure of its voyage (the last one at or before it). */
export async function readEventVoyage(
  conn: SqlConnection,
  eventId: string,
): Promise<{ vesselId: string; departureId: string | null } | null> {
  const [row] = await conn.query<{ vessel_id: string; departure_id: string | null }>(
    `SELECT e.vessel_id,
            (SELECT d.id FROM emission_report_vessel_events d
              WHERE d.vessel_id = e.vessel_id AND NOT d.is_deleted AND d.type = 'Departure'
                AND d."timestamp" <= e."timestamp" ORDER BY d."timestamp" DESC LIMIT 1) AS departure_id
       FROM emission_report_vessel_events e WHERE e.id = $1 AND NOT e.is_deleted`,
    [eventId],
  );
  return row ? { vesselId: row.vessel_id, departureId: row.departure_id } : null;
}

/** The external (Veracity) key is set and not expired (EMIS-137). */
export async function hasExternalKey(conn: SqlConnection, vesselId: string, now: Date): Promise<boolean> {
  const rows = await conn.query(
    'SELECT 1 FROM vessel_veracity_keys WHERE vessel_id = $1 AND (expires_at IS NULL OR expires_at > $2)',
    [vesselId, now.toISOString()],
  );
  return rows.length > 0;
}

/** The years with a confirmed voyage (the vessel's annual reports), latest first. */
export async function readReportYears(conn: SqlConnection, vesselId: string): Promise<number[]> {
  const rows = await conn.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM "timestamp" AT TIME ZONE 'UTC')::int AS year
       FROM emission_report_vessel_events
      WHERE vessel_id = $1 AND NOT is_deleted AND type = 'Departure'
        AND coalesce(voyage->>'dataConfirmedAt', $2) <> $2
      ORDER BY year DESC`,
    [vesselId, unsetDate],
  );
  return rows.map((row) => Number(row.year));
}

/**
 * The one read behind a vessel's emission figures (issue 26 §1, ADR 0105): the ship, its voyages
 * (per the filter) and the fuel types they name with their carbon factors and standard fuels.
 * `vesselYear` of domain/emissions/vessel-year.ts turns it into the figures of a year.
 */
export async function readEmissionBasis(conn: SqlConnection, vesselId: string, filter: VoyageFilter) {
  const ship = await readReportShip(conn, vesselId);
  if (!ship) return null;
  const voyages = await readReportVoyages(conn, vesselId, filter, ship.cargoUnitId);
  const ids = [...new Set(voyages.flatMap((voyage) => voyage.fuel.map((entry) => entry.fuelTypeId)))];
  const fuelTypes = await readReportFuelTypes(conn, ids);
  const kinds =
    ids.length === 0
      ? []
      : await conn.query<{ id: string; fuel_id: string | null }>(
          'SELECT id, fuel_id FROM fuel_types WHERE id = ANY($1::uuid[])',
          [ids],
        );
  const kindOf = new Map(kinds.map((row) => [row.id, row.fuel_id]));
  const fuels: CarbonFuel[] = fuelTypes.map((type) => {
    const kind = kindOf.get(type.id) ?? null;
    return { id: type.id, name: type.name, kind: kind && isStandardFuelId(kind) ? kind : null };
  });
  const factors: CustomFuelFactors = Object.fromEntries(
    fuelTypes.map((type) => [type.id, type.carbonEmissionFactor]),
  );
  return { ship, voyages, fuelTypes, fuels, factors };
}

/** The 'Send to DNV GL' state of a departure's voyage (dnv_gl_uploads), or undefined before the first. */
export async function dnvGlUploadOf(conn: SqlConnection, departureId: string) {
  const [row] = await conn.query<{
    state: DnvGlUpload['state'];
    attempts: number;
    last_error: string | null;
    updated_at: string | Date;
    sent_at: string | Date | null;
  }>('SELECT state, attempts, last_error, updated_at, sent_at FROM dnv_gl_uploads WHERE departure_id = $1', [
    departureId,
  ]);
  return row;
}

/** Queues the voyage again from the start (attempts and error cleared). */
export async function queueDnvGlUpload(
  conn: SqlConnection,
  departureId: string,
  vesselId: string,
  userId: string,
) {
  await conn.query(
    `INSERT INTO dnv_gl_uploads (departure_id, vessel_id, state, attempts, last_error, requested_by, updated_at, sent_at)
     VALUES ($1, $2, 'Queued', 0, NULL, $3, now(), NULL)
     ON CONFLICT (departure_id) DO UPDATE
       SET state = 'Queued', attempts = 0, last_error = NULL, requested_by = $3, updated_at = now(), sent_at = NULL`,
    [departureId, vesselId, userId],
  );
}

/** One failed attempt; the last one marks the upload Failed. */
export async function recordDnvGlFailure(
  conn: SqlConnection,
  departureId: string,
  message: string,
  isLastAttempt: boolean,
) {
  await conn.query(
    `UPDATE dnv_gl_uploads SET attempts = attempts + 1, last_error = $2, updated_at = now(),
            state = CASE WHEN $3::boolean THEN 'Failed' ELSE state END
      WHERE departure_id = $1`,
    [departureId, message, isLastAttempt],
  );
}

export async function recordDnvGlSent(conn: SqlConnection, departureId: string) {
  await conn.query(
    `UPDATE dnv_gl_uploads SET attempts = attempts + 1, state = 'Sent', last_error = NULL,
            sent_at = now(), updated_at = now() WHERE departure_id = $1`,
    [departureId],
  );
}
