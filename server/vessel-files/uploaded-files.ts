// The files of a multipart upload (SHELL-168): the form fields "file" (or "files"), one or more,
// and the text fields beside them. The request is refused by its Content-Length before it is read
// when it cannot fit the per-file limit times the files a request may carry.
import type { Context } from 'hono';
import { VESSEL_FILE_MAX_BYTES, vesselFileMessages } from '../../domain/contracts/vessel-files.ts';
import type { AppEnv } from '../http/api-router.ts';
import { invalidInput } from '../http/app-error.ts';
import type { UploadedFile } from './vessel-files.service.ts';

/** Files one request may carry (the pages send one per request; the compliance upload several). */
export const MAX_FILES_PER_REQUEST = 20;

export async function readUploadedFiles(
  c: Context<AppEnv>,
): Promise<{ files: UploadedFile[]; fields: Map<string, string> }> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > VESSEL_FILE_MAX_BYTES * MAX_FILES_PER_REQUEST + 1024 * 1024)
    throw invalidInput(vesselFileMessages.fileTooLarge, 'file');
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw invalidInput(vesselFileMessages.missingFile, 'file');
  const form = await c.req.raw.formData().catch(() => null);
  if (!form) throw invalidInput(vesselFileMessages.missingFile, 'file');
  const files: UploadedFile[] = [];
  const fields = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields.set(key.toLowerCase(), value);
      continue;
    }
    if (key !== 'file' && key !== 'files') continue;
    if (value.size > VESSEL_FILE_MAX_BYTES) throw invalidInput(vesselFileMessages.fileTooLarge, 'file');
    files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  if (files.length === 0) throw invalidInput(vesselFileMessages.missingFile, 'file');
  if (files.length > MAX_FILES_PER_REQUEST)
    throw invalidInput(`At most ${MAX_FILES_PER_REQUEST} files can be sent at once.`, 'file');
  return { files, fields };
}
