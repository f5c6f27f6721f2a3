// The journeys run in two groups at once, each against a journey server of its own (ADR 0095, fifth
// step): one journey keeps about one core busy, so two at a time use both. The groups differ in
// what their server holds (journey-server.mjs):
// - `fleet`: the demo data and the demo fleet's year of log data, imported after the server starts
//   (about three minutes of one core). The journeys that read or import log data run here.
// - `office`: the same demo data (users, companies, vessels, settings, voyages) without the year of
//   log data: ready in seconds. Administration, sign-in, voyage entry and the offline outbox.
// No journey meets the other group's data. A new journey file runs in the fleet group unless it is
// listed below; list it here when it reads no log data.
import { readdirSync } from 'node:fs';
import { journeyServers } from './journey-server.mjs';

/** Journey files that read no log data: they run against the server without the demo fleet's year. */
export const officeJourneys: readonly string[] = [
  'admin-access-groups.spec.ts',
  'admin-companies.spec.ts',
  'admin-users.spec.ts',
  'app-update.spec.ts',
  'auth.spec.ts',
  'calc-worker.spec.ts',
  'compressed-shell.spec.ts',
  'feature-gating.spec.ts',
  // Imports log data of its own into a vessel it makes, on a server of its own.
  'logger-import-trends.spec.ts',
  'noon-reports.spec.ts',
  'offline-departures.spec.ts',
  'offline-faults.spec.ts',
  'offline-server-kill.spec.ts',
  'offline-sign-in.spec.ts',
  'offline-upgrade.spec.ts',
  'page-tour.spec.ts',
  'profile.spec.ts',
  'pwa.spec.ts',
  'shell-sync.spec.ts',
  'shell.spec.ts',
  'taxonomy.spec.ts',
  'vessel-administration.spec.ts',
  'vessel-settings.spec.ts',
  'voyage-flow.spec.ts',
  'voyage-offline-journey.spec.ts',
  'voyage-template.spec.ts',
];

export type JourneyGroup = (typeof journeyServers)[number] & { files: string[] };

/** The journey files of `dir` in their two groups, each with its server. */
export function journeyGroups(dir: string): JourneyGroup[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const office = new Set(officeJourneys);
  return journeyServers.map((server) => ({
    ...server,
    files: files.filter((file) => office.has(file) === (server.name === 'office')),
  }));
}
