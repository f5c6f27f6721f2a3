// The backup round trip's database: the demo data and a day of the demo fleet imported through the
// real queues, into PGlite's data folder or a PostgreSQL database (server/backup/backup.api.test.ts).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createContainer } from '../../server/app/container.ts';
import { bootstrapDatabase } from '../../server/app/bootstrap.ts';
import { openDatabase } from '../../server/db/database.ts';
import { feedDemoFleet } from '../../server/demo/demo-fleet.ts';
import { seedDemoVoyages } from '../../server/demo/demo-voyages.ts';
import { createFolderMailer } from '../../server/mail/mailer.ts';
import { pgliteTemplate } from './test-server.ts';

export type Target = { databaseUrl: string | null; dataDir: string };

/** The demo data, then a day of the demo fleet through the real import queues (as `npm start` does). */
export async function fillWithDemo(target: Target): Promise<void> {
  await mkdir(join(target.dataDir, 'pglite'), { recursive: true });
  // PGlite starts from the migrated template the API tests share (initdb is the slow part).
  const database = await openDatabase(
    target.databaseUrl
      ? { kind: 'postgres', connectionString: target.databaseUrl }
      : { kind: 'pglite', dataDir: join(target.dataDir, 'pglite'), loadDataDir: await pgliteTemplate() },
  );
  try {
    await bootstrapDatabase(database, { isDemo: true, adminEmail: null, adminPassword: null });
    const { pipeline } = createContainer(
      {
        database,
        mailer: createFolderMailer(join(target.dataDir, 'mail')),
        publicUrl: 'http://wakeline.test',
        version: '0.0.0-test',
        distDir: null,
      },
      { pipeline: { dataDir: target.dataDir, pollingIntervalSeconds: 0.5 } },
    );
    if (!pipeline) throw new Error('The container was built without the pipeline');
    await pipeline.start();
    try {
      const sent = await feedDemoFleet({
        engine: pipeline.context.engine,
        dataDir: target.dataDir,
        imports: pipeline.services.imports,
        days: 1,
        fineDays: 0,
        seedVoyages: (source) => seedDemoVoyages(pipeline.context.db, source),
      });
      expect(sent).toBeGreaterThan(0);
      await pipeline.idle(90_000);
    } finally {
      await pipeline.stop();
    }
  } finally {
    await database.close();
  }
}
