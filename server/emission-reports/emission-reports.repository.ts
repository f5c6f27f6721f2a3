// What the emission reports read (ADR 0072): the voyages whose data is confirmed, with their events,
// the fuel of the flow meters and fuel tanks on those events and the cargo carried, in one
// set-based statement for a year or for one voyage (never a query per voyage); the ship
// particulars of the vessel settings; the fuel types; whether the vessel has its external key.
import { unsetDate } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { ReportFuelEntry, ReportPort, ReportVoyage } from '../../domain/emissions/emission-reports.ts';
import type { ReportFuelType, ReportShip } from '../../domain/emissions/report-documents.ts';
import { eventDistanceNm } from '../../domain/voyages/event-rules.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type Row = {
  departure_id: string;
  id: string;
  type: string;
  ts: string | Date;
  voyage: {
    name?: string;
    type?: string;
    isNonCommercial?: boolean;
    dataConfirmedAt?: string;
  } | null;
  port: ReportPort | null;
  distance_sailed: Parameters<typeof eventDistanceNm>[0]['distanceSailed'];
  cargo: number | null;
  fuel: { fuelTypeId: string; tonnes: number; method: ReportFuelEntry['method'] }[] | null;
};

/** Which voyages: the confirmed ones departed in a year, or the one of a departure (confirmed or not). */
export type VoyageFilter = { year: number } | { departureId: string };

/**
 * The voyages as the report builders take them. A voyage is its departure and the events up to the
 * next departure; a departure without a port takes the port of the arrival before it, an arrival
 * without one the port of the next departure (EMIS-140, EMIS-141).
 */
