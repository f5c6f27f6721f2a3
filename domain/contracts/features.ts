// Feature switches (003 §2 'Feature switches', ADMIN-055..058) and the server version (000 §7).
import * as v from 'valibot';
import { IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { TrendBasisSchema } from './long-trends.ts';

export const FeatureSchema = v.object({ id: IdSchema, name: v.string(), displayName: v.string() });
export type Feature = v.InferOutput<typeof FeatureSchema>;

export const FeaturesFindQuerySchema = v.object({ vesselId: IdSchema });
export type FeaturesFindQuery = v.InferInput<typeof FeaturesFindQuerySchema>;

/** GET /featuremapping/configuration?vesselid (lower-case as the spec writes it, SHELL-178). */
export const FeatureMappingQuerySchema = v.object({ vesselid: IdSchema });

/** GET /Cds/Features?dfiVesselId: the data feed's vessel id, which is the IMO number packages carry (ADR 0054). */
export const CdsFeaturesQuerySchema = v.object({
  dfiVesselId: v.pipe(
    v.string(),
    v.regex(/^\d{7}$/, 'The dfiVesselId must be the vessel’s IMO number: seven digits.'),
  ),
});

/** A vessel's log variable as a module reads it. */
export const MappedVariableSchema = v.object({
  id: IdSchema,
  name: v.string(),
  onboardSystem: v.string(),
  unit: v.string(),
  /** Its newest sample (ISO UTC), null before any data. */
  lastDataAt: v.nullable(v.string()),
});

/** One input of a module: a log variable (found by taxon or name) or a reference the module needs. */
export const FeatureInputSchema = v.object({
  kind: v.picklist(['variable', 'reference']),
  name: v.string(),
  /** The taxon a variable is found by; null for references and variables found by name. */
  taxon: v.nullable(v.string()),
  present: v.boolean(),
  variable: v.nullable(MappedVariableSchema),
  /** What the reference holds, or how a missing input is handled (for example 'Manual input'). */
  detail: v.nullable(v.string()),
});

/** What a module produces from its inputs, and what it still misses. */
export const FeatureOutputSchema = v.object({
  name: v.string(),
  /** Its inputs are there and, once computed, the computation made it (ours: issue 24 §3). */
  available: v.boolean(),
  missing: v.array(v.string()),
  /** A long trend's: what its last computation was made from; null before the first (ours). */
  basis: v.optional(v.nullable(TrendBasisSchema)),
});

export const FeatureMappingSchema = v.object({
  /** The feature switch the module needs; null for a module every vessel has. */
  featureName: v.nullable(v.string()),
  displayName: v.string(),
  isActivated: v.boolean(),
  inputs: v.array(FeatureInputSchema),
  outputs: v.array(FeatureOutputSchema),
});

export const FeatureMappingConfigurationSchema = v.object({
  vesselId: IdSchema,
  features: v.array(FeatureMappingSchema),
});
export type MappedVariable = v.InferOutput<typeof MappedVariableSchema>;
export type FeatureInput = v.InferOutput<typeof FeatureInputSchema>;
export type FeatureOutput = v.InferOutput<typeof FeatureOutputSchema>;
export type FeatureMapping = v.InferOutput<typeof FeatureMappingSchema>;
export type FeatureMappingConfiguration = v.InferOutput<typeof FeatureMappingConfigurationSchema>;

export const VersionResponseSchema = v.object({ version: v.string() });
export type VersionResponse = v.InferOutput<typeof VersionResponseSchema>;

/**
 * GET /health: 200 with status 'ok' when every check is 'ok'; 503 with 'starting' while the server
 * starts, or 'unhealthy' with what is wrong in words under `checks` (database, queues).
 */
export const HealthResponseSchema = v.object({
  status: v.picklist(['ok', 'starting', 'unhealthy']),
  database: v.optional(v.picklist(['pglite', 'postgres'])),
  checks: v.record(v.string(), v.string()),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;

/** The feature endpoints and the feature mapping (declared once, ADR 0111). */
export const featureEndpoints = {
  list: endpoint({ method: 'get', path: '/Features', response: v.array(FeatureSchema) }),
  findForVessel: endpoint({
    method: 'get',
    path: '/Features/Find',
    query: FeaturesFindQuerySchema,
    response: v.array(FeatureSchema),
  }),
  findForDataFeed: endpoint({
    method: 'get',
    path: '/Cds/Features',
    query: CdsFeaturesQuerySchema,
    response: v.array(FeatureSchema),
  }),
  /** What each module reads of a vessel (the path in lower case as the spec writes it). */
  mapping: endpoint({
    method: 'get',
    path: '/featuremapping/configuration',
    query: FeatureMappingQuerySchema,
    response: FeatureMappingConfigurationSchema,
  }),
};
