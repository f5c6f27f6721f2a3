// How the Shapoli page writes its figures (ADR 0081): kW and kWh with thousands separators, a
// duration in hours and minutes (the reports' words, domain/shapoli/report-documents.ts).
export { formatDuration } from '../../../domain/shapoli/report-documents.ts';

export const kilowatts = (value: number) => `${Math.round(value).toLocaleString('en-GB')} kW`;
export const kilowattHours = (value: number) =>
  `${value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kWh`;
/** The years the page offers: from 2023 (EEXI in force) to the vessel's latest data or this year. */
export function shapoliYears(latestMs: number): number[] {
  const last = Math.max(2023, new Date(latestMs).getUTCFullYear());
  return Array.from({ length: last - 2023 + 1 }, (_, i) => last - i);
}
