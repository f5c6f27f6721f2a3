// Vessel histories (001 §3 'Vessel history', §7, §8; PERF-092, PERF-172, PERF-173, PERF-191,
// PERF-192): the data packages a vessel exported and Wakeline imported. Each imported package is a
// history entry; its exportDate is when the vessel made the package (the manifest's createdAt).
// The window rule, the default timespan and the shape of the additional information are ours:
// docs/adr/0053-vessel-histories.md.
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Find without a fromDate reaches this many days back from its toDate (ADR 0053). */
export const defaultHistoryTimespanDays = 30;
/** The longest window Find answers. */
export const maxHistoryWindowDays = 366;

const dayMs = 86_400_000;

const instant = (name: string) =>
  v.pipe(
    v.string(),
    v.isoTimestamp(`${name} must be an ISO 8601 date and time in UTC.`),
    v.check((text) => !Number.isNaN(Date.parse(text)), `${name} must be a valid date and time.`),
  );

const vesselIdRequired = 'The vesselId is required.';
const vesselIdSchema = v.pipe(v.string(), v.uuid('The vesselId must be a UUID.'));

/** GET /VesselHistories/Find?vesselId&fromDate&toDate (PERF-173: the dates as ISO UTC). */
export const VesselHistoriesFindQuerySchema = v.pipe(
  // vesselId is the one required key, and valibot reports a missing key with the object's message.
  v.object(
    {
      vesselId: vesselIdSchema,
      fromDate: v.optional(instant('The from date')),
      toDate: v.optional(instant('The to date')),
    },
    vesselIdRequired,
  ),
  v.forward(
    v.check(
      (query) => !query.fromDate || !query.toDate || Date.parse(query.fromDate) <= Date.parse(query.toDate),
      'The from date must not be after the to date.',
    ),
    ['toDate'],
  ),
  v.forward(
    v.check(
      (query) =>
        !query.fromDate ||
        !query.toDate ||
        Date.parse(query.toDate) - Date.parse(query.fromDate) <= maxHistoryWindowDays * dayMs,
      `The window may be at most ${maxHistoryWindowDays} days.`,
    ),
    ['toDate'],
  ),
);
export type VesselHistoriesFindQuery = v.InferOutput<typeof VesselHistoriesFindQuerySchema>;

/** /VesselHistories/Latest/{vesselId} and /VesselHistoryAdditional/Find/{vesselId}. */
export const VesselIdParamsSchema = v.object({ vesselId: vesselIdSchema });

/** 001 §3 'History entries: id, exportDate'. */
export const VesselHistoryEntrySchema = v.object({
  /** The imported package's id. */
  id: IdSchema,
  /** When the vessel made the package (ISO, UTC). */
  exportDate: v.string(),
});
export type VesselHistoryEntry = v.InferOutput<typeof VesselHistoryEntrySchema>;

/** 001 §3 'Vessel history'; the entries in time order, oldest first. */
export const VesselHistorySchema = v.object({
  vesselId: IdSchema,
  histories: v.array(VesselHistoryEntrySchema),
  /** Whole days the answer reaches back from the vessel's last export date (ADR 0053). */
  timespan: v.number(),
});
export type VesselHistory = v.InferOutput<typeof VesselHistorySchema>;

/** GET /VesselHistories/Latest/{vesselId}: the vessel's newest export. */
export const LatestVesselHistorySchema = v.object({
  vesselId: IdSchema,
  ...VesselHistoryEntrySchema.entries,
});
export type LatestVesselHistory = v.InferOutput<typeof LatestVesselHistorySchema>;

/** GET /VesselHistoryAdditional/Find/{vesselId}: the spec shows no shape; this one is ours (ADR 0053). */
export const VesselHistoryAdditionalSchema = v.object({
  vesselId: IdSchema,
  /** Packages of the vessel imported so far. */
  packageCount: v.number(),
  /** Packages of the vessel that could not be imported (Import Status says why). */
  failedPackageCount: v.number(),
  /** The oldest imported package's export date. */
  firstExportDate: v.nullable(v.string()),
  /** When a package of the vessel last arrived (imported ones; a late package may be older data). */
  lastReceivedDate: v.nullable(v.string()),
  /** The newest export and what it carried; null before the first import. */
  lastExport: v.nullable(
    v.object({
      ...VesselHistoryEntrySchema.entries,
      receivedDate: v.string(),
      /** The period the package's samples cover (manifest periodStart, periodEnd); null for packages
       * imported before Wakeline kept them. */
      dataFromDate: v.nullable(v.string()),
      dataToDate: v.nullable(v.string()),
      /** Log variables and samples the package carried. */
      variableCount: v.nullable(v.number()),
      sampleCount: v.nullable(v.number()),
    }),
  ),
});
export type VesselHistoryAdditional = v.InferOutput<typeof VesselHistoryAdditionalSchema>;

/**
 * The timespan of 001 §3: whole days from `fromMs` back from the vessel's last export date; a vessel
 * without exports has no such date, and the window's own length is answered.
 */
export function historyTimespanDays(lastExportMs: number | null, fromMs: number, toMs: number): number {
  const anchorMs = lastExportMs ?? toMs;
  return Math.max(0, Math.ceil((anchorMs - fromMs) / dayMs));
}

/** The vessel history endpoints (declared once for the server and the client, ADR 0111). */
export const vesselHistoryEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/VesselHistories/Find',
    query: VesselHistoriesFindQuerySchema,
    response: VesselHistorySchema,
  }),
  latest: endpoint({
    method: 'get',
    path: '/VesselHistories/Latest/{vesselId}',
    params: VesselIdParamsSchema,
    response: LatestVesselHistorySchema,
  }),
  additional: endpoint({
    method: 'get',
    path: '/VesselHistoryAdditional/Find/{vesselId}',
    params: VesselIdParamsSchema,
    response: VesselHistoryAdditionalSchema,
  }),
};
