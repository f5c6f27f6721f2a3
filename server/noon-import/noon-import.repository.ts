// Saved noon report import mappings (0830, ADR 0106), one per vessel and source name (the store both
// kinds of import mapping share), and the reads an import needs: the vessel's fuel types.
import type { SqlConnection } from '../db/sql-engine.ts';
import { type ImportMappingRow, importMappingStore } from '../import/public.ts';

export type NoonMappingRow = ImportMappingRow;

const store = importMappingStore('noon_report_mappings');
export const listNoonMappings = store.list;
export const findNoonMapping = store.find;
export const saveNoonMapping = store.save;
export const markNoonMappingUsed = store.markUsed;

/** The fuel types a vessel's reports may name: the global ones and its company's, active ones. */
export async function vesselFuelTypes(
  conn: SqlConnection,
  vesselId: string,
): Promise<{ id: string; shortName: string; name: string }[]> {
  return conn.query<{ id: string; shortName: string; name: string }>(
    `SELECT f.id, f.short_name AS "shortName", f.name FROM fuel_types f
     WHERE NOT f.is_deactivated
       AND (f.company_id IS NULL OR f.company_id = (SELECT company_id FROM vessels WHERE id = $1))
     ORDER BY f.short_name, f.id`,
    [vesselId],
  );
}
