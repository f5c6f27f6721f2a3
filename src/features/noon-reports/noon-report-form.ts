// The noon report form's values (text as typed on the tablet) and their check (ADR 0103): the
// contract's schema gives the refusals of single fields, then the same pure rules the server runs
// (domain/noon-reports/noon-report-rules.ts) against the previous report held on this device.
// Refusals block saving and sit next to their field; warnings are shown and do not block.
import * as v from 'valibot';
import {
  NoonReportWriteSchema,
  formatShipTime,
  offsetMinutesOf,
  utcOffsetText,
  zonedTimeOf,
  type NoonReportConsumer,
  type NoonReportWarning,
  type NoonReportWrite,
} from '../../../domain/contracts/noon-reports.ts';
import { fillMessage, messages } from '../../../domain/messages.ts';
import { checkNoonReport, type PreviousNoonReport } from '../../../domain/noon-reports/noon-report-rules.ts';
import type { LocalNoonReport } from '../../offline/db.ts';

export type FuelLineValues = {
  key: string;
  fuelTypeId: string;
  consumer: NoonReportConsumer;
  tonnes: string;
};
export type RobLineValues = { key: string; fuelTypeId: string; robTonnes: string; bunkeredTonnes: string };

export const numericFields = [
  'latitude',
  'longitude',
  'hoursSteamed',
  'distanceOverGroundNm',
  'distanceThroughWaterNm',
  'averageSpeedKn',
  'mainEnginePowerKw',
  'shaftSpeedRpm',
  'draftForwardM',
  'draftAftM',
  'windForceBeaufort',
  'windDirectionDeg',
  'seaStateDouglas',
  'cargoTonnes',
] as const;
export type NumericField = (typeof numericFields)[number];

export type NoonReportFormValues = Record<NumericField, string> & {
  /** Ship's date and time as entered, 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  /** '+04:00', '-03:30', '+00:00'. */
  offset: string;
  remarks: string;
  fuel: FuelLineValues[];
  rob: RobLineValues[];
};

/** Fields a report cannot be without (the contract's required numbers), in plain words. */
const requiredWords: Partial<Record<NumericField, string>> = {
  latitude: messages.noonReportFieldLatitude,
  longitude: messages.noonReportFieldLongitude,
  hoursSteamed: messages.noonReportFieldHoursSteamed,
  distanceOverGroundNm: messages.noonReportFieldDistanceOverGround,
  averageSpeedKn: messages.noonReportFieldAverageSpeed,
};

/** '+04:00' for 240 minutes east of UTC. */
export const offsetText = utcOffsetText;

/** Every offset in use on Earth's clocks, -12:00 to +14:00 in quarter hours. */
export const zoneOffsets: string[] = Array.from({ length: 105 }, (_, index) => offsetText(-720 + index * 15));

