// GET /Sync/Changes (offline-sync.md b.8): the changes of every synced table of one vessel after a
// server-issued cursor, in change_seq order (one sequence for all tables, drawn under the sync
// write lock, so sequence order is commit order), deletions included.
import type { Kysely } from 'kysely';
import type { SyncChange, SyncChangesQuery, SyncChangesResponse } from '../../domain/contracts/sync.ts';
import type { SyncEntityType } from '../../domain/sync/outbox-entry.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../security/actor.ts';
import { syncedEntities } from './synced-entities.ts';
import { changedKeys } from './sync-feed.repository.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';

export function createSyncFeed({ db, access }: { db: Kysely<Database>; access: VoyageDataAccess }) {
  return {
    async changes(actor: Actor, query: SyncChangesQuery): Promise<SyncChangesResponse> {
      await access(actor, query.vesselId);
      const keys = await changedKeys(db, query.vesselId, query.cursor, query.limit + 1);
      const page = keys.slice(0, query.limit);
      const byType = new Map<SyncEntityType, string[]>();
      for (const key of page) byType.set(key.entity_type, [...(byType.get(key.entity_type) ?? []), key.id]);
      const entities = new Map<string, Record<string, unknown> & { version: number; isDeleted: boolean }>();
      for (const [entityType, ids] of byType) {
        for (const entity of await syncedEntities[entityType].findByIds(db, ids))
          entities.set(`${entityType}:${entity.id}`, entity);
      }
      const changes: SyncChange[] = page.flatMap((key) => {
        const entity = entities.get(`${key.entity_type}:${key.id}`);
        return entity
          ? [
              {
                entityType: key.entity_type,
                id: key.id,
                version: entity.version,
                isDeleted: entity.isDeleted,
                data: entity,
              },
            ]
          : [];
      });
      const last = page.at(-1);
      return {
        changes,
        nextCursor: last ? String(last.change_seq) : query.cursor,
        hasMore: keys.length > query.limit,
      };
    },
  };
}
