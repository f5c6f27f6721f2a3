// The emission report downloads, the sending to the classification society and the Reports page
// (002 §2, §4, §7; EMIS-009, EMIS-095, EMIS-135..138, EMIS-204, EMIS-219..221; ADR 0072). The spec
// names the calls, not the shapes.
import * as v from 'valibot';
import { IdSchema } from './common.ts';

export const reportFormats = ['pdf', 'xlsx'] as const;
export type ReportFileFormat = (typeof reportFormats)[number];

/** {id}: an event of the voyage (the departure in the voyage view). */
export const VoyageReportParamsSchema = v.object({ id: IdSchema });
export const VoyageReportQuerySchema = v.object({
  /** The voyage's departure; when absent, the voyage of {id}. */
  departureId: v.optional(IdSchema),
  format: v.optional(v.picklist(reportFormats, 'The format is pdf or xlsx.'), 'pdf'),
});
export type VoyageReportQuery = v.InferOutput<typeof VoyageReportQuerySchema>;

export const YearlyReportParamsSchema = v.object({
  vesselId: IdSchema,
  year: v.pipe(
    v.string(),
    v.regex(/^\d{4}$/, 'The year is four digits.'),
    v.transform(Number),
    v.minValue(2000, 'The year is 2000 or later.'),
    v.maxValue(2100, 'The year is 2100 or earlier.'),
  ),
});
export type YearlyReportParams = v.InferOutput<typeof YearlyReportParamsSchema>;
export const YearlyReportQuerySchema = v.object({
  format: v.optional(v.picklist(reportFormats, 'The format is pdf or xlsx.'), 'xlsx'),
});

// --- Sending to the classification society ---------------------------------------------------

export const dnvGlUploadStates = ['NotSent', 'Queued', 'Sent', 'Failed'] as const;
export type DnvGlUploadStateName = (typeof dnvGlUploadStates)[number];

export const DnvGlUploadSchema = v.object({
  departureId: IdSchema,
  /** The sending is configured on the server (its URL and key are set). */
  isConfigured: v.boolean(),
  state: v.picklist(dnvGlUploadStates),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  updatedAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
});
export type DnvGlUpload = v.InferOutput<typeof DnvGlUploadSchema>;

export const dnvGlMessages = {
  notConfigured: 'Sending to DNV GL is not configured on this server.',
  noExternalKey: 'The vessel has no valid external key.',
  dataNotConfirmed: 'The voyage data is not confirmed.',
} as const;

// --- The Reports page --------------------------------------------------------------------------

export const ReportTypeSchema = v.object({ id: v.string(), name: v.string() });
export type ReportType = v.InferOutput<typeof ReportTypeSchema>;
export const ReportTypesSchema = v.array(ReportTypeSchema);

export const ReportSchema = v.object({
  id: v.string(),
  name: v.string(),
  reportTypeId: v.string(),
  vesselId: IdSchema,
  year: v.number(),
});
export type Report = v.InferOutput<typeof ReportSchema>;
export const ReportsSchema = v.array(ReportSchema);
export const ReportsQuerySchema = v.object({ vesselId: IdSchema });

/** A report id: `<vesselId>.<type>.<year>` (the annual reports are made from the data on demand). */
export const reportIdPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(MrvYearly|ImoYearly)\.(\d{4})$/i;
export const ReportParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(reportIdPattern, 'Unknown report.')),
});
export const ReportQuerySchema = v.object({
  onlyUrl: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['true', 'false'], 'onlyUrl is true or false.'),
      v.transform((text) => text === 'true'),
    ),
    'false',
  ),
  format: v.optional(v.picklist(reportFormats, 'The format is pdf or xlsx.'), 'xlsx'),
});
export const ReportUrlSchema = v.object({ url: v.string() });
