// Validation of bodies, queries and path parameters with the shared valibot schemas. A failure
// becomes VALIDATION_FAILED with the schema's (the spec's) message first and every field error.
import * as v from 'valibot';
import type { FieldError } from '../../domain/contracts/common.ts';
import { messages } from '../../domain/messages.ts';
import { AppError } from './app-error.ts';

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors: FieldError[] = result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? messages.validationFailed, errors);
}

/** Query names are matched ignoring case (`vesselid` or `vesselId`), as paths are. */
export function normaliseQueryKeys(
  schema: v.GenericSchema,
  query: Record<string, string>,
): Record<string, string> {
  const entries = 'entries' in schema ? (schema.entries as Record<string, unknown>) : {};
  const byLowerCase = new Map(Object.keys(entries).map((key) => [key.toLowerCase(), key]));
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) result[byLowerCase.get(key.toLowerCase()) ?? key] = value;
  return result;
}
