// Multipart uploads read as a stream (busboy, ADR 0093): a file part reaches its reader chunk by
// chunk and is refused the moment it passes its size limit, whether or not the request said its
// length. Nothing here holds a file: the caller's reader decides where the bytes go (a package to
// disk, a document to a temporary file, a workbook into a buffer of a few MiB).
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';

/** A file part went past its limit; the caller answers in its own words. */
export class UploadTooLargeError extends Error {}

/** The request is not a readable multipart form, or carries more than it may. */
export class MultipartFormError extends Error {}

/** More file parts than the form may carry; `message` says the limit in words. */
export class TooManyFilesError extends MultipartFormError {}

export type MultipartLimits = {
  /** The form fields that carry files; a file in any other field is read past and dropped. */
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** Text fields: how many and how long each may be. */
  maxFields?: number;
  maxFieldBytes?: number;
};

export type FilePart = { field: string; name: string; stream: Readable };

/**
 * Reads a multipart/form-data request: every file part of `fileFields` is handed to `onFile` as a
 * stream that fails with UploadTooLargeError once it passes `maxFileBytes`; parts are handed over one
 * after the other, each read to its end before the next begins. Text fields are collected (names
 * lower-cased). The first failure (of the form, a limit or a reader) ends the reading: the request's
 * remaining bytes are not read, and the promise rejects with that failure.
 */
export async function readMultipart<T>(
  request: Request,
  limits: MultipartLimits,
  onFile: (part: FilePart) => Promise<T>,
): Promise<{ files: T[]; fields: Map<string, string> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body)
    throw new MultipartFormError('The request is not a multipart form.');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        // One more than allowed, so that too many files is told apart from the limit reached.
        files: limits.maxFiles + 1,
        fields: limits.maxFields ?? 50,
        fieldSize: limits.maxFieldBytes ?? 64 * 1024,
        parts: limits.maxFiles + 1 + (limits.maxFields ?? 50),
      },
    });
  } catch (error) {
    throw new MultipartFormError(error instanceof Error ? error.message : String(error));
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields = new Map<string, string>();
  const results: T[] = [];

  return new Promise((resolve, reject) => {
    let failed = false;
    let files = 0;
    // Each reader runs after the one before it has finished, in the order the parts arrived.
    let chain: Promise<void> = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.pause();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (failed || !limits.fileFields.includes(field)) {
        stream.resume();
        return;
      }
      files += 1;
      if (files > limits.maxFiles) {
        stream.resume();
        fail(new TooManyFilesError(`At most ${limits.maxFiles} files can be sent at once.`));
        return;
      }
      stream.once('limit', () => stream.destroy(new UploadTooLargeError('The file is too large.')));
      const part: FilePart = { field, name: info.filename ?? '', stream };
      chain = chain.then(async () => {
        if (failed) {
          stream.resume();
          return;
        }
        try {
          results.push(await onFile(part));
          // A reader that stopped early (it had all it needed) must not stall the form.
          if (!stream.readableEnded) stream.resume();
        } catch (error) {
          stream.resume();
          fail(error);
        }
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) {
        fail(new MultipartFormError(`The form field "${name}" is too long.`));
        return;
      }
      fields.set(name.toLowerCase(), value);
    });
    parser.on('partsLimit', () => fail(new MultipartFormError('The form has too many parts.')));
    parser.on('fieldsLimit', () => fail(new MultipartFormError('The form has too many fields.')));
    parser.on('error', (error) =>
      fail(new MultipartFormError(error instanceof Error ? error.message : String(error))),
    );
    parser.on('close', () => {
      void chain.then(() => {
        if (!failed) resolve({ files: results, fields });
      });
    });
    source.on('error', fail);
    source.pipe(parser);
  });
}

/** A file part read whole into memory, for small files (workbooks of a few MiB). */
export async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
