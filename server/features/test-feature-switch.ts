// For API tests: turns a vessel's feature on or off in the database, as the vessel administration's
// ActivateFeature / DeactivateFeature do (003 §2), without going through them.
import type { FeatureName } from '../../domain/features.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import type { TestServer } from '../../tests/support/test-server.ts';

export async function switchFeature(
  server: Pick<TestServer, 'database'>,
  vesselId: string,
  feature: FeatureName,
  on: boolean,
): Promise<void> {
  const engine = engineFromHandle(server.database as never);
  await engine.query(
    on
      ? `INSERT INTO vessel_features (vessel_id, feature_id)
           SELECT $1, id FROM features WHERE name = $2 ON CONFLICT DO NOTHING`
      : `DELETE FROM vessel_features
          WHERE vessel_id = $1 AND feature_id = (SELECT id FROM features WHERE name = $2)`,
    [vesselId, feature],
  );
}
