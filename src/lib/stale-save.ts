// A save or delete refused because someone else saved the record since it was read (412,
// ADR 0092): the record as saved now, read from the refusal's `current`, so the form can show it.
import * as v from 'valibot';
import { ApiError } from './api-client.ts';

/** The current record of a 412 refusal, or null when the error is something else. */
export function staleRecord<TSchema extends v.GenericSchema>(
  error: unknown,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  if (!(error instanceof ApiError) || !error.isStale) return null;
  const current = v.safeParse(schema, error.current);
  return current.success ? current.output : null;
}
