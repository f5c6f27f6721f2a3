// Reading a noon report spreadsheet (issue 24 §2, ADR 0106): which noon report field a column of a
// fleet's export is (from common synonyms: 'Steaming hours', 'Dist. OG', 'ME RPM', 'HFO cons.'),
// its unit, and one row's cells as a noon report in stored units. Pure: the server reads the file
// and runs the noon report rules; the page shows the same field names.
import {
  noonImportFieldFamilies,
  noonImportStoredUnits,
  type NoonImportColumnMapping,
  type NoonImportField,
  type NoonImportUnit,
} from '../contracts/noon-report-imports.ts';
import type { NoonReportConsumer } from '../contracts/noon-reports.ts';
import { normaliseHeader, splitHeaderUnit } from '../import-mapping/column-suggestions.ts';
import { conversionProblem, parseUnit, toStored, units, type UnitId } from '../units/units.ts';

/** The field names a person reads on the page. */
export const noonImportFieldLabels: Readonly<Record<NoonImportField, string>> = {
  latitude: 'Latitude',
  longitude: 'Longitude',
  hoursSteamed: 'Hours steamed',
  distanceOverGroundNm: 'Distance over ground',
  distanceThroughWaterNm: 'Distance through water',
  averageSpeedKn: 'Average speed',
  mainEnginePowerKw: 'Main engine power',
  shaftSpeedRpm: 'Shaft speed',
  draftForwardM: 'Draft forward',
  draftAftM: 'Draft aft',
  windForceBeaufort: 'Wind force (Beaufort)',
  windDirectionDeg: 'Wind direction',
  seaStateDouglas: 'Sea state (Douglas)',
  cargoTonnes: 'Cargo',
  remarks: 'Remarks',
  fuel: 'Fuel used',
  rob: 'Remaining on board',
  bunkered: 'Bunkered',
};

/** Synonyms of each single-value field, normalised (normaliseHeader); the longest match wins. */
export const noonFieldSynonyms: Readonly<
  Record<Exclude<NoonImportField, 'fuel' | 'rob' | 'bunkered'>, readonly string[]>
> = {
  latitude: ['lat', 'latitude', 'position lat', 'pos lat'],
  longitude: ['lon', 'long', 'lng', 'longitude', 'position lon', 'pos lon'],
  hoursSteamed: [
    'steaming hours',
    'steaming hrs',
    'steaming time',
    'hours steamed',
    'hrs steamed',
    'sailing hours',
    'hours underway',
    'time at sea',
    'hours at sea',
  ],
  distanceOverGroundNm: [
    'dist og',
    'distance og',
    'dist over ground',
    'distance over ground',
    'observed distance',
    'obs distance',
    'distance sailed',
    'dist sailed',
    'distance made good',
    'dmg',
    'gps distance',
  ],
  distanceThroughWaterNm: [
    'dist tw',
    'distance tw',
    'dist through water',
    'distance through water',
    'log distance',
    'distance by log',
    'dist log',
  ],
  averageSpeedKn: ['avg speed', 'average speed', 'speed', 'mean speed', 'sog', 'avg sog', 'speed og'],
  mainEnginePowerKw: [
    'me power',
    'main engine power',
    'me output',
    'me load',
    'shaft power',
    'power',
    'me kw',
    'bhp',
  ],
  shaftSpeedRpm: ['me rpm', 'rpm', 'shaft speed', 'main engine rpm', 'avg rpm', 'propeller rpm', 'me speed'],
  draftForwardM: [
    'draft fwd',
    'draught fwd',
    'fwd draft',
    'fwd draught',
    'draft forward',
    'draught forward',
    'draft f',
  ],
  draftAftM: ['draft aft', 'draught aft', 'aft draft', 'aft draught', 'draft a'],
  windForceBeaufort: ['wind force', 'wind bf', 'beaufort', 'bf', 'wind scale', 'wind'],
  windDirectionDeg: ['wind dir', 'wind direction', 'wind from'],
  seaStateDouglas: ['sea state', 'douglas', 'sea', 'sea scale'],
  cargoTonnes: ['cargo', 'cargo on board', 'cargo weight', 'cargo qty', 'cargo quantity', 'cargo tonnes'],
  remarks: ['remarks', 'remark', 'comments', 'comment', 'notes', 'note'],
};

