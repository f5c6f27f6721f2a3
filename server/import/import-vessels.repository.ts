import type { SqlConnection } from '../db/sql-engine.ts';

/** The vessel a package is for, found by its IMO number among the platform's vessels. */
export type ImportVessel = { id: string; name: string; imoNumber: string; companyId: string | null };

/**
 * The live vessel with the IMO number; when several companies hold the number, the data receiver
 * (003 §4: all new data goes to it), then the most recently created.
 */
export async function findVesselByImo(conn: SqlConnection, imoNumber: string): Promise<ImportVessel | null> {
  if (!/^\d{1,7}$/.test(imoNumber)) return null;
  const [row] = await conn.query<{ id: string; name: string; imo_number: number; company_id: string | null }>(
    `SELECT id, name, imo_number, company_id FROM vessels
     WHERE imo_number = $1 AND deleted_at IS NULL
     ORDER BY is_data_receiver DESC, created_at DESC LIMIT 1`,
    [Number(imoNumber)],
  );
  return row
    ? { id: row.id, name: row.name, imoNumber: String(row.imo_number), companyId: row.company_id }
    : null;
}

export async function findVesselById(conn: SqlConnection, vesselId: string): Promise<ImportVessel | null> {
  const [row] = await conn.query<{ id: string; name: string; imo_number: number; company_id: string | null }>(
    'SELECT id, name, imo_number, company_id FROM vessels WHERE id = $1 AND deleted_at IS NULL',
    [vesselId],
  );
  return row
    ? { id: row.id, name: row.name, imoNumber: String(row.imo_number), companyId: row.company_id }
    : null;
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
