import { parseUnit, units, type UnitFamily, type UnitId } from '../units/units.ts';

/**
 * Suggestions for a logger column (issue 24 §1, ADR 0094): which taxon a header such as
 * 'ME shaft power (kW)' most likely is, and the unit its header names. Deterministic: the same
 * header and taxonomy always give the same ranked list.
 */

/** What the seeded taxa (0201-seed-taxonomy.sql) measure: their family and the unit the analysis reads. */
export const taxonUnits: Readonly<Record<string, { family: UnitFamily; unit: UnitId }>> = {
  'Navigation:Latitude': { family: 'angle', unit: 'deg' },
  'Navigation:Longitude': { family: 'angle', unit: 'deg' },
  'Navigation:Speed over ground': { family: 'speed', unit: 'kn' },
  'Navigation:Speed through water': { family: 'speed', unit: 'kn' },
  'Navigation:Course over ground': { family: 'angle', unit: 'deg' },
  'Navigation:Heading': { family: 'angle', unit: 'deg' },
  'Propulsion:Shaft speed': { family: 'rotationalSpeed', unit: 'rpm' },
  'Propulsion:Shaft power': { family: 'power', unit: 'kW' },
  // The analysis reads fuel in kg/h (SFOC in g/kWh) and the relative wind in m/s (ISO 19030-2).
  'Fuel:Fuel mass flow': { family: 'massFlow', unit: 'kg/h' },
  'Hull:Draft fore': { family: 'length', unit: 'm' },
  'Hull:Draft aft': { family: 'length', unit: 'm' },
  'Weather:Relative wind speed': { family: 'speed', unit: 'm/s' },
  'Weather:Relative wind direction': { family: 'angle', unit: 'deg' },
  'Weather:Sea water temperature': { family: 'temperature', unit: 'degC' },
};

/**
 * Common names of the seeded taxa in logger exports, as normalised phrases (see `normaliseHeader`):
 * every word of a phrase must be in the header. Abbreviations: ME/M/E main engine, FO fuel oil,
 * FOC fuel oil consumption, STW speed through water, SOG speed over ground, COG course over ground,
 * HDG heading, fwd/fw/fore forward, SW/SST sea (surface) water temperature.
 */
export const taxonSynonyms: Readonly<Record<string, readonly string[]>> = {
  'Navigation:Latitude': ['latitude', 'lat', 'gps lat', 'position lat'],
  'Navigation:Longitude': ['longitude', 'lon', 'long', 'lng', 'gps lon'],
  'Navigation:Speed over ground': [
    'sog',
    'speed over ground',
    'gps speed',
    'ground speed',
    'speed gps',
    'vessel speed gps',
  ],
  'Navigation:Speed through water': [
    'stw',
    'speed through water',
    'log speed',
    'speed log',
    'water speed',
    'speed water',
    'doppler log speed',
    'em log',
  ],
  'Navigation:Course over ground': ['cog', 'course over ground', 'gps course', 'course'],
  'Navigation:Heading': ['heading', 'hdg', 'gyro heading', 'gyro', 'true heading'],
  'Propulsion:Shaft speed': [
    'shaft speed',
    'shaft rpm',
    'me rpm',
    'me speed',
    'engine rpm',
    'propeller rpm',
    'prop rpm',
    'rpm',
    'shaft revolutions',
    'me revolutions',
  ],
  'Propulsion:Shaft power': [
    'shaft power',
    'me shaft power',
    'me power',
    'engine power',
    'shaft kw',
    'propulsion power',
    'torque meter power',
    'brake power',
  ],
  'Fuel:Fuel mass flow': [
    'fuel mass flow',
    'fo flow',
    'me fo flow',
    'fuel flow',
    'foc',
    'fuel consumption',
    'me fuel',
    'fo consumption',
    'fuel oil flow',
    'hfo flow',
    'mgo flow',
    'mdo flow',
    'fuel rate',
  ],
  'Hull:Draft fore': [
    'draft fore',
    'draft fwd',
    'draught fore',
    'draught fwd',
    'fwd draft',
    'fore draft',
    'draft forward',
    'draft fw',
    'draft bow',
    'fwd draught',
  ],
  'Hull:Draft aft': ['draft aft', 'draught aft', 'aft draft', 'aft draught', 'draft stern'],
  'Weather:Relative wind speed': [
    'relative wind speed',
    'wind speed rel',
    'rel wind speed',
    'wind speed relative',
    'apparent wind speed',
    'wind speed',
    'rws',
    'aws',
  ],
  'Weather:Relative wind direction': [
    'relative wind direction',
    'wind direction rel',
    'rel wind direction',
    'wind dir rel',
    'rel wind dir',
    'wind angle',
    'wind direction relative',
    'apparent wind angle',
    'wind direction',
    'wind dir',
    'rwd',
    'awa',
  ],
  'Weather:Sea water temperature': [
    'sea water temperature',
    'sea temperature',
    'sea water temp',
    'sw temp',
    'sea temp',
    'water temperature',
    'sst',
    'sw temperature',
    'seawater temp',
  ],
};

