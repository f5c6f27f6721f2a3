// How the CII page writes its figures: CII values with 3 decimals (the worked examples of the
// resolutions use 3 and more), tonnes with 1 (002 §9 summaries), distances in whole nm.
import type { CiiFuelAmount, CiiFuelType } from '../../../domain/contracts/cii.ts';

const formats = new Map<number, Intl.NumberFormat>();
function fixed(value: number, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return format.format(value);
}

export const formatCii = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : fixed(value, 3);
export const formatTonnes = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : fixed(value, 1);
export const formatNm = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : fixed(value, 0);
export const formatPercent = (share: number) => `${fixed(share * 100, 0)} %`;

/** gCO2/(DWT·nm) (AER) or gCO2/(GT·nm) (cgDIST). */
export const ciiUnit = (capacityUnit: 'DWT' | 'GT') => `gCO2/(${capacityUnit}·nm)`;
export const ciiIndicatorName = (capacityUnit: 'DWT' | 'GT') => (capacityUnit === 'DWT' ? 'AER' : 'cgDIST');

/** '812.4 t HFO, 95.1 t MDO/MGO'. */
export function formatFuel(fuel: readonly CiiFuelAmount[], types: readonly CiiFuelType[]): string {
  if (fuel.length === 0) return '–';
  const names = new Map(types.map((type) => [type.id, type.shortName]));
  return fuel
    .map((f) => `${formatTonnes(f.tonnes)} t ${names.get(f.fuelTypeId) ?? 'unknown fuel'}`)
    .join(', ');
}
