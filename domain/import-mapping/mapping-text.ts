// A mapping sent as text with an import (a script's upload instead of a saved mapping's id): JSON
// that must satisfy the import's mapping schema. The reason a text is refused, in words.
import * as v from 'valibot';

export function readMappingText<S extends v.GenericSchema>(
  text: string,
  schema: S,
): { mapping: v.InferOutput<S> } | { reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: 'it is not JSON.' };
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? { mapping: parsed.output } : { reason: parsed.issues[0].message };
}
