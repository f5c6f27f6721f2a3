/**
 * Unit conversion for LogData's unitName (001 §7): linear conversions between the units vessels
 * send. value_in_target = value * factor + offset. Unit names are compared case-insensitively and
 * a few common spellings are accepted as the same unit.
 */

type Linear = { factor: number; offset: number };

const aliases: Record<string, string> = {
  knot: 'kn',
  knots: 'kn',
  kts: 'kn',
  kt: 'kn',
  'kg/hr': 'kg/h',
  'kg/hour': 'kg/h',
  't/hr': 't/h',
  degc: '°c',
  '°c': '°c',
  c: '°c',
  degf: '°f',
  '°f': '°f',
  deg: '°',
  degree: '°',
  degrees: '°',
  'r/min': 'rpm',
};

/** Each family: the units and their value in the family's base unit (base = factor·x + offset). */
const families: Record<string, Linear>[] = [
  {
    kn: { factor: 0.514444, offset: 0 },
    'm/s': { factor: 1, offset: 0 },
    'km/h': { factor: 1 / 3.6, offset: 0 },
  },
  { w: { factor: 1, offset: 0 }, kw: { factor: 1e3, offset: 0 }, mw: { factor: 1e6, offset: 0 } },
  {
    'kg/h': { factor: 1, offset: 0 },
    't/h': { factor: 1e3, offset: 0 },
    't/day': { factor: 1e3 / 24, offset: 0 },
    'kg/s': { factor: 3600, offset: 0 },
  },
  {
    '°c': { factor: 1, offset: 0 },
    k: { factor: 1, offset: -273.15 },
    '°f': { factor: 5 / 9, offset: (-32 * 5) / 9 },
  },
  { m: { factor: 1, offset: 0 }, cm: { factor: 0.01, offset: 0 }, ft: { factor: 0.3048, offset: 0 } },
  { '°': { factor: 1, offset: 0 }, rad: { factor: 180 / Math.PI, offset: 0 } },
  { rpm: { factor: 1, offset: 0 }, 'rev/s': { factor: 60, offset: 0 } },
];

export function normaliseUnit(unit: string): string {
  const lower = unit.trim().toLowerCase();
  return aliases[lower] ?? lower;
}

export function sameUnit(a: string, b: string): boolean {
  return normaliseUnit(a) === normaliseUnit(b);
}

/** The conversion from one unit to another, or null when there is none. */
export function unitConversion(from: string, to: string): Linear | null {
  const a = normaliseUnit(from);
  const b = normaliseUnit(to);
  if (a === b) return { factor: 1, offset: 0 };
  for (const family of families) {
    const source = family[a];
    const target = family[b];
    if (source && target) {
      // base = s.f·x + s.o; y = (base − t.o) / t.f
      return {
        factor: source.factor / target.factor,
        offset: (source.offset - target.offset) / target.factor,
      };
    }
  }
  return null;
}

export function convertValue(value: number, conversion: Linear): number {
  return value * conversion.factor + conversion.offset;
}
