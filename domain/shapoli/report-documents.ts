// The Shapoli reports as documents (ADR 0081): the breach log report (one breach, its events and
// the logged shaft power from its start to the report's end) and the yearly report (the year's
// breaches per month and in total, each breach, the events), written by the server as PDF with
// pdfmake (through the emission reports' writer) and as CSV. Texts and figures come from here only.
import type { ReportDocument, ReportValue } from '../emissions/report-documents.ts';
import { formatDateTime } from '../format/date-time.ts';
import { BREACH_RULES, type Breach, type YearSummary } from './breaches.ts';

export type ReportVessel = { name: string; imoNumber: number; mcrKw: number | null };
export type ReportEvent = { atMs: number; type: string; source: string; description: string };
export type ReportPoint = { atMs: number; powerKw: number };

const MINUTE_MS = 60_000;
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const isoMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';
const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'vessel';
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A duration as '3 h 05 min' (or '45 min'). */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

export const endedByText = (breach: Pick<Breach, 'endedBy'>, ongoing = false) =>
  ongoing
    ? 'Ongoing (latest data)'
    : breach.endedBy === 'belowRelease'
      ? 'Back within the limit'
      : 'Data stopped';

export const rulesText = () =>
  `A breach: above the limit for at least ${BREACH_RULES.minDurationMs / MINUTE_MS} min; it ends at or below ${100 - BREACH_RULES.releasePercent} % of the limit, or after ${BREACH_RULES.maxGapMs / MINUTE_MS} min without data.`;

function vesselFields(vessel: ReportVessel, limitKw: number, variableName: string) {
  return [
    { label: 'Vessel', value: vessel.name },
    { label: 'IMO number', value: String(vessel.imoNumber) },
    { label: 'MCR', value: vessel.mcrKw, unit: 'kW' },
    { label: 'Shaft power limit', value: limitKw, unit: 'kW' },
    {
      label: 'Limit share of MCR',
      value: vessel.mcrKw ? round((100 * limitKw) / vessel.mcrKw, 1) : null,
      unit: '%',
      decimals: 1,
    },
    { label: 'Power log variable', value: variableName },
    { label: 'Detection', value: rulesText() },
  ];
}

const eventsSection = (events: readonly ReportEvent[]) => ({
  kind: 'table' as const,
  title: 'Events',
  columns: [{ header: 'Time (UTC)' }, { header: 'Event' }, { header: 'Source' }, { header: 'Description' }],
  rows: events.map((event): ReportValue[] => [
    formatDateTime(new Date(event.atMs)),
    event.type,
    event.source,
    event.description,
  ]),
});

export function breachReportDocument(input: {
  vessel: ReportVessel;
  variableName: string;
  breach: Breach;
  ongoing: boolean;
  toMs: number;
  events: readonly ReportEvent[];
  points: readonly ReportPoint[];
  /** How the log was read: 'samples' or the interval of the means. */
  resolution: string;
}): ReportDocument {
  const { vessel, breach } = input;
  return {
    title: `EEXI ShaPoLi breach log: ${vessel.name} (IMO ${vessel.imoNumber})`,
    fileName: `ShaPoLi-breach-${safeName(vessel.name)}-${isoMinute(breach.startMs).replace(/[-:]/g, '').slice(0, 13)}`,
    sections: [
      {
        kind: 'fields',
        title: 'Vessel and limit',
        fields: vesselFields(vessel, breach.limitKw, input.variableName),
      },
      {
        kind: 'fields',
        title: 'Breach',
        fields: [
          { label: 'Start', value: formatDateTime(new Date(breach.startMs)) },
          { label: 'End', value: formatDateTime(new Date(breach.endMs)) },
          { label: 'Duration', value: formatDuration(breach.durationMs) },
          { label: 'Peak shaft power', value: round(breach.peakKw, 0), unit: 'kW' },
          { label: 'Peak at', value: formatDateTime(new Date(breach.peakAtMs)) },
          { label: 'Average shaft power', value: round(breach.meanKw, 0), unit: 'kW' },
          {
            label: 'Energy above the limit',
            value: round(breach.excessEnergyKwh, 1),
            unit: 'kWh',
            decimals: 1,
          },
          { label: 'Ended', value: endedByText(breach, input.ongoing) },
        ],
      },
      eventsSection(input.events),
      {
        kind: 'table',
        title: `Shaft power log to ${formatDateTime(new Date(input.toMs))} (${input.resolution})`,
        columns: [
          { header: 'Time (UTC)' },
          { header: 'Shaft power (kW)' },
          { header: 'Above the limit (kW)' },
        ],
        rows: input.points.map((point): ReportValue[] => [
          formatDateTime(new Date(point.atMs)),
          round(point.powerKw, 0),
          point.powerKw > breach.limitKw ? round(point.powerKw - breach.limitKw, 0) : null,
        ]),
      },
    ],
  };
}

