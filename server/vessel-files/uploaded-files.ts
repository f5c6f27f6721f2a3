// The files of a multipart upload (SHELL-168): the form fields "file" (or "files"), one or more,
// and the text fields beside them. Each file is streamed to a temporary file as it arrives and
// refused the moment it passes 50 MB (ADR 0093), so a request never holds its files in memory; the
// temporary files are removed when the request's work is done.
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { VESSEL_FILE_MAX_BYTES, vesselFileMessages } from '../../domain/contracts/vessel-files.ts';
import { withUploadFolder } from '../files/upload-folder.ts';
import type { AppEnv } from '../http/api-router.ts';
import { invalidInput } from '../http/app-error.ts';
import type { UploadedFile } from './vessel-files.service.ts';

/** Files one request may carry (the pages send one per request; the compliance upload several). */
export const MAX_FILES_PER_REQUEST = 20;

/** Runs `use` with the request's files on disk; they are gone when it has finished. */
export async function withUploadedFiles<T>(
  c: Context<AppEnv>,
  use: (upload: { files: UploadedFile[]; fields: Map<string, string> }) => Promise<T>,
): Promise<T> {
  return withUploadFolder(
    c.req.raw,
    {
      prefix: 'wakeline-upload-',
      fileFields: ['file', 'files'],
      maxFileBytes: VESSEL_FILE_MAX_BYTES,
      maxFiles: MAX_FILES_PER_REQUEST,
      maxRequestBytes: VESSEL_FILE_MAX_BYTES * MAX_FILES_PER_REQUEST + 1024 * 1024,
      tooLarge: () => invalidInput(vesselFileMessages.fileTooLarge, 'file'),
      missingFile: () => invalidInput(vesselFileMessages.missingFile, 'file'),
    },
    ({ files, fields }) =>
      use({
        files: files.map(({ path, name, bytes }) => ({
          name,
          size: bytes,
          read: async () => new Uint8Array(await readFile(path)),
        })),
        fields,
      }),
  );
}
