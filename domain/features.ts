// The feature catalogue (003 §2 'Feature switches'; the rows of
// server/db/migrations/0002-insert-features.sql) and each feature's readable name, in one place for
// the server's refusals and the client's notice (ADMIN-060, EMIS-033, PERF-072; ADR 0059).
// A new feature is one line here and one row in a migration (a test compares the two).
import { messages } from './messages.ts';

const readableNames = {
  PerformanceMonitoring: 'Performance monitoring',
  DataAnalysis: 'Data analysis',
  Diagnostics: 'Diagnostics',
  EmissionReport: messages.emissionReport,
  CharterParty: messages.charterParty,
  DataQuality: 'Data quality',
  Fouling: 'Fouling',
  Shapoli: messages.eexiShapoli,
} as const satisfies Record<string, string>;

export type FeatureName = keyof typeof readableNames;

/** The catalogue's feature names in its order. */
export const FEATURE_NAMES = Object.keys(readableNames) as FeatureName[];

export const isFeatureName = (name: string): name is FeatureName => Object.hasOwn(readableNames, name);

/** The readable name of a feature (CharterParty reads Charter party); an unknown name as it is. */
export function readableFeatureName(name: string): string {
  return isFeatureName(name) ? readableNames[name] : name;
}

/** The notice's title: 'Charter party: feature not available'. */
export const featureNotAvailableTitle = (name: string) =>
  `${readableFeatureName(name)}: ${messages.featureNotAvailable}`;

/** The notice's text: 'Charter party feature not available for Northwind Fjord.' */
export const featureNotAvailableFor = (name: string, vesselName: string) =>
  `${readableFeatureName(name)} ${messages.featureNotAvailable} for ${vesselName}.`;

/** The API's refusal of a call the vessel's feature gates: 'Charter party: feature not available for this vessel.' */
export const featureNotAvailableRefusal = (name: string) =>
  `${featureNotAvailableTitle(name)} for this vessel.`;