export function yearReportDocument(input: {
  vessel: ReportVessel;
  variableName: string;
  limitKw: number;
  summary: YearSummary;
  breaches: readonly Breach[];
  events: readonly ReportEvent[];
}): ReportDocument {
  const { vessel, summary } = input;
  const hours = (ms: number) => round(ms / 3_600_000, 1);
  return {
    title: `EEXI ShaPoLi yearly report ${summary.year}: ${vessel.name} (IMO ${vessel.imoNumber})`,
    fileName: `ShaPoLi-year-${safeName(vessel.name)}-${summary.year}`,
    sections: [
      {
        kind: 'fields',
        title: 'Vessel and limit',
        fields: vesselFields(vessel, input.limitKw, input.variableName),
      },
      {
        kind: 'fields',
        title: `Summary of ${summary.year}`,
        fields: [
          { label: 'Breaches', value: summary.count },
          { label: 'Time above the limit', value: hours(summary.durationMs), unit: 'h', decimals: 1 },
          { label: 'Longest breach', value: summary.count ? formatDuration(summary.longestMs) : null },
          {
            label: 'Highest peak',
            value: summary.peakKw === null ? null : round(summary.peakKw, 0),
            unit: 'kW',
          },
          {
            label: 'Energy above the limit',
            value: round(summary.excessEnergyKwh, 1),
            unit: 'kWh',
            decimals: 1,
          },
          {
            label: 'Power reserve unlocked on board',
            value: input.events.filter((event) => event.type === 'PowerReserveUnlocked').length,
          },
        ],
      },
      {
        kind: 'table',
        title: 'Per month',
        columns: [
          { header: 'Month' },
          { header: 'Breaches' },
          { header: 'Time above the limit (h)', decimals: 1 },
          { header: 'Highest peak (kW)' },
          { header: 'Energy above the limit (kWh)', decimals: 1 },
        ],
        rows: summary.months.map((month): ReportValue[] => [
          monthNames[month.month - 1]!,
          month.count,
          hours(month.durationMs),
          month.peakKw === null ? null : round(month.peakKw, 0),
          round(month.excessEnergyKwh, 1),
        ]),
      },
      {
        kind: 'table',
        title: 'Breaches',
        columns: [
          { header: 'Start (UTC)' },
          { header: 'End (UTC)' },
          { header: 'Duration' },
          { header: 'Peak (kW)' },
          { header: 'Average (kW)' },
          { header: 'Above the limit (kWh)', decimals: 1 },
          { header: 'Ended' },
        ],
        rows: input.breaches.map((breach): ReportValue[] => [
          formatDateTime(new Date(breach.startMs)),
          formatDateTime(new Date(breach.endMs)),
          formatDuration(breach.durationMs),
          round(breach.peakKw, 0),
          round(breach.meanKw, 0),
          round(breach.excessEnergyKwh, 1),
          endedByText(breach),
        ]),
      },
      eventsSection(input.events),
    ],
  };
}

const csvCell = (value: ReportValue) => {
  if (value === null) return '';
  const text = String(value);
  // Quoted where needed; a leading formula character is neutralised for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
export const csvText = (rows: readonly (readonly ReportValue[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The breach log as CSV: the logged shaft power against the limit, one row per time. */
export function breachLogCsv(limitKw: number, points: readonly ReportPoint[]): string {
  return csvText([
    ['timestamp', 'shaftPowerKw', 'limitKw', 'aboveLimitKw'],
    ...points.map((point) => [
      new Date(point.atMs).toISOString(),
      round(point.powerKw, 1),
      limitKw,
      round(Math.max(0, point.powerKw - limitKw), 1),
    ]),
  ]);
}

/** The year's breaches as CSV, one row per breach. */
export function yearBreachesCsv(breaches: readonly Breach[]): string {
  return csvText([
    [
      'startDate',
      'endDate',
      'durationMinutes',
      'peakPowerKw',
      'peakDate',
      'averagePowerKw',
      'excessEnergyKwh',
      'limitKw',
      'endedBy',
    ],
    ...breaches.map((breach) => [
      new Date(breach.startMs).toISOString(),
      new Date(breach.endMs).toISOString(),
      round(breach.durationMs / MINUTE_MS, 1),
      round(breach.peakKw, 1),
      new Date(breach.peakAtMs).toISOString(),
      round(breach.meanKw, 1),
      round(breach.excessEnergyKwh, 2),
      breach.limitKw,
      breach.endedBy,
    ]),
  ]);
}
