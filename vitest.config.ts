import { configDefaults, defineConfig } from 'vitest/config';

// Four projects: `unit` (pure logic, Node), `web` (React components, jsdom),
// `api` (`server/<capability>/*.api.test.ts`: the real server over HTTP on PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), `api-postgres` (`server/**/*.pg.test.ts`: several real server
// processes on one PostgreSQL; `npm test` runs it in its PostgreSQL pass only, ADR 0066).
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
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
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
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
