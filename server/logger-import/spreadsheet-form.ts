// The form of a spreadsheet import (logger exports, and noon reports that build on them): one file
// streamed to a temporary folder with its text fields, and the mapping the form names.
import type { Context } from 'hono';
import type * as v from 'valibot';
import { LOGGER_FILE_MAX_BYTES } from '../../domain/contracts/logger-imports.ts';
import { readMappingText } from '../../domain/import-mapping/mapping-text.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { withUploadFolder } from '../files/upload-folder.ts';
import type { AppEnv } from '../http/api-router.ts';
import { invalidInput } from '../http/app-error.ts';

/** The file of an import request, on disk in its own temporary folder. */
export type ReceivedSpreadsheet = { path: string; name: string; bytes: number; folder: string };

/**
 * Runs `use` with the request's one file on disk (at most 1 GiB) and its text fields, their names
 * in lower case; the folder is removed when `use` is done, whatever it answers.
 */
export function withSpreadsheetUpload<T>(
  c: Context<AppEnv>,
  prefix: string,
  use: (file: ReceivedSpreadsheet, fields: Map<string, string>) => Promise<T>,
): Promise<T> {
  return withUploadFolder(
    c.req.raw,
    {
      prefix,
      fileFields: ['file'],
      maxFileBytes: LOGGER_FILE_MAX_BYTES,
      maxFiles: 1,
      maxFieldBytes: 1024 * 1024,
      maxRequestBytes: LOGGER_FILE_MAX_BYTES + 1024 * 1024,
      tooLarge: () => invalidInput(fillMessage(messages.loggerImportTooLarge, { limit: '1 GiB' }), 'file'),
      missingFile: () => invalidInput(messages.loggerImportMissingFile, 'file'),
    },
    ({ folder, files, fields }) => {
      const { path, name, bytes } = files[0]!;
      return use({ path, name: name.slice(0, 200), bytes, folder }, fields);
    },
  );
}

/**
 * The mapping a form names: a saved one by "mappingId", else, where `allowInline`, one sent as JSON
 * in "mapping", read by `schema` and then judged by `check`.
 */
export async function mappingOfForm<S extends v.GenericSchema>(
  fields: Map<string, string>,
  options: {
    allowInline: boolean;
    schema: S;
    saved: (id: string) => Promise<{ mapping: unknown; id: string }>;
    check: (mapping: v.InferOutput<S>) => void | Promise<void>;
  },
): Promise<{ mapping: v.InferOutput<S>; id: string | null }> {
  const id = fields.get('mappingid');
  if (id) {
    const row = await options.saved(id);
    return { mapping: row.mapping as v.InferOutput<S>, id: row.id };
  }
  const text = fields.get('mapping');
  if (!options.allowInline || !text) throw invalidInput(messages.loggerImportMappingNeeded, 'mappingId');
  const read = readMappingText(text, options.schema);
  if ('reason' in read)
    throw invalidInput(
      fillMessage(messages.loggerImportMappingUnreadable, { reason: read.reason }),
      'mapping',
    );
  await options.check(read.mapping);
  return { mapping: read.mapping, id: null };
}
