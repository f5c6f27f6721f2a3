import type { SqlConnection } from '../db/sql-engine.ts';

/**
 * The vessel a package is for, found by its IMO number among the live vessels (one at most:
 * vessels_live_imo_key); a package whose IMO number no vessel has waits as unassigned data until an
 * Administrator assigns it (ADR 0087).
 */
export type ImportVessel = {
  id: string;
  name: string;
  imoNumber: string;
  companyId: string | null;
  isDataReceiver: boolean;
};

type VesselRow = {
  id: string;
  name: string;
  imo_number: number;
  company_id: string | null;
  is_data_receiver: boolean;
};
const vesselColumns = 'id, name, imo_number, company_id, is_data_receiver';
const importVesselOf = (row: VesselRow | undefined): ImportVessel | null =>
  row
    ? {
        id: row.id,
        name: row.name,
        imoNumber: String(row.imo_number),
        companyId: row.company_id,
        isDataReceiver: row.is_data_receiver,
      }
    : null;

/** The live vessel with exactly this IMO number; null when none has it (never another vessel). */
export async function findVesselByImo(conn: SqlConnection, imoNumber: string): Promise<ImportVessel | null> {
  if (!/^\d{1,7}$/.test(imoNumber)) return null;
  const [row] = await conn.query<VesselRow>(
    `SELECT ${vesselColumns} FROM vessels WHERE deleted_at IS NULL AND imo_number = $1`,
    [Number(imoNumber)],
  );
  return importVesselOf(row);
}

export async function findVesselById(conn: SqlConnection, vesselId: string): Promise<ImportVessel | null> {
  const [row] = await conn.query<VesselRow>(
    `SELECT ${vesselColumns} FROM vessels WHERE id = $1 AND deleted_at IS NULL`,
    [vesselId],
  );
  return importVesselOf(row);
}

export async function storePackageEvents(
  conn: SqlConnection,
  vesselId: string,
  events: { atMs: number; type: string; port: string }[],
): Promise<number> {
  let inserted = 0;
  for (const event of events) {
    const rows = await conn.query(
      `INSERT INTO vessel_log_events (vessel_id, ts, type, port) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [vesselId, new Date(event.atMs).toISOString(), event.type, event.port],
    );
    inserted += rows.length;
  }
  return inserted;
}
