// How a journey server is started: Playwright's web servers (playwright.config.ts) and `npm test`,
// which starts it before the unit and API tests so that its demo fleet is imported while they run
// (ADR 0095), read it here. Plain JavaScript, because `scripts/test.mjs` runs without a TypeScript loader.

/** The command of a journey server, for Node's executable. */
export const journeyServerArgs = ['--import', 'tsx', 'server/main.ts'];

/** The environment of a journey server: its port and data folder, demo mode, quiet logs. */
export function journeyServerEnv(port, dataDir) {
  return {
    PORT: String(port),
    WAKELINE_DATA_DIR: dataDir,
    WAKELINE_DEMO: '1',
    // One JSON line per request would drown the journeys' output (ADR 0067).
    WAKELINE_LOG_LEVEL: 'warn',
    TZ: 'UTC',
  };
}

/** The first journey server's port (the second takes the port after it). */
export const journeyPort = Number(process.env.E2E_PORT ?? 4180);

/**
 * The two journey servers (ADR 0095, fifth step; the files of each are in journey-groups.ts): `fleet`
 * imports the demo fleet's year of log data after it starts, `office` holds the same demo data
 * without it. Each has its own port and data folder (`<E2E_DATA_DIR>/<name>`).
 */
export const journeyServers = [
  { name: 'fleet', port: journeyPort, env: {} },
  { name: 'office', port: journeyPort + 1, env: { WAKELINE_DEMO_FLEET_DAYS: '0' } },
];
