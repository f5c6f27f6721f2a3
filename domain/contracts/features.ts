// Feature switches (003 §2 'Feature switches', ADMIN-055..058) and the server version (000 §7).
import * as v from 'valibot';
import { IdSchema } from './common.ts';

export const FeatureSchema = v.object({ id: IdSchema, name: v.string(), displayName: v.string() });
export type Feature = v.InferOutput<typeof FeatureSchema>;

export const FeaturesFindQuerySchema = v.object({ vesselId: IdSchema });
export type FeaturesFindQuery = v.InferInput<typeof FeaturesFindQuerySchema>;

export const VersionResponseSchema = v.object({ version: v.string() });
export type VersionResponse = v.InferOutput<typeof VersionResponseSchema>;

export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
