/**
 * Units of logged quantities and their conversion to the unit Wakeline stores for each family
 * (issue 24 §1, ADR 0094). Pure: no Node or DOM APIs.
 *
 * Every unit converts to its family's stored unit by `stored = value × scale + offset`; a volume
 * flow also multiplies by the fuel's density (kg/m³) to become a mass flow. Constants are exact by
 * definition unless said otherwise:
 * - 1 kn = 1852 m / 3600 s (international nautical mile, 1852 m exactly);
 * - 1 metric horsepower (PS) = 75 kgf·m/s = 0.73549875 kW (the mechanical hp, 0.7457 kW, is not read);
 * - °C = K − 273.15; °C = (°F − 32) × 5/9;
 * - 1 bar = 100 kPa = 0.1 MPa;
 * - 1 rad = 180/π deg;
 * - 1 nm = 1.852 km; 1 ft = 0.3048 m;
 * - 1 t = 1000 kg; 1 m³ = 1000 l.
 */

export type UnitFamily =
  | 'speed'
  | 'power'
  | 'massFlow'
  | 'temperature'
  | 'pressure'
  | 'angle'
  | 'distance'
  | 'length'
  | 'rotationalSpeed'
  | 'percent'
  | 'dimensionless';

export const unitIds = [
  'kn',
  'm/s',
  'km/h',
  'kW',
  'MW',
  'PS',
  't/h',
  'kg/h',
  'kg/min',
  'l/h',
  'm3/h',
  'degC',
  'K',
  'degF',
  'bar',
  'kPa',
  'MPa',
  'deg',
  'rad',
  'nmi',
  'km',
  'm',
  'ft',
  'rpm',
  '%',
  '1',
] as const;
export type UnitId = (typeof unitIds)[number];

export type Unit = {
  id: UnitId;
  family: UnitFamily;
  /** How the unit is shown, e.g. 'm³/h', '°C'. */
  label: string;
  scale: number;
  offset: number;
  /** A volume flow: needs the density (kg/m³) to become the family's mass flow. */
  needsDensity: boolean;
};

const unit = (
  id: UnitId,
  family: UnitFamily,
  label: string,
  scale = 1,
  offset = 0,
  needsDensity = false,
): Unit => ({ id, family, label, scale, offset, needsDensity });

export const KNOT_IN_M_PER_S = 1852 / 3600;
export const METRIC_HP_IN_KW = 0.73549875;

export const units: Readonly<Record<UnitId, Unit>> = {
  kn: unit('kn', 'speed', 'kn'),
  'm/s': unit('m/s', 'speed', 'm/s', 1 / KNOT_IN_M_PER_S),
  'km/h': unit('km/h', 'speed', 'km/h', 1000 / 1852),
  kW: unit('kW', 'power', 'kW'),
  MW: unit('MW', 'power', 'MW', 1000),
  PS: unit('PS', 'power', 'metric hp', METRIC_HP_IN_KW),
  't/h': unit('t/h', 'massFlow', 't/h'),
  'kg/h': unit('kg/h', 'massFlow', 'kg/h', 1 / 1000),
  'kg/min': unit('kg/min', 'massFlow', 'kg/min', 60 / 1000),
  // l/h × kg/m³ → kg/h ÷ 1000 (litres in a m³) ÷ 1000 (kg in a t)
  'l/h': unit('l/h', 'massFlow', 'l/h', 1 / 1_000_000, 0, true),
  'm3/h': unit('m3/h', 'massFlow', 'm³/h', 1 / 1000, 0, true),
  degC: unit('degC', 'temperature', '°C'),
  K: unit('K', 'temperature', 'K', 1, -273.15),
  degF: unit('degF', 'temperature', '°F', 5 / 9, (-32 * 5) / 9),
  bar: unit('bar', 'pressure', 'bar'),
  kPa: unit('kPa', 'pressure', 'kPa', 1 / 100),
  MPa: unit('MPa', 'pressure', 'MPa', 10),
  deg: unit('deg', 'angle', '°'),
  rad: unit('rad', 'angle', 'rad', 180 / Math.PI),
  nmi: unit('nmi', 'distance', 'nm'),
  km: unit('km', 'distance', 'km', 1 / 1.852),
  m: unit('m', 'length', 'm'),
  ft: unit('ft', 'length', 'ft', 0.3048),
  rpm: unit('rpm', 'rotationalSpeed', 'rpm'),
  '%': unit('%', 'percent', '%'),
  '1': unit('1', 'dimensionless', '–'),
};

/** The unit Wakeline stores each family in. */
export const storedUnits: Readonly<Record<UnitFamily, UnitId>> = {
  speed: 'kn',
  power: 'kW',
  massFlow: 't/h',
  temperature: 'degC',
  pressure: 'bar',
  angle: 'deg',
  distance: 'nmi',
  length: 'm',
  rotationalSpeed: 'rpm',
  percent: '%',
  dimensionless: '1',
};

/** The units a person can choose for a family, the stored one first. */
export function unitsOf(family: UnitFamily): Unit[] {
  const stored = storedUnits[family];
  return Object.values(units)
    .filter((u) => u.family === family)
    .sort((a, b) => Number(b.id === stored) - Number(a.id === stored));
}