export async function readReportVoyages(
  conn: SqlConnection,
  vesselId: string,
  filter: VoyageFilter,
  cargoUnitId: string | null,
): Promise<ReportVoyage[]> {
  const byYear = 'year' in filter;
  const rows = await conn.query<Row>(
    `WITH ev AS (
       -- Each event numbered with its voyage: the count of departures up to it.
       SELECT id, type, "timestamp", voyage, port, distance_sailed,
              count(*) FILTER (WHERE type = 'Departure') OVER (ORDER BY "timestamp", (type <> 'Departure'), id) AS seq
         FROM emission_report_vessel_events
        WHERE vessel_id = $1 AND NOT is_deleted
     ), chosen AS (
       SELECT seq, id AS departure_id, "timestamp" AS dep_ts, voyage FROM ev
        WHERE type = 'Departure' AND ${
          byYear
            ? `"timestamp" >= make_timestamptz($2::int, 1, 1, 0, 0, 0, 'UTC')
               AND "timestamp" < make_timestamptz($2::int + 1, 1, 1, 0, 0, 0, 'UTC')
               AND coalesce(voyage->>'dataConfirmedAt', $4) <> $4`
            : `id = $2::uuid AND $4::text IS NOT NULL`
        }
     ), picked AS (
       SELECT c.departure_id, c.dep_ts, c.voyage, e.id, e.type, e."timestamp", e.port, e.distance_sailed
         FROM chosen c JOIN ev e ON e.seq = c.seq
     ), fuel AS (
       SELECT f.vessel_event_id,
              json_agg(json_build_object('fuelTypeId', f.fuel_type_id, 'tonnes', f.tonnes, 'method', f.method)) AS fuel
         FROM (
           SELECT m.vessel_event_id, m.fuel_type_id,
                  coalesce(m.corrected_fuel_consumption_in_ton, m.fuel_consumption_in_ton) AS tonnes, 'FlowMeter' AS method
             FROM flow_meter_fuel_consumptions m
            WHERE m.vessel_id = $1 AND NOT m.is_deleted AND m.vessel_event_id IN (SELECT id FROM picked)
           UNION ALL
           SELECT t.vessel_event_id, t.fuel_type_id, t.fuel_consumption_in_ton, 'FuelTank'
             FROM fuel_tank_fuel_consumptions t
            WHERE t.vessel_id = $1 AND NOT t.is_deleted AND t.vessel_event_id IN (SELECT id FROM picked)
         ) f
        GROUP BY f.vessel_event_id
     ), cargo AS (
       SELECT k.vessel_event_id, sum(k.cargo_carried) AS cargo
         FROM vessel_event_cargo_details k
        WHERE k.vessel_id = $1 AND NOT k.is_deleted AND k.cargo_unit_id = $3::uuid
          AND k.vessel_event_id IN (SELECT id FROM picked)
        GROUP BY k.vessel_event_id
     )
     SELECT p.departure_id, p.id, p.type, p."timestamp" AS ts, p.voyage, p.distance_sailed,
            CASE
              WHEN p.port IS NOT NULL THEN p.port
              WHEN p.type = 'Departure' THEN (
                SELECT a.port FROM emission_report_vessel_events a
                 WHERE a.vessel_id = $1 AND NOT a.is_deleted AND a.type = 'Arrival' AND a."timestamp" < p."timestamp"
                 ORDER BY a."timestamp" DESC LIMIT 1)
              WHEN p.type = 'Arrival' THEN (
                SELECT d.port FROM emission_report_vessel_events d
                 WHERE d.vessel_id = $1 AND NOT d.is_deleted AND d.type = 'Departure' AND d."timestamp" > p."timestamp"
                 ORDER BY d."timestamp" LIMIT 1)
            END AS port,
            cargo.cargo, fuel.fuel
       FROM picked p
       LEFT JOIN fuel ON fuel.vessel_event_id = p.id
       LEFT JOIN cargo ON cargo.vessel_event_id = p.id
      ORDER BY p.dep_ts, p."timestamp"`,
    [vesselId, byYear ? filter.year : filter.departureId, cargoUnitId, unsetDate],
  );
  const voyages = new Map<string, ReportVoyage & { events: ReportVoyage['events'][number][] }>();
  for (const row of rows) {
    let voyage = voyages.get(row.departure_id);
    if (!voyage) {
      const confirmedAt = row.voyage?.dataConfirmedAt;
      voyage = {
        departureId: row.departure_id,
        name: row.voyage?.name || null,
        type: row.voyage?.type ?? null,
        isNonCommercial: row.voyage?.isNonCommercial ?? false,
        dataConfirmedAt: confirmedAt && confirmedAt !== unsetDate ? confirmedAt : null,
        departurePort: null,
        arrivalPort: null,
        events: [],
        fuel: [],
      };
      voyages.set(row.departure_id, voyage);
    }
    if (row.type === 'Departure') voyage.departurePort = row.port;
    if (row.type === 'Arrival' && !voyage.arrivalPort) voyage.arrivalPort = row.port;
    voyage.events.push({
      id: row.id,
      type: row.type,
      timestampMs: new Date(row.ts).getTime(),
      distanceNm: eventDistanceNm({ distanceSailed: row.distance_sailed }),
      cargoCarried: row.cargo === null ? null : Number(row.cargo),
    });
    for (const entry of row.fuel ?? [])
      (voyage.fuel as ReportFuelEntry[]).push({
        ...entry,
        tonnes: Number(entry.tonnes),
        vesselEventId: row.id,
      });
  }
  return [...voyages.values()];
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
            s.emissions_contact_person_email,
            (SELECT u.id FROM vessel_cargo_units vc JOIN cargo_units u ON u.id = vc.cargo_unit_id
              WHERE vc.vessel_id = v.id ORDER BY u.sort_order LIMIT 1) AS cargo_unit_id,
            (SELECT u.name FROM vessel_cargo_units vc JOIN cargo_units u ON u.id = vc.cargo_unit_id
              WHERE vc.vessel_id = v.id ORDER BY u.sort_order LIMIT 1) AS cargo_unit
       FROM vessels v
       LEFT JOIN vessel_settings s ON s.id = v.id AND NOT s.is_deleted
       LEFT JOIN vessel_types t ON t.id = s.vessel_type_id
       LEFT JOIN ice_classes i ON i.id = s.ice_class_id
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
