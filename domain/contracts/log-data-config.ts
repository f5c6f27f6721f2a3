import * as v from 'valibot';
import { dataIntervals } from '../log-data/data-interval.ts';
import { endpoint } from './endpoint.ts';

/**
 * The log-data (graph) configuration per vessel (000 §3, 001 §3, PERF-097):
 * GET /LogDataConfigurations/Find?vesselId= and PUT /LogDataConfigurations.
 */

export const timeConfigurationTypes = ['AllValues', 'LastVoyage', 'LastPeriod', 'SetPeriod'] as const;
export type TimeConfigurationType = (typeof timeConfigurationTypes)[number];

const count = (what: string) =>
  v.nullable(
    v.pipe(
      v.number(`${what} must be a number.`),
      v.integer(`${what} must be a whole number.`),
      v.minValue(0, 'The input field must be a positive number'),
      v.maxValue(1_000_000, `${what} is too large.`),
    ),
  );
const instant = (what: string) =>
  v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text)), `${what} must be an ISO 8601 date and time.`),
    ),
  );

/** The last voyage of the vessel (from its Departure and Arrival events); endDate null while at sea. */
export const LastVoyageSchema = v.object({
  startDate: v.string(),
  endDate: v.nullable(v.string()),
});
export type LastVoyage = v.InferOutput<typeof LastVoyageSchema>;

export const LogDataConfigSchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vessel must be a valid id.')),
  /** Log variable ids separated by semicolons, groups by pipes (the graph groups of 001 §5). */
  logVariableIds: v.pipe(v.string(), v.maxLength(20_000, 'Too many log variables.')),
  fromDateTime: instant('The from date'),
  toDateTime: instant('The to date'),
  lastNumberDays: count('The number of days'),
  lastNumberHours: count('The number of hours'),
  lastNumberMinutes: count('The number of minutes'),
  timeConfigurationType: v.picklist(timeConfigurationTypes, 'The time configuration type is not known.'),
  dataInterval: v.picklist(dataIntervals, 'The data interval is not known.'),
  /** Read only: filled in by the server from the vessel's events; ignored on update. */
  lastVoyage: v.optional(v.nullable(LastVoyageSchema)),
  filterMinMax: v.boolean(),
  filterOutliers: v.boolean(),
});
export type LogDataConfig = v.InferOutput<typeof LogDataConfigSchema>;

export const LogDataConfigFindQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vessel must be a valid id.')),
});

/** The configuration of a vessel that has none stored yet. */
export function defaultLogDataConfig(vesselId: string): LogDataConfig {
  return {
    vesselId,
    logVariableIds: '',
    fromDateTime: null,
    toDateTime: null,
    lastNumberDays: 1,
    lastNumberHours: null,
    lastNumberMinutes: null,
    timeConfigurationType: 'LastPeriod',
    dataInterval: 'Auto',
    lastVoyage: null,
    filterMinMax: false,
    filterOutliers: false,
  };
}

/** The graph configuration's endpoints (declared once, ADR 0111). */
export const logDataConfigEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/LogDataConfigurations/Find',
    query: LogDataConfigFindQuerySchema,
    response: LogDataConfigSchema,
  }),
  update: endpoint({
    method: 'put',
    path: '/LogDataConfigurations',
    body: LogDataConfigSchema,
    response: LogDataConfigSchema,
  }),
};
