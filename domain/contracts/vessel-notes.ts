// Vessel notes (002 §2 'Vessel notes', §3 'one text per vessel', §8; EMIS-094, EMIS-115, EMIS-231;
// ADR 0073): one shared text per vessel, saved with the version it was based on (If-Match).
import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { VesselIdParamsSchema } from './vessel-settings.ts';

export const VESSEL_NOTES_MAX_LENGTH = 100_000;

export const VesselNoteSchema = v.object({
  vesselId: IdSchema,
  notes: v.string(),
  /** 0 while nothing was ever saved. */
  version: v.number(),
  updatedAt: v.nullable(IsoDateTimeSchema),
  /** The name of who saved last ('' before the first save). */
  updatedBy: v.string(),
});
export type VesselNote = v.InferOutput<typeof VesselNoteSchema>;

export const VesselNoteWriteSchema = v.object({
  notes: v.pipe(
    v.string('The notes must be text.'),
    v.maxLength(VESSEL_NOTES_MAX_LENGTH, 'The notes can be at most 100,000 characters.'),
  ),
});
export type VesselNoteWrite = v.InferOutput<typeof VesselNoteWriteSchema>;

/** The vessel notes' endpoints, declared once for the server's router and the client. */
export const vesselNoteEndpoints = {
  get: endpoint({
    method: 'get',
    path: '/VesselNotes/{vesselId}',
    params: VesselIdParamsSchema,
    response: VesselNoteSchema,
  }),
  save: endpoint({
    method: 'put',
    path: '/VesselNotes/{vesselId}',
    params: VesselIdParamsSchema,
    body: VesselNoteWriteSchema,
    response: VesselNoteSchema,
  }),
};