/** This device's offset from UTC now (what the form proposes). */
export function deviceOffset(now: Date = new Date()): string {
  return offsetText(-now.getTimezoneOffset());
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

let lineCounter = 0;
export const newLineKey = () => `line-${(lineCounter += 1)}`;

/** A blank form at the device's time and offset. */
export function emptyValues(now: Date = new Date()): NoonReportFormValues {
  const offset = deviceOffset(now);
  const local = zonedTimeOf(now, offsetMinutesOf(offset));
  return {
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    offset,
    ...(Object.fromEntries(numericFields.map((field) => [field, ''])) as Record<NumericField, string>),
    remarks: '',
    fuel: [],
    rob: [],
  };
}

/** The form filled from a stored report (its time at the offset it was entered with). */
export function valuesOf(report: LocalNoonReport): NoonReportFormValues {
  const offset = offsetText(offsetMinutesOf(report.reportTime));
  const local = zonedTimeOf(new Date(report.reportTimeUtc), offsetMinutesOf(offset));
  return {
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    offset,
    ...(Object.fromEntries(numericFields.map((field) => [field, numberText(report[field])])) as Record<
      NumericField,
      string
    >),
    remarks: report.remarks ?? '',
    fuel: report.fuel.map((line) => ({
      key: newLineKey(),
      fuelTypeId: line.fuelTypeId,
      consumer: line.consumer,
      tonnes: String(line.tonnes),
    })),
    rob: report.rob.map((line) => ({
      key: newLineKey(),
      fuelTypeId: line.fuelTypeId,
      robTonnes: String(line.robTonnes),
      bunkeredTonnes: String(line.bunkeredTonnes),
    })),
  };
}

/** Text as typed → number: '' is null, a decimal comma is a point, anything else NaN (refused). */
function toNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/** The vessel's live report on the device just before `utc` (another than `exceptId`). */
export function previousOf(
  reports: readonly LocalNoonReport[],
  utc: string,
  exceptId: string,
): PreviousNoonReport | null {
  const before = reports
    .filter((report) => !report.isDeleted && report.id !== exceptId && report.reportTimeUtc < utc)
    .sort((a, b) => b.reportTimeUtc.localeCompare(a.reportTimeUtc));
  return before[0] ?? null;
}

/** The field an error of the schema belongs to: 'fuel.0.tonnes' → 'fuel.0.tonnes', 'reportTime' → 'time'. */
function fieldOf(path: string | null): string {
  if (!path || path === 'reportTime') return 'time';
  return path;
}

export type FormCheck =
  | { ok: true; report: NoonReportWrite & { reportTimeUtc: string }; warnings: NoonReportWarning[] }
  | { ok: false; errors: Record<string, string>; warnings: NoonReportWarning[] };

/**
 * Checks the form as the server would: field errors (by field key, e.g. `hoursSteamed`,
 * `fuel.1.tonnes`, `time`) or the report to save with its warnings.
 */
export function checkForm(
  values: NoonReportFormValues,
  context: {
    id: string;
    vesselId: string;
    reports: readonly LocalNoonReport[];
    fuelName: (fuelTypeId: string) => string;
  },
): FormCheck {
  const errors: Record<string, string> = {};
  for (const [field, words] of Object.entries(requiredWords))
    if (values[field as NumericField].trim() === '')
      errors[field] = fillMessage(messages.noonReportRequired, { field: words });
  const numbers = Object.fromEntries(numericFields.map((field) => [field, toNumber(values[field])]));
  const input = {
    id: context.id,
    vesselId: context.vesselId,
    reportTime: `${values.date}T${values.time}:00${values.offset}`,
    ...numbers,
    fuel: values.fuel.map((line) => ({
      fuelTypeId: line.fuelTypeId,
      consumer: line.consumer,
      tonnes: toNumber(line.tonnes) ?? Number.NaN,
    })),
    rob: values.rob.map((line) => ({
      fuelTypeId: line.fuelTypeId,
      robTonnes: toNumber(line.robTonnes) ?? Number.NaN,
      bunkeredTonnes: toNumber(line.bunkeredTonnes) ?? 0,
    })),
    remarks: values.remarks.trim() === '' ? null : values.remarks.trim(),
  };
  const parsed = v.safeParse(NoonReportWriteSchema, input);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = fieldOf(v.getDotPath(issue));
      errors[field] ??= issue.message;
    }
    return { ok: false, errors, warnings: [] };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, warnings: [] };
  const report = parsed.output;
  const reportTimeUtc = new Date(report.reportTime).toISOString();
  const sameTime = context.reports.find(
    (other) => !other.isDeleted && other.id !== context.id && other.reportTimeUtc === reportTimeUtc,
  );
  if (sameTime) return { ok: false, errors: { time: messages.noonReportSameTime }, warnings: [] };
  const findings = checkNoonReport(
    report,
    previousOf(context.reports, reportTimeUtc, context.id),
    context.fuelName,
  );
  if (findings.refusals.length > 0)
    return { ok: false, errors: { hoursSteamed: findings.refusals[0]! }, warnings: findings.warnings };
  return { ok: true, report: { ...report, reportTimeUtc }, warnings: findings.warnings };
}

/** '01. Mar, 2026 12:00 (UTC+04:00)': the ship's time as entered, in the project's format. */
export function shipTimeText(report: Pick<LocalNoonReport, 'reportTime' | 'reportTimeUtc'>): string {
  return formatShipTime(report.reportTime, report.reportTimeUtc);
}
