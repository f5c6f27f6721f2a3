/**
 * The vessel position of the map popup (001 §3 'Vessel position (map)', PERF-091) from what the
 * platform holds: the position itself comes from GET /VesselLocations/Find; course, heading, GPS
 * and log speed, draft mean and trim from the newest sample of the vessel's log variables with the
 * taxa below (GET /LogVariables + GET /LogData/LastReceived). A field the vessel does not log is
 * left out, never guessed. Voyage name is not offered (ADR 0050).
 */
import { convertValue, unitConversion } from '../log-data/units.ts';

/** The taxa (0201-seed-taxonomy.sql) whose variables give the popup's readings. */
export const POSITION_READING_TAXA = {
  headingDeg: 'Navigation:Heading',
  courseDeg: 'Navigation:Course over ground',
  gpsSpeedKn: 'Navigation:Speed over ground',
  logSpeedKn: 'Navigation:Speed through water',
  draftForeM: 'Hull:Draft fore',
  draftAftM: 'Hull:Draft aft',
} as const;
export type ReadingKey = keyof typeof POSITION_READING_TAXA;

/** The unit each reading is shown in (the unit of its key's name). */
const READING_UNITS: Record<ReadingKey, string> = {
  headingDeg: '°',
  courseDeg: '°',
  gpsSpeedKn: 'kn',
  logSpeedKn: 'kn',
  draftForeM: 'm',
  draftAftM: 'm',
};

export type ReadingVariable = {
  id: string;
  vesselId: string;
  taxa: readonly string[];
  logDataMaxDate: string | null;
};

/**
 * Per vessel, the variable of each reading: the one with the reading's taxon, and of several the
 * one with the latest data.
 */
export function pickReadingVariables(
  variables: readonly ReadingVariable[],
): Map<string, Partial<Record<ReadingKey, ReadingVariable>>> {
  const byVessel = new Map<string, Partial<Record<ReadingKey, ReadingVariable>>>();
  const keys = Object.keys(POSITION_READING_TAXA) as ReadingKey[];
  for (const variable of variables) {
    const picks = byVessel.get(variable.vesselId) ?? {};
    for (const key of keys) {
      if (!variable.taxa.includes(POSITION_READING_TAXA[key])) continue;
      const current = picks[key];
      if (!current || (variable.logDataMaxDate ?? '') > (current.logDataMaxDate ?? '')) picks[key] = variable;
    }
    byVessel.set(variable.vesselId, picks);
  }
  return byVessel;
}

export type LastSample = { value: number | null; unit: string; timestamp: string | null };

export type VesselReadings = {
  headingDeg: number | null;
  courseDeg: number | null;
  gpsSpeedKn: number | null;
  logSpeedKn: number | null;
  draftMeanM: number | null;
  /** Aft draft minus fore draft: positive when trimmed by the stern. */
  trimM: number | null;
  /** The newest of the samples read. */
  at: string | null;
};

/** The readings of one vessel from its picked variables and their newest samples (by variable id). */
export function vesselReadings(
  picks: Partial<Record<ReadingKey, { id: string }>>,
  samples: ReadonlyMap<string, LastSample>,
): VesselReadings {
  let at: string | null = null;
  const read = (key: ReadingKey): number | null => {
    const variable = picks[key];
    const sample = variable ? samples.get(variable.id) : undefined;
    if (!sample || sample.value === null || !Number.isFinite(sample.value)) return null;
    const conversion = unitConversion(sample.unit, READING_UNITS[key]);
    if (!conversion) return null;
    if (sample.timestamp !== null && (at === null || sample.timestamp > at)) at = sample.timestamp;
    return convertValue(sample.value, conversion);
  };
  const fore = read('draftForeM');
  const aft = read('draftAftM');
  const readings = {
    headingDeg: read('headingDeg'),
    courseDeg: read('courseDeg'),
    gpsSpeedKn: read('gpsSpeedKn'),
    logSpeedKn: read('logSpeedKn'),
    draftMeanM: fore !== null && aft !== null ? (fore + aft) / 2 : null,
    trimM: fore !== null && aft !== null ? aft - fore : null,
  };
  return { ...readings, at };
}

/** The direction the marker points: the heading, else the course over ground, else north. */
export function markerRotationDeg(readings: Pick<VesselReadings, 'headingDeg' | 'courseDeg'> | null): number {
  return readings?.headingDeg ?? readings?.courseDeg ?? 0;
}