const fuelAliases: Readonly<Record<string, readonly string[]>> = {
  hfo: ['ifo', 'hsfo', 'fo'],
  lfo: ['vlsfo', 'lsfo', 'ulsfo'],
  mgo: ['mdo', 'do', 'go', 'gasoil', 'lsmgo'],
};

const robWords = ['rob', 'remaining', 'remain', 'on board', 'onboard'];
const bunkerWords = ['bunkered', 'bunker', 'bunkers', 'received', 'bunkering'];
const consumerWords: readonly [NoonReportConsumer, readonly string[]][] = [
  ['MainEngine', ['me', 'main engine', 'main eng', 'm e', 'propulsion']],
  ['AuxiliaryEngines', ['ae', 'aux', 'auxiliary', 'dg', 'gen', 'generator', 'generators', 'a e']],
  ['Boilers', ['boiler', 'boilers', 'blr']],
];

/** The mass units a header may name. */
const massUnitTexts: Readonly<Record<string, NoonImportUnit>> = {
  t: 't',
  mt: 't',
  ton: 't',
  tons: 't',
  tonnes: 't',
  tonne: 't',
  kg: 'kg',
  m3: 'm3',
  'm³': 'm3',
  cbm: 'm3',
};
const hourTexts = new Set(['h', 'hr', 'hrs', 'hours', 'hour']);

const wordsOf = (text: string) => text.split(' ').filter(Boolean);
/** Whether the phrase's words stand in the header's words in a row. */
function hasPhrase(header: string, phrase: string): boolean {
  return ` ${header} `.includes(` ${phrase} `);
}

export type NoonFuelTypeName = { id: string; shortName: string; name: string };

export type NoonColumnGuess = {
  field: NoonImportField | null;
  unit: NoonImportUnit | null;
  fuelTypeId: string | null;
  consumer: NoonReportConsumer | null;
  matched: string | null;
};

/** The unit a header's unit text names for a field of this family; null when it names none of it. */
export function noonUnitOf(unitText: string | null, field: NoonImportField): NoonImportUnit | null {
  if (unitText === null) return null;
  const family = noonImportFieldFamilies[field];
  const text = unitText.trim().toLowerCase().replace(/\.$/, '');
  if (family === 'mass') return massUnitTexts[text] ?? null;
  if (family === 'hours') return hourTexts.has(text) ? 'h' : null;
  if (family === null) return null;
  const unit = parseUnit(unitText);
  return unit !== null && units[unit].family === family ? unit : null;
}

/** The units a field may be written in, the stored one first (none for the remarks). */
export function noonUnitsOf(field: NoonImportField): NoonImportUnit[] {
  const family = noonImportFieldFamilies[field];
  if (family === null) return [];
  if (family === 'mass') return ['t', 'kg', 'm3'];
  if (family === 'hours') return ['h'];
  const stored = noonImportStoredUnits[field];
  const ids = Object.values(units)
    .filter((u) => u.family === family)
    .map((u) => u.id as NoonImportUnit);
  return [stored!, ...ids.filter((id) => id !== stored)];
}

export function noonUnitLabel(unit: NoonImportUnit): string {
  if (unit === 't') return 't';
  if (unit === 'kg') return 'kg';
  if (unit === 'm3') return 'm³';
  if (unit === 'h') return 'h';
  return units[unit].label;
}

function fuelTypeIn(header: string, fuelTypes: readonly NoonFuelTypeName[]): NoonFuelTypeName | null {
  const headerWords = wordsOf(header);
  for (const fuelType of fuelTypes) {
    const tokens = normaliseHeader(fuelType.shortName).split(' ').filter(Boolean);
    const names = tokens.flatMap((token) => [token, ...(fuelAliases[token] ?? [])]);
    if (names.some((name) => headerWords.includes(name)) || hasPhrase(header, normaliseHeader(fuelType.name)))
      return fuelType;
  }
  return null;
}

