// The noon report page's state kept in the address (issue 24 §2): the report open in the form, so a
// reload or a shared link reopens it and Back closes it. Anything malformed is dropped, not an error.
import * as v from 'valibot';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `report`: the id of the report being edited, or 'new' for the form of a new one. */
export const NoonReportsSearchSchema = v.object({
  report: v.fallback(
    v.optional(v.union([v.literal('new'), v.pipe(v.string(), v.regex(uuidPattern))])),
    undefined,
  ),
});
export type NoonReportsSearch = v.InferOutput<typeof NoonReportsSearchSchema>;
/** What the form shows: a report by its id, a new one, or nothing (the list). */
export type NoonReportEditing = NoonReportsSearch['report'];
