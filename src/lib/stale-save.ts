// A save or delete refused because someone else saved the record since it was read (412,
// ADR 0092): the record as saved now, read from the refusal's `current`, so the form can show it.
import * as v from 'valibot';
import { versionEtag } from '../../domain/contracts/sync.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
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

/** What a refused save (or delete) of a `thing` says (ADR 0092, domain/messages.ts). */
export function staleText(thing: string, refused: 'save' | 'delete' = 'save'): string {
  return fillMessage(
    refused === 'delete' ? messages.changedByAnotherUserBeforeDelete : messages.changedByAnotherUser,
    { thing },
  );
}

/** The If-Match header of a write based on `version` (ADR 0092). */
export function basedOnHeaders(version: number): { headers: Record<string, string> } {
  return { headers: { 'If-Match': versionEtag(version) } };
}

/**
 * A 412 refusal as a form shows it (ADR 0092): the record as saved now and the words saying that
 * someone else saved it (`thing` names the record, e.g. 'curve'); null when the error is another one.
 */
export function staleRefusal<TSchema extends v.GenericSchema>(
  error: unknown,
  schema: TSchema,
  thing: string,
  action: 'save' | 'delete' = 'save',
): { current: v.InferOutput<TSchema>; message: string } | null {
  const current = staleRecord(error, schema);
  if (current === null) return null;
  return { current, message: staleText(thing, action) };
}
