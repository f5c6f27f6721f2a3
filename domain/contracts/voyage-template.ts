// The voyage-data template (002 §1, §2, §5, §7, §8; EMIS-010, EMIS-030, EMIS-186, EMIS-195,
// EMIS-222..224, EMIS-229; DECISIONS EMIS-024 and EMIS-223; ADR 0077): the server writes a
// spreadsheet for a vessel's fuel tanks, flow meters with manual input and cargo units
// (POST /EmissionReport/GenerateExcelTemplate) and reads a completed one back
// (POST /EmissionReport/Upload/{vesselId}, multipart field "file"). The spec names the calls, not
// the shapes.
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** POST /EmissionReport/GenerateExcelTemplate: the template of one vessel. */
export const GenerateTemplateRequestSchema = v.object({ vesselId: IdSchema });
export type GenerateTemplateRequest = v.InferOutput<typeof GenerateTemplateRequestSchema>;

export const TemplateUploadParamsSchema = v.object({ vesselId: IdSchema });

const counts = v.object({ added: v.number(), changed: v.number(), unchanged: v.number() });
export type TemplateUploadCounts = v.InferOutput<typeof counts>;

/**
 * The answer of an accepted upload: what it wrote, by kind. The same file uploaded again answers
 * with everything unchanged (and writes nothing).
 */
export const TemplateUploadResultSchema = v.object({
  /** Rows of the sheet that carry an event. */
  rows: v.number(),
  events: counts,
  cargo: counts,
  fuelConsumptions: counts,
  /** The voyages the file touched, oldest first: their departure, its time and the voyage name. */
  voyages: v.array(
    v.object({ departureId: v.string(), departedAt: v.string(), name: v.nullable(v.string()) }),
  ),
});
export type TemplateUploadResult = v.InferOutput<typeof TemplateUploadResultSchema>;

/** The sheet's layout: the name of the data sheet and its fixed columns, in order. */
export const voyageTemplateSheetName = 'Voyage data';
export const voyageTemplateColumns = {
  event: 'Event',
  timestamp: 'Date and time (UTC)',
  port: 'Port (UN/LOCODE)',
  voyageName: 'Voyage name',
  voyageType: 'Voyage type',
  nonCommercial: 'Non-commercial',
  latitude: 'Latitude (dd mm.mmmm N/S)',
  longitude: 'Longitude (ddd mm.mmmm E/W)',
  distance: 'Distance sailed (nm)',
} as const;
export type TemplateColumn = keyof typeof voyageTemplateColumns;
/** The headers of the vessel's own columns: a cargo unit, a flow meter, a fuel tank by name. */
export const templateEquipmentHeader = {
  cargo: (unit: string) => `Cargo: ${unit}`,
  flowMeter: (meter: string) => `Flow meter: ${meter} (MT)`,
  fuelTank: (tank: string) => `Fuel tank: ${tank} (MT)`,
} as const;

export const voyageTemplateMaxBytes = 5 * 1024 * 1024;
/** The upload picker's types: the template is an Excel Workbook. */
export const voyageTemplateAccept = '.xlsx';
/** A refused upload lists at most this many errors (the message gives the full count). */
export const voyageTemplateMaxErrors = 100;

/** Our texts (the spec gives the upload failure's frame only, messages.tsv MSG-0164/0165). */
export const voyageTemplateMessages = {
  missingManualMeterOrTank:
    'The template needs a flow meter with manual input or a fuel tank: add one in the vessel settings.',
  missingCargoUnits:
    'The template needs the cargo units the vessel carries: add them in the vessel settings.',
  missingFile: 'Send the completed template as the multipart form field "file".',
  tooLarge: 'The file is larger than 5 MiB.',
  notXlsx: 'The file is not an Excel Workbook (.xlsx). Save the template as .xlsx and upload it again.',
  noSheet: `The workbook has no sheet named '${voyageTemplateSheetName}'.`,
  otherVessel:
    'This template was made for another vessel: download the template of this vessel and fill that one in.',
  noRows: 'The template has no rows with an event.',
} as const;

/** The voyage-data template's endpoints (ADR 0077), declared once for the server's router and the client. */
export const voyageTemplateEndpoints = {
  /** The template of a vessel (.xlsx, not JSON: the client downloads it). */
  generate: endpoint({
    method: 'post',
    path: '/EmissionReport/GenerateExcelTemplate',
    body: GenerateTemplateRequestSchema,
  }),
  /** A completed template (multipart field "file"). */
  upload: endpoint({
    method: 'post',
    path: '/EmissionReport/Upload/{vesselId}',
    params: TemplateUploadParamsSchema,
    response: TemplateUploadResultSchema,
  }),
};