export type ColumnSuggestion = {
  taxon: string;
  /** 0..1: 1 is the taxon's own or a log variable's name; lower for a synonym covering part of the header. */
  confidence: number;
  /** The taxon name, log variable or synonym that matched. */
  matched: string;
};

export type ColumnReading = {
  /** The header without its unit, e.g. 'Speed' for 'Speed [kn]'. */
  name: string;
  /** The unit text the header carries, if any, and the unit it means (null: none or unknown). */
  unitText: string | null;
  unit: UnitId | null;
  /** Best first; empty when nothing matched. */
  suggestions: ColumnSuggestion[];
};

export type TaxonomyNames = {
  taxa: readonly string[];
  /** Log variable names with their taxa (the taxonomy's list); a header equal to one maps to its first taxon. */
  logVariables?: readonly { name: string; taxa: readonly string[] }[];
};

/** 'M/E FO-Flow' → 'me fo flow'; 'ShaftRpm' → 'shaft rpm'; 'Draft_fwd.' → 'draft fwd'. */
export function normaliseHeader(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b([ma])\s*\/\s*e\b/g, '$1e')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
}

/** The unit a header names at its end: in brackets ('Speed [kn]', 'Power (kW)') or as its last word ('STW kts'). */
export function splitHeaderUnit(header: string): { name: string; unitText: string | null } {
  const bracket = /^(.*?)\s*[[({]\s*([^\])}]*?)\s*[\])}]\s*$/.exec(header);
  if (bracket?.[1] && bracket[2] !== undefined) return { name: bracket[1], unitText: bracket[2] };
  const last = /^(.+)[\s_]+([^\s_]+)$/.exec(header.trim());
  if (last?.[1] && last[2] && parseUnit(last[2]) !== null && !/^(rpm|-)$/i.test(last[2]))
    return { name: last[1], unitText: last[2] };
  return { name: header.trim(), unitText: null };
}

const words = (phrase: string) => phrase.split(' ').filter(Boolean);

/**
 * How well a phrase names the header: 1 when equal, else the share of the header's words the
 * phrase covers (0.5..0.9), 0 when one of its words is missing.
 */
function phraseScore(phrase: string, header: string): number {
  if (phrase === header) return 1;
  const headerWords = words(header);
  const phraseWords = words(phrase);
  if (phraseWords.length === 0 || !phraseWords.every((w) => headerWords.includes(w))) return 0;
  return 0.5 + 0.4 * (phraseWords.length / headerWords.length);
}

/**
 * Reads a logger column header: its unit and the taxa it most likely is, best first (at most
 * `limit`). A unit of another family than the taxon's halves that taxon's confidence.
 */
export function suggestColumn(header: string, taxonomy: TaxonomyNames, limit = 3): ColumnReading {
  const { name, unitText } = splitHeaderUnit(header);
  let unit = unitText === null ? null : parseUnit(unitText);
  const normalised = normaliseHeader(name);
  // 'ME RPM' names its unit in its name.
  if (unit === null && unitText === null && words(normalised).includes('rpm')) unit = 'rpm';
  const best = new Map<string, ColumnSuggestion>();
  const offer = (taxon: string, phrase: string, score: number) => {
    if (score <= 0 || !taxonomy.taxa.includes(taxon)) return;
    const family = taxonUnits[taxon]?.family;
    const confidence =
      unit !== null && family !== undefined && units[unit].family !== family ? score / 2 : score;
    const known = best.get(taxon);
    if (!known || confidence > known.confidence) best.set(taxon, { taxon, confidence, matched: phrase });
  };
  for (const taxon of taxonomy.taxa) {
    const shortName = taxon.slice(taxon.indexOf(':') + 1);
    offer(taxon, shortName, phraseScore(normaliseHeader(shortName), normalised));
    for (const synonym of taxonSynonyms[taxon] ?? [])
      offer(taxon, synonym, phraseScore(synonym, normalised) * 0.95);
  }
  for (const variable of taxonomy.logVariables ?? []) {
    const taxon = variable.taxa[0];
    if (taxon !== undefined)
      offer(taxon, variable.name, phraseScore(normaliseHeader(variable.name), normalised));
  }
  const order = (taxon: string) => taxonomy.taxa.indexOf(taxon);
  const suggestions = [...best.values()]
    .map((s) => ({ ...s, confidence: Math.round(s.confidence * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence || order(a.taxon) - order(b.taxon))
    .slice(0, limit);
  return { name: name.trim(), unitText, unit, suggestions };
}
