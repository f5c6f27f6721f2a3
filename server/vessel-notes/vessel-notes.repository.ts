// SQL of the vessel notes (migration 0530): one row per vessel once saved, with its version.
import { sql, type Kysely } from 'kysely';
import type { VesselNote } from '../../domain/contracts/vessel-notes.ts';
import type { Database } from '../db/schema.ts';

type Row = { notes: string; version: number; updated_at: Date | string; updated_by_name: string };

const present = (vesselId: string, row: Row | undefined): VesselNote =>
  row
    ? {
        vesselId,
        notes: row.notes,
        version: row.version,
        updatedAt: new Date(row.updated_at).toISOString(),
        updatedBy: row.updated_by_name,
      }
    : { vesselId, notes: '', version: 0, updatedAt: null, updatedBy: '' };

export async function findVesselNote(db: Kysely<Database>, vesselId: string): Promise<VesselNote> {
  const { rows } = await sql<Row>`
    SELECT notes, version, updated_at, updated_by_name FROM vessel_notes WHERE vessel_id = ${vesselId}`.execute(
    db,
  );
  return present(vesselId, rows[0]);
}

/**
 * Saves the text if the stored version is still `basedOn` (0: none saved yet); null when someone
 * saved in between. One statement, so two saves on the same version cannot both win.
 */
export async function saveVesselNote(
  db: Kysely<Database>,
  input: { vesselId: string; notes: string; basedOn: number; userId: string; userName: string; now: Date },
): Promise<VesselNote | null> {
  const { rows } =
    input.basedOn === 0
      ? await sql<Row>`
          INSERT INTO vessel_notes (vessel_id, notes, version, updated_at, updated_by, updated_by_name)
          VALUES (${input.vesselId}, ${input.notes}, 1, ${input.now}, ${input.userId}, ${input.userName})
          ON CONFLICT (vessel_id) DO NOTHING
          RETURNING notes, version, updated_at, updated_by_name`.execute(db)
      : await sql<Row>`
          UPDATE vessel_notes SET notes = ${input.notes}, version = version + 1, updated_at = ${input.now},
            updated_by = ${input.userId}, updated_by_name = ${input.userName}
          WHERE vessel_id = ${input.vesselId} AND version = ${input.basedOn}
          RETURNING notes, version, updated_at, updated_by_name`.execute(db);
  return rows[0] ? present(input.vesselId, rows[0]) : null;
}