/** Why a conversion cannot be made, in plain words; null when it can. */
export function conversionProblem(from: UnitId, to: UnitId, densityKgPerM3?: number): string | null {
  const a = units[from];
  const b = units[to];
  if (a.family !== b.family) return `${a.label} cannot be converted to ${b.label}`;
  if (a.needsDensity === b.needsDensity) return null;
  if (densityKgPerM3 === undefined)
    return `a volume flow in ${a.needsDensity ? a.label : b.label} needs the fuel's density`;
  if (!(densityKgPerM3 > 0 && Number.isFinite(densityKgPerM3)))
    return `the density must be a number of kg/m³ above 0, not ${densityKgPerM3}`;
  return null;
}

function densityFactor(u: Unit, densityKgPerM3: number | undefined): number {
  if (!u.needsDensity) return 1;
  if (densityKgPerM3 === undefined || !(densityKgPerM3 > 0) || !Number.isFinite(densityKgPerM3))
    throw new RangeError(`a volume flow in ${u.label} needs the fuel's density (kg/m³ above 0)`);
  return densityKgPerM3;
}

/** A value in `from` as the family's stored unit (a volume flow needs the density in kg/m³). */
export function toStored(value: number, from: UnitId, densityKgPerM3?: number): number {
  const u = units[from];
  return value * u.scale * densityFactor(u, densityKgPerM3) + u.offset;
}

/** A value in the family's stored unit as `to`. */
export function fromStored(value: number, to: UnitId, densityKgPerM3?: number): number {
  const u = units[to];
  return (value - u.offset) / (u.scale * densityFactor(u, densityKgPerM3));
}

/**
 * `value` in `from` as `to` (same family; throws otherwise). Between two volume flows the density
 * cancels out and is not needed.
 */
export function convert(value: number, from: UnitId, to: UnitId, densityKgPerM3?: number): number {
  if (from === to) return value;
  const a = units[from];
  const b = units[to];
  if (a.family !== b.family) throw new RangeError(`${a.label} cannot be converted to ${b.label}`);
  const density = a.needsDensity && b.needsDensity ? 1 : densityKgPerM3;
  return fromStored(toStored(value, from, density), to, density);
}

/** Unit texts as loggers write them, normalised by `unitKey`, to the unit they mean. */
const aliases: Readonly<Record<string, UnitId>> = {
  kn: 'kn',
  kt: 'kn',
  kts: 'kn',
  knot: 'kn',
  knots: 'kn',
  'm/s': 'm/s',
  mps: 'm/s',
  'm/sec': 'm/s',
  'km/h': 'km/h',
  kmh: 'km/h',
  kph: 'km/h',
  'km/hr': 'km/h',
  kw: 'kW',
  mw: 'MW',
  hp: 'PS',
  ps: 'PS',
  cv: 'PS',
  mhp: 'PS',
  'hp(m)': 'PS',
  metrichp: 'PS',
  't/h': 't/h',
  'mt/h': 't/h',
  'ton/h': 't/h',
  'tons/h': 't/h',
  'tonnes/h': 't/h',
  tph: 't/h',
  't/hr': 't/h',
  'mt/hr': 't/h',
  'kg/h': 'kg/h',
  'kg/hr': 'kg/h',
  kgh: 'kg/h',
  'kg/min': 'kg/min',
  'l/h': 'l/h',
  'l/hr': 'l/h',
  'ltr/h': 'l/h',
  'lit/h': 'l/h',
  lph: 'l/h',
  'm3/h': 'm3/h',
  'm3/hr': 'm3/h',
  'cbm/h': 'm3/h',
  degc: 'degC',
  c: 'degC',
  celsius: 'degC',
  k: 'K',
  kelvin: 'K',
  degf: 'degF',
  f: 'degF',
  fahrenheit: 'degF',
  bar: 'bar',
  barg: 'bar',
  kpa: 'kPa',
  mpa: 'MPa',
  deg: 'deg',
  degree: 'deg',
  degrees: 'deg',
  '°': 'deg',
  rad: 'rad',
  radian: 'rad',
  radians: 'rad',
  nm: 'nmi',
  nmi: 'nmi',
  nmile: 'nmi',
  nauticalmiles: 'nmi',
  km: 'km',
  m: 'm',
  meter: 'm',
  meters: 'm',
  metre: 'm',
  metres: 'm',
  ft: 'ft',
  feet: 'ft',
  rpm: 'rpm',
  'r/min': 'rpm',
  '1/min': 'rpm',
  'min-1': 'rpm',
  'rev/min': 'rpm',
  '%': '%',
  pct: '%',
  percent: '%',
  '-': '1',
  '1': '1',
};

/** Lower case, no spaces, ³ as 3, '°C' and 'deg C' as 'degc', '/hour' as '/h'. */
function unitKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/³/g, '3')
    .replace(/^°(?=[cf]$)/, 'deg')
    .replace(/\/hour$/, '/h')
    .replace(/\/minute$/, '/min')
    .replace(/\/second$/, '/s');
}

/** The unit a logger's unit text means ('kts', 'mt/h', '°C', 'm³/h', …), case-insensitive; null if unknown. */
export function parseUnit(text: string): UnitId | null {
  const key = unitKey(text);
  return aliases[key] ?? null;
}
