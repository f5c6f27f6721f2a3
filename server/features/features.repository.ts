// SQL for the feature catalogue and per-vessel feature switches.
import type { Kysely } from 'kysely';
import type { FeatureName } from '../../domain/features.ts';
import type { Database } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type Db = Kysely<Database>;

export type FeatureRecord = { id: string; name: string; displayName: string };

export async function listFeatures(db: Db): Promise<FeatureRecord[]> {
  return db
    .selectFrom('features')
    .select(['id', 'name', 'display_name as displayName'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export async function listVesselFeatures(db: Db, vesselId: string): Promise<FeatureRecord[]> {
  return db
    .selectFrom('vessel_features')
    .innerJoin('features', 'features.id', 'vessel_features.feature_id')
    .select(['features.id', 'features.name', 'features.display_name as displayName'])
    .where('vessel_features.vessel_id', '=', vesselId)
    .orderBy('features.sort_order')
    .execute();
}

export async function upsertFeature(
  db: Db,
  feature: { name: string; displayName: string; sortOrder: number },
): Promise<string> {
  const row = await db
    .insertInto('features')
    .values({ name: feature.name, display_name: feature.displayName, sort_order: feature.sortOrder })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ display_name: feature.displayName, sort_order: feature.sortOrder }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function enableVesselFeature(db: Db, vesselId: string, featureId: string): Promise<void> {
  await db
    .insertInto('vessel_features')
    .values({ vessel_id: vesselId, feature_id: featureId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Those of the vessels that have the feature switched on (one query for the whole list). */
export async function vesselsWithFeature(
  conn: SqlConnection,
  vesselIds: readonly string[],
  feature: FeatureName,
): Promise<Set<string>> {
  if (vesselIds.length === 0) return new Set();
  const rows = await conn.query<{ vessel_id: string }>(
    `SELECT vf.vessel_id FROM vessel_features vf JOIN features f ON f.id = vf.feature_id
      WHERE vf.vessel_id = ANY($1::uuid[]) AND f.name = $2`,
    [[...new Set(vesselIds)], feature],
  );
  return new Set(rows.map((row) => row.vessel_id));
}
