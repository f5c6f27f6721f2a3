// The change feed's keys: the changed rows of every synced table of one vessel after a cursor.
import { sql, type Kysely } from 'kysely';
import type { SyncEntityType } from '../../domain/sync/outbox-entry.ts';
import type { Database } from '../db/schema.ts';
import { syncedEntities } from './synced-entities.ts';

type FeedKey = { entity_type: SyncEntityType; id: string; change_seq: string | number };

/** The next `limit` changed rows of the vessel, each branch read through its (vessel_id, change_seq) index. */
export async function changedKeys(db: Kysely<Database>, vesselId: string, cursor: string, limit: number) {
  const branches = Object.entries(syncedEntities).map(
    ([entityType, { table }]) =>
      sql`(SELECT ${entityType}::text AS entity_type, id::text AS id, change_seq FROM ${sql.table(table)}
           WHERE vessel_id = ${vesselId} AND change_seq > ${cursor}::bigint
           ORDER BY change_seq LIMIT ${limit})`,
  );
  const { rows } =
    await sql<FeedKey>`${sql.join(branches, sql` UNION ALL `)} ORDER BY change_seq LIMIT ${limit}`.execute(
      db,
    );
  return rows;
}
