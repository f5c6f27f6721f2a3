/**
 * The physically plausible range of a log variable, used by filterMinMax (001 §7): values outside
 * it are sensor faults, not measurements. Set per variable at its first import from its unit;
 * null bounds mean the variable is not filtered.
 */

import { normaliseUnit } from './units.ts';

export type ValidRange = { min: number | null; max: number | null };

const byUnit: Record<string, ValidRange> = {
  kn: { min: -5, max: 40 },
  'm/s': { min: 0, max: 80 },
  rpm: { min: -300, max: 1000 },
  kw: { min: -5_000, max: 120_000 },
  'kg/h': { min: 0, max: 20_000 },
  't/h': { min: 0, max: 20 },
  m: { min: -5, max: 30 },
  '°c': { min: -5, max: 45 },
  '%': { min: 0, max: 100 },
};

export function validRangeFor(unit: string, name = ''): ValidRange {
  const lowerName = name.toLowerCase();
  if (lowerName.includes('latitude')) return { min: -90, max: 90 };
  if (lowerName.includes('longitude')) return { min: -180, max: 180 };
  const unitKey = normaliseUnit(unit);
  if (unitKey === '°') return { min: -360, max: 360 };
  return byUnit[unitKey] ?? { min: null, max: null };
}

/**
 * Whether a value lies within its variable's plausible range (bounds included; a null bound does
 * not limit). The alert rules judge only plausible values (ADR 0110); the rule evaluation's SQL
 * mirrors this test on `log_variables.valid_min` / `valid_max`.
 */
export function isPlausible(value: number, range: ValidRange): boolean {
  if (!Number.isFinite(value)) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}
