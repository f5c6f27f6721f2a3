// What the demo's seeding reads: the vessels still without any received package.
import type { SqlConnection } from '../db/sql-engine.ts';

/** The live vessels no package has been received for yet (each gets its simulated year). */
export async function vesselsWithoutImports(conn: SqlConnection) {
  return conn.query<{
    id: string;
    name: string;
    imo_number: number;
    vessel_type: string | null;
  }>(
    `SELECT v.id, v.name, v.imo_number, v.vessel_type FROM vessels v
     WHERE v.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM imports i WHERE i.imo_number = v.imo_number::text)
     ORDER BY v.name`,
  );
}
