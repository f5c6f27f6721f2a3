// GET /CharterParty/Table (001 §2 'Curve table', PERF-064; ADR 0056): the vessel's sea passages in
// a date range against its TimeCharter or SpotMarket curve. The spec gives the columns, not the
// call: path and shape are ours.
import * as v from 'valibot';
import { CHARTER_CURVE_MODES } from '../performance/charter-party.ts';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The longest range one table covers (a year and a day: a leap year's charter). */
export const CHARTER_TABLE_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const dateOf = (name: string) =>
  v.pipe(
    v.string(`The ${name} date must be a date.`),
    v.isoTimestamp(`The ${name} date must be a UTC date and time such as 2026-03-01T00:00:00Z.`),
  );

export const CharterPartyTableQuerySchema = v.pipe(
  v.object(
    {
      vesselId: v.pipe(v.string('The vessel id is required.'), v.uuid('The vessel id is not a valid id.')),
      curveMode: v.picklist(CHARTER_CURVE_MODES, 'The curve mode must be TimeCharter or SpotMarket.'),
      fromDate: dateOf('from'),
      toDate: dateOf('to'),
    },
    'The table needs vesselId, curveMode, fromDate and toDate.',
  ),
  v.check((q) => Date.parse(q.fromDate) < Date.parse(q.toDate), 'The from date must be before the to date.'),
  v.check(
    (q) => Date.parse(q.toDate) - Date.parse(q.fromDate) <= CHARTER_TABLE_MAX_DAYS * DAY_MS,
    `The date range can be at most ${CHARTER_TABLE_MAX_DAYS} days.`,
  ),
);
export type CharterPartyTableQuery = v.InferOutput<typeof CharterPartyTableQuerySchema>;

const tonnes = v.nullable(v.number());

/** One row: a sea passage (From date, To date, Actual, Allowed and Difference (ton), Distance (nm)). */
export const CharterPartyRowSchema = v.object({
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  steamingHours: v.number(),
  meanSpeed: v.number(),
  actualConsumption: v.number(),
  /** Null where the curve has no value at the passage's mean speed. */
  allowedConsumption: tonnes,
  difference: tonnes,
  distance: v.number(),
});
export type CharterPartyRow = v.InferOutput<typeof CharterPartyRowSchema>;

export const CharterPartyTableSchema = v.object({
  vesselId: IdSchema,
  curveMode: v.picklist(CHARTER_CURVE_MODES),
  /** The curve the allowed values were read on; null when the vessel has none of that mode. */
  curveId: v.nullable(IdSchema),
  fromDate: IsoDateTimeSchema,
  toDate: IsoDateTimeSchema,
  /** Whether the vessel logs both speed over ground and the main engine's fuel mass flow. */
  hasLogData: v.boolean(),
  rows: v.array(CharterPartyRowSchema),
  summary: v.object({
    steamingHours: v.number(),
    actualConsumption: v.number(),
    /** Sums over the rows that have an allowed value. */
    allowedConsumption: tonnes,
    difference: tonnes,
    distance: v.number(),
    rowsWithAllowed: v.number(),
  }),
});
export type CharterPartyTable = v.InferOutput<typeof CharterPartyTableSchema>;

/** The charter party endpoint (declared once, ADR 0111): ours, the spec names no call for it. */
export const charterPartyEndpoints = {
  table: endpoint({
    method: 'get',
    path: '/CharterParty/Table',
    query: CharterPartyTableQuerySchema,
    response: CharterPartyTableSchema,
  }),
};
