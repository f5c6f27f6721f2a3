// The graph form's state and its stored form, the log-data configuration per vessel (000 §3,
// PERF-097): logVariableIds, the time period fields, dataInterval, lastVoyage and the filters.
import { timeConfigurationTypes, type LogDataConfig } from '../../../domain/contracts/log-data-config.ts';
import type { DataInterval } from '../../../domain/log-data/data-interval.ts';
import type { DataFilters } from './components/data-filters.tsx';
import { decodeGraphGroups, encodeGraphGroups, type GraphGroups } from './graph-groups.ts';
import { defaultTimePeriodInput, type PeriodBounds, type TimePeriodInput } from './time-period.ts';

export type LogDataForm = {
  groups: GraphGroups;
  timePeriod: TimePeriodInput;
  dataInterval: DataInterval;
  filters: DataFilters;
};

const countText = (value: number | null | undefined, fallback: string) =>
  value === null || value === undefined ? fallback : String(value);

function splitDateTime(iso: string | null | undefined): { date: string; time: string } {
  if (!iso || iso.startsWith('0001-01-01') || Number.isNaN(Date.parse(iso))) return { date: '', time: '' };
  const text = new Date(iso).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

export function formFromConfig(config: LogDataConfig): LogDataForm {
  const from = splitDateTime(config.fromDateTime);
  const to = splitDateTime(config.toDateTime);
  const type =
    timeConfigurationTypes.find((t) => t === config.timeConfigurationType) ?? defaultTimePeriodInput.type;
  return {
    groups: decodeGraphGroups(config.logVariableIds),
    timePeriod: {
      type,
      lastNumberDays: countText(config.lastNumberDays, defaultTimePeriodInput.lastNumberDays),
      lastNumberHours: countText(config.lastNumberHours, ''),
      lastNumberMinutes: countText(config.lastNumberMinutes, ''),
      fromDate: from.date,
      fromTime: from.time,
      toDate: to.date,
      toTime: to.time,
    },
    dataInterval: config.dataInterval,
    filters: { filterMinMax: config.filterMinMax, filterOutliers: config.filterOutliers },
  };
}

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

function joinDateTime(date: string, time: string, isEnd: boolean): string | null {
  if (!date) return null;
  return `${date}T${time || (isEnd ? '23:59' : '00:00')}:00.000Z`;
}

export function configFromForm(vesselId: string, form: LogDataForm): LogDataConfig {
  const period = form.timePeriod;
  return {
    vesselId,
    logVariableIds: encodeGraphGroups(form.groups),
    timeConfigurationType: period.type,
    lastNumberDays: countOrNull(period.lastNumberDays),
    lastNumberHours: countOrNull(period.lastNumberHours),
    lastNumberMinutes: countOrNull(period.lastNumberMinutes),
    fromDateTime: joinDateTime(period.fromDate, period.fromTime, false),
    toDateTime: joinDateTime(period.toDate, period.toTime, true),
    dataInterval: form.dataInterval,
    filterMinMax: form.filters.filterMinMax,
    filterOutliers: form.filters.filterOutliers,
  };
}

/** The vessel's last voyage as the stored configuration reports it (000 §3 lastVoyage). */
export function lastVoyageOf(config: LogDataConfig | null): PeriodBounds['lastVoyage'] {
  return config?.lastVoyage ?? null;
}
