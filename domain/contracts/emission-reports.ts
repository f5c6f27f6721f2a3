// The emission report downloads, the sending to the classification society and the Reports page
// (002 §2, §4, §7; EMIS-009, EMIS-095, EMIS-135..138, EMIS-204, EMIS-219..221; ADR 0072). The spec
// names the calls, not the shapes.
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

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

/** A voyage's report file: id = an event of the voyage, departureId = its departure. */
const voyageReport = <const P extends string>(path: P) =>
  endpoint({ method: 'get', path, params: VoyageReportParamsSchema, query: VoyageReportQuerySchema });

/** A vessel's annual report file over the voyages departed in the year whose data is confirmed. */
const yearlyReport = <const P extends string>(path: P) =>
  endpoint({ method: 'get', path, params: YearlyReportParamsSchema, query: YearlyReportQuerySchema });

/**
 * The emission report downloads, the sending to DNV GL and the Reports page's endpoints (declared
 * once for the server's router and the client). The report files answer no JSON: the client
 * downloads them by URL.
 */
export const emissionReportEndpoints = {
  mrvVoyage: voyageReport('/EmissionReport/MrvVoyage/{id}'),
  imoVoyage: voyageReport('/EmissionReport/ImoVoyage/{id}'),
  voyageDnvGl: voyageReport('/EmissionReport/VoyageDnvGl/{id}'),
  mrvYearly: yearlyReport('/EmissionReport/MrvYearly/{vesselId}/{year}'),
  imoYearly: yearlyReport('/EmissionReport/ImoYearly/{vesselId}/{year}'),
  /** 'Send to DNV GL': queues the sending (id = an event of the voyage). */
  sendToDnvGl: endpoint({
    method: 'post',
    path: '/EmissionReportVesselEvents/{id}/UploadDnvGlVoyageData',
    params: VoyageReportParamsSchema,
    response: DnvGlUploadSchema,
    status: 202,
  }),
  dnvGlUpload: endpoint({
    method: 'get',
    path: '/EmissionReportVesselEvents/{id}/UploadDnvGlVoyageData',
    params: VoyageReportParamsSchema,
    response: DnvGlUploadSchema,
  }),
  reportTypes: endpoint({ method: 'get', path: '/ReportTypes', response: ReportTypesSchema }),
  reports: endpoint({ method: 'get', path: '/Reports', query: ReportsQuerySchema, response: ReportsSchema }),
  /** A report as a file, or with onlyUrl=true its download URL. */
  report: endpoint({
    method: 'get',
    path: '/Reports/{id}',
    params: ReportParamsSchema,
    query: ReportQuerySchema,
    response: ReportUrlSchema,
  }),
};
