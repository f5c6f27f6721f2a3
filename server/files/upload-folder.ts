// The files of a multipart upload streamed into a temporary folder of the request's own (ADR 0093):
// each file is written as it arrives and refused the moment it passes its limit, so a request never
// holds its files in memory; the folder and all in it are removed when the request's work is done.
// Used by the document uploads and the logger imports (the package upload stores its file itself).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppError } from '../http/app-error.ts';
import { invalidInput } from '../http/app-error.ts';
import {
  MultipartFormError,
  readMultipart,
  TooManyFilesError,
  UploadTooLargeError,
  type MultipartLimits,
} from './multipart.ts';

/** A received file: its path in the folder, the name it was sent with and its size. */
export type FolderFile = { path: string; name: string; bytes: number };

export type UploadFolder = { folder: string; files: FolderFile[]; fields: Map<string, string> };

export type UploadFolderOptions = MultipartLimits & {
  /** The folder's name starts with this (under the system's temporary folder). */
  prefix: string;
  /** The whole request may say it is at most this long (a larger Content-Length is refused unread). */
  maxRequestBytes: number;
  /** The answers, in the capability's words. */
  tooLarge: () => AppError;
  missingFile: () => AppError;
};

/**
 * Runs `use` with the request's files in a temporary folder and its text fields (names lower-cased).
 * A form without a file, a file past its limit or too many files is refused with the caller's words.
 */
export async function withUploadFolder<T>(
  request: Request,
  options: UploadFolderOptions,
  use: (upload: UploadFolder) => Promise<T>,
): Promise<T> {
  if (Number(request.headers.get('Content-Length') ?? 0) > options.maxRequestBytes) throw options.tooLarge();
  const folder = await mkdtemp(join(tmpdir(), options.prefix));
  try {
    let received: { files: FolderFile[]; fields: Map<string, string> };
    try {
      received = await readMultipart(request, options, async ({ name, stream }) => {
        const path = join(folder, randomUUID());
        let bytes = 0;
        const meter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(stream, meter, createWriteStream(path));
        return { path, name, bytes };
      });
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw options.tooLarge();
      if (error instanceof TooManyFilesError) throw invalidInput(error.message, 'file');
      if (error instanceof MultipartFormError) throw options.missingFile();
      throw error;
    }
    if (received.files.length === 0) throw options.missingFile();
    return await use({ folder, ...received });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