/** What a column of a noon report export most likely is. */
export function suggestNoonColumn(header: string, fuelTypes: readonly NoonFuelTypeName[]): NoonColumnGuess {
  const { name, unitText } = splitHeaderUnit(header);
  const text = normaliseHeader(name);
  // 'HFO cons. mt' names its unit as its last word ('mt' is no unit of the logger's families);
  // the whole name is still matched ('Steaming hours' is a name, not 'Steaming' in hours).
  const last = wordsOf(text).at(-1);
  const unitWord =
    unitText ??
    (last && wordsOf(text).length > 1 && (massUnitTexts[last] || hourTexts.has(last)) ? last : null);
  const none: NoonColumnGuess = { field: null, unit: null, fuelTypeId: null, consumer: null, matched: null };
  const fuelType = fuelTypeIn(text, fuelTypes);
  if (fuelType) {
    const field: NoonImportField = robWords.some((w) => hasPhrase(text, w))
      ? 'rob'
      : bunkerWords.some((w) => hasPhrase(text, w))
        ? 'bunkered'
        : 'fuel';
    const consumer =
      field === 'fuel'
        ? (consumerWords.find(([, phrases]) => phrases.some((p) => hasPhrase(text, p)))?.[0] ?? 'Other')
        : null;
    return {
      field,
      unit: noonUnitOf(unitWord, field) ?? 't',
      fuelTypeId: fuelType.id,
      consumer,
      matched: fuelType.shortName,
    };
  }
  let best: { field: NoonImportField; synonym: string; exact: boolean } | null = null;
  for (const [field, synonyms] of Object.entries(noonFieldSynonyms) as [
    NoonImportField,
    readonly string[],
  ][]) {
    for (const synonym of synonyms) {
      const exact = text === synonym;
      if (!exact && !hasPhrase(text, synonym)) continue;
      const better =
        !best || (exact && !best.exact) || (exact === best.exact && synonym.length > best.synonym.length);
      if (better) best = { field, synonym, exact };
    }
  }
  if (!best) return none;
  const stored = noonImportStoredUnits[best.field];
  return {
    field: best.field,
    unit: noonUnitOf(unitWord, best.field) ?? (best.field === 'shaftSpeedRpm' ? 'rpm' : stored),
    fuelTypeId: null,
    consumer: null,
    matched: best.synonym,
  };
}

/** Why a column's unit cannot be used for its field, in plain words; null when it can. */
export function noonUnitProblem(column: NoonImportColumnMapping): string | null {
  const family = noonImportFieldFamilies[column.field];
  if (family === null) return null;
  if (column.unit === null) return 'choose the unit of the column';
  const allowed = noonUnitsOf(column.field);
  if (!allowed.includes(column.unit))
    return `${noonUnitLabel(column.unit)} is not a unit of the ${column.field === 'fuel' ? 'fuel used' : column.field}`;
  if (column.unit === 'm3' && column.densityKgPerM3 === null)
    return "a volume in m³ needs the fuel's density";
  if (family !== 'mass' && family !== 'hours') {
    const problem = conversionProblem(column.unit as UnitId, noonImportStoredUnits[column.field] as UnitId);
    if (problem) return problem;
  }
  return null;
}

/** A value of a column in its field's stored unit (tonnes, nm, kn, kW, rpm, m, degrees, hours). */
export function toStoredNoonValue(value: number, column: NoonImportColumnMapping): number {
  const unit = column.unit;
  if (unit === null || unit === 'h' || unit === 't') return value;
  if (unit === 'kg') return value / 1000;
  if (unit === 'm3') return (value * (column.densityKgPerM3 ?? 0)) / 1000;
  return toStored(value, unit);
}
