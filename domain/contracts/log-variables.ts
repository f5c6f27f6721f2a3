import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/**
 * Log variable contracts (000 §3, 001 §3, 003 §3): a vessel's sensor channels as the packages
 * define them. displayName is the name, with the onboard system in brackets when another variable
 * of the vessel has the same name (SHELL-106, PERF-088).
 */

const uuid = (what: string) => v.pipe(v.string(), v.uuid(`${what} must be a valid id.`));
const booleanText = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', 'True', 'False'])], 'The value must be true or false.'),
  v.transform((value) => value === true || value === 'true' || value === 'True'),
);

export const LogVariableSchema = v.object({
  id: v.string(),
  vesselId: v.string(),
  /** The id the vessel's onboard software gives the variable in its packages. */
  sourceId: v.string(),
  name: v.string(),
  displayName: v.string(),
  description: v.string(),
  /** The unit as sent by the vessel, e.g. 'kn', 'kW', 't/h'. */
  unit: v.string(),
  unitCaption: v.string(),
  onboardSystem: v.string(),
  sampleWindowInMs: v.number(),
  displayPrecision: v.number(),
  /** The taxa of the variable, e.g. 'Propulsion:Shaft power'. */
  taxa: v.array(v.string()),
  hasLogData: v.boolean(),
  /** First and last sample time (ISO, UTC), null without data. */
  logDataMinDate: v.nullable(v.string()),
  logDataMaxDate: v.nullable(v.string()),
});
export type LogVariable = v.InferOutput<typeof LogVariableSchema>;
export const LogVariableListSchema = v.array(LogVariableSchema);

/** GET /LogVariables/Find and /LogVariables/Extended. */
export const LogVariableFindQuerySchema = v.object({
  vesselId: uuid('The vessel'),
  /** Only variables with this unit (as sent, case-insensitive). */
  unitType: v.optional(v.pipe(v.string(), v.maxLength(32))),
  hasLogData: v.optional(booleanText),
});
export type LogVariableFindQuery = v.InferOutput<typeof LogVariableFindQuerySchema>;

/** GET /LogVariables?vesselIds=a,b (comma separated). */
export const LogVariablesByVesselsQuerySchema = v.object({
  vesselIds: v.pipe(
    v.string('The vessel ids are required.'),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
    v.minLength(1, 'The vessel ids are required.'),
    v.maxLength(100, 'At most 100 vessels can be asked for at once.'),
    v.array(uuid('Each vessel')),
  ),
});

/** GET /LogVariables/Taxa?vesselId= and /LogVariables/ShaftPower?vesselId=. */
export const VesselIdQuerySchema = v.object({ vesselId: uuid('The vessel') });
export const VesselIdParamSchema = v.object({ vesselId: uuid('The vessel') });

/** GET /Kognifai/LogVariables?vesselId= (optional: all the partner's vessels when absent). */
export const KognifaiLogVariablesQuerySchema = v.object({
  vesselId: v.optional(uuid('The vessel')),
  hasLogData: v.optional(booleanText),
});

/** One taxon of a vessel with its variables: GET /LogVariables/Taxa. */
export const LogVariableTaxonSchema = v.object({
  taxon: v.string(),
  logVariableIds: v.array(v.string()),
});
export const LogVariableTaxaSchema = v.array(LogVariableTaxonSchema);

/** The log variable endpoints and the partner variant (declared once, ADR 0111). */
export const logVariableEndpoints = {
  find: endpoint({
    method: 'get',
    path: '/LogVariables/Find',
    query: LogVariableFindQuerySchema,
    response: LogVariableListSchema,
  }),
  extended: endpoint({
    method: 'get',
    path: '/LogVariables/Extended',
    query: LogVariableFindQuerySchema,
    response: LogVariableListSchema,
  }),
  byVessels: endpoint({
    method: 'get',
    path: '/LogVariables',
    query: LogVariablesByVesselsQuerySchema,
    response: LogVariableListSchema,
  }),
  gpsSpeed: endpoint({
    method: 'get',
    path: '/LogVariables/{vesselId}/GpsSpeed',
    params: VesselIdParamSchema,
    response: LogVariableSchema,
  }),
  taxa: endpoint({
    method: 'get',
    path: '/LogVariables/Taxa',
    query: VesselIdQuerySchema,
    response: LogVariableTaxaSchema,
  }),
  shaftPower: endpoint({
    method: 'get',
    path: '/LogVariables/ShaftPower',
    query: VesselIdQuerySchema,
    response: v.array(LogVariableSchema),
  }),
  partnerFind: endpoint({
    method: 'get',
    path: '/Kognifai/LogVariables',
    query: KognifaiLogVariablesQuerySchema,
    response: LogVariableListSchema,
  }),
};
