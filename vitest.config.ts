import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API test files whose subject behaves differently on the two engines (ADR 0095): the database
 * layer and its caches, the import pipeline and the sample store (COPY on PostgreSQL, batches on
 * PGlite; the job queue), backup and restore, start-up and readiness, the revocation notices,
 * concurrent writes (PGlite serialises them through one connection), the sync's idempotency and
 * the vessel purge. With PostgreSQL at hand, `npm test` runs every API file there and these again
 * on PGlite; without it, every file on PGlite.
 */
const engineSpecificApiTests = [
  'server/app/bootstrap.api.test.ts',
  'server/auth/session-cache.api.test.ts',
  'server/backup/*.api.test.ts',
  'server/db/*.api.test.ts',
  'server/http/office-versions.api.test.ts',
  'server/import/*.api.test.ts',
  'server/log-data/*.api.test.ts',
  'server/observability/readiness.api.test.ts',
  'server/sync/*.api.test.ts',
  'server/vessel-administration/vessel-purge.api.test.ts',
];

// Five projects: `unit` (pure logic, Node), `web` (React components, jsdom),
// `api` (`server/<capability>/*.api.test.ts`: the real server over HTTP on PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), `api-engine` (the engine-specific part of `api`, above),
// `api-postgres` (`server/**/*.pg.test.ts`: several real server processes on one PostgreSQL;
// `npm test` runs it in its PostgreSQL pass only, ADR 0066).
// On PostgreSQL each file has a database of its own (tests/support/test-server.ts), and one file at a
// time left most of a core idle while it waited on the database: `npm test` runs that pass two files
// at a time (WAKELINE_API_FILES_AT_ONCE=2, ADR 0095). PGlite runs in the test process: one at a time.
const apiFilesAtOnce = Math.max(1, Number(process.env.WAKELINE_API_FILES_AT_ONCE ?? 1));
const apiProject = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Two at a time at most: the root's maxWorkers on this two-core machine.
  fileParallelism: apiFilesAtOnce > 1,
  // One module graph per worker, not per file: importing the server took 1.9 s of each file's
  // time (125 s of the PostgreSQL pass); every file starts its own server and database anyway, and
  // all 66 passed without isolation (ADR 0095).
  isolate: false,
};

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Vitest's default is one worker fewer than the cores, which is one on a two-core machine;
    // the main process mostly waits, so every core runs test files (ADR 0095).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'workers/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, 'server/**/*.api.test.ts', 'server/**/*.pg.test.ts'],
          // A hang guard, not a speed limit: the suite shares two cores with the build and the
          // other projects, and PGlite-backed unit tests start a database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
          testTimeout: 30_000,
        },
      },
      { test: { name: 'api', include: ['server/**/*.api.test.ts'], ...apiProject } },
      { test: { name: 'api-engine', include: engineSpecificApiTests, ...apiProject } },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['server/**/*.pg.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
