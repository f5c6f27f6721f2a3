import { fstat, read } from 'node:fs';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import * as yauzl from 'yauzl';

export type ZipEntry = {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** The library's own entry, to open its stream. */
  raw: yauzl.Entry;
};

export class ZipFormatError extends Error {}

/** What one entry may cost (ADR 0088): checked from the directory before a byte is inflated, and again on the stream. */
export type ZipLimits = {
  /** Bytes an entry may inflate to. */
  maxEntryBytes: number;
  /** Inflated bytes per compressed byte an entry may reach (a zip bomb reaches about 1,000). */
  maxRatio: number;
  /** The ratio is not judged on entries this small (a tiny file may compress very well). */
  ratioFloorBytes: number;
  maxEntries: number;
  /** What the archive is, in the refusals' words: 'package' or 'workbook'. */
  container: string;
};

export const defaultZipLimits: ZipLimits = {
  maxEntryBytes: 128 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 10_000,
  container: 'package',
};

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** Maps the library's words for a broken archive to the reader's (kept from the hand-written reader). */
function zipError(error: unknown): ZipFormatError {
  if (error instanceof ZipFormatError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/end of central directory record signature not found/i.test(message))
    return new ZipFormatError('Not a ZIP file: end of central directory not found');
  return new ZipFormatError(`Broken ZIP file: ${message}`);
}

/** What went wrong inflating an entry, in the reader's words. */
function entryError(entry: ZipEntry, error: unknown): ZipFormatError {
  if (error instanceof ZipFormatError) return error;
  const message = String(error);
  if (/too many bytes in the stream/.test(message))
    return new ZipFormatError(
      `${entry.name} inflates to more than the ${entry.size} bytes the ZIP file declares for it; a file must inflate to exactly its declared size`,
    );
  if (/invalid|incorrect|unexpected end|not enough bytes/i.test(message))
    return new ZipFormatError(`Broken ZIP file: ${entry.name} cannot be inflated`);
  return zipError(error);
}

/**
 * Counts and checks the inflated bytes as they pass: refuses an entry the moment it passes its
 * declared size or the size limit, and checks its CRC-32 at the end. Nothing is kept.
 */
class EntryGuard extends Transform {
  private bytes = 0;
  private crc = 0;
  constructor(
    private readonly entry: ZipEntry,
    private readonly limit: number,
    private readonly container: string,
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(
        new ZipFormatError(
          `${this.entry.name} inflates to more than ${mib(this.limit)}; a file in a ${this.container} may hold at most ${mib(this.limit)}`,
        ),
      );
      return;
    }
    if (this.bytes > this.entry.size) {
      done(entryError(this.entry, new Error('too many bytes in the stream')));
      return;
    }
    this.crc = crc32(chunk, this.crc);
    done(null, chunk);
  }
  override _flush(done: TransformCallback) {
    if (this.bytes !== this.entry.size || this.crc !== this.entry.crc) {
      done(new ZipFormatError(`Broken ZIP file: ${this.entry.name} fails its size or CRC-32 check`));
      return;
    }
    done();
  }
}

/**
 * Reads ranges of a file whose descriptor belongs to someone else: never closes it (a file stream
 * closes its descriptor when destroyed, whatever its autoClose says).
 */
class BorrowedFdReader extends yauzl.RandomAccessReader {
  constructor(private readonly fd: number) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const fd = this.fd;
    let position = start;
    return new Readable({
      highWaterMark: 64 * 1024,
      read(size) {
        const length = Math.min(size, end - position);
        if (length <= 0) {
          this.push(null);
          return;
        }
        const buffer = Buffer.allocUnsafe(length);
        read(fd, buffer, 0, length, position, (error, bytesRead) => {
          if (error) return void this.destroy(error);
          if (bytesRead === 0) return void this.push(null);
          position += bytesRead;
          this.push(bytesRead < length ? buffer.subarray(0, bytesRead) : buffer);
        });
      },
    });
  }
}

/**
 * Reads a ZIP file's central directory (yauzl, ADR 0088) and opens its entries as streams, so an
 * entry is never held whole: its inflated size and its ratio to the compressed size are checked
 * against the limits from the directory before it is opened, and counted on the stream as it is read.
 * Stored and deflated entries.
 */
export class ZipReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: ZipEntry[],
    readonly limits: ZipLimits,
  ) {}

  static async open(path: string, limits: ZipLimits = defaultZipLimits): Promise<ZipReader> {
    return ZipReader.directory((options, opened) => yauzl.open(path, options, opened), limits);
  }

  /**
   * The same from a file descriptor its caller opened and closes: closing the reader leaves it open.
   * A package read in a worker thread (ADR 0114) is opened by the main thread, which closes it once
   * the thread has ended, also when the thread was ended half-way (out of memory).
   */
  static async fromFd(fd: number, limits: ZipLimits = defaultZipLimits): Promise<ZipReader> {
    const { size } = await promisify(fstat)(fd);
    const reader = new BorrowedFdReader(fd);
    return ZipReader.directory(
      (options, opened) => yauzl.fromRandomAccessReader(reader, size, options, opened),
      limits,
    );
  }

  /** The same from bytes already in memory (an uploaded workbook, at most a few MiB). */
  static async fromBuffer(buffer: Buffer, limits: ZipLimits = defaultZipLimits): Promise<ZipReader> {
    return ZipReader.directory((options, opened) => yauzl.fromBuffer(buffer, options, opened), limits);
  }

  private static async directory(
    openWith: (options: yauzl.Options, opened: (error: Error | null, file: yauzl.ZipFile) => void) => void,
    limits: ZipLimits,
  ): Promise<ZipReader> {
    let zip: yauzl.ZipFile;
    try {
      zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
        openWith(
          { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true },
          (error, file) => (error ? reject(error) : resolve(file)),
        ),
      );
    } catch (error) {
      throw zipError(error);
    }
    try {
      if (zip.entryCount > limits.maxEntries)
        throw new ZipFormatError(
          `The ${limits.container} has ${zip.entryCount} files; a ${limits.container} may hold at most ${limits.maxEntries}`,
        );
      const entries = await new Promise<ZipEntry[]>((resolve, reject) => {
        const found: ZipEntry[] = [];
        zip.on('entry', (raw: yauzl.Entry) => {
          found.push({
            name: raw.fileName,
            method: raw.compressionMethod,
            crc: raw.crc32,
            compressedSize: raw.compressedSize,
            size: raw.uncompressedSize,
            raw,
          });
          zip.readEntry();
        });
        zip.once('end', () => resolve(found));
        zip.once('error', reject);
        zip.readEntry();
      });
      for (const entry of entries) {
        if (entry.method !== 0 && entry.method !== 8)
          throw new ZipFormatError(`Unsupported compression in ${entry.name}`);
      }
      return new ZipReader(zip, entries, limits);
    } catch (error) {
      zip.close();
      throw zipError(error);
    }
  }

  find(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  /** Refuses an entry whose directory record already breaks a limit (before anything is inflated). */
  check(entry: ZipEntry, maxBytes = this.limits.maxEntryBytes): void {
    if (entry.size > maxBytes)
      throw new ZipFormatError(
        `${entry.name} inflates to ${mib(entry.size)}; a file in a ${this.limits.container} may hold at most ${mib(maxBytes)}`,
      );
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (entry.size > this.limits.ratioFloorBytes && ratio > this.limits.maxRatio)
      throw new ZipFormatError(
        `${entry.name} inflates ${Math.round(ratio)} times its compressed size; a file may inflate at most ${this.limits.maxRatio} times (a larger ratio is the mark of a zip bomb)`,
      );
  }

  /** The entry's inflated bytes as a stream that fails (ZipFormatError) the moment a limit is passed. */
  async stream(entry: ZipEntry, maxBytes = this.limits.maxEntryBytes): Promise<Readable> {
    this.check(entry, maxBytes);
    let source: Readable;
    try {
      source = await this.zip.openReadStreamPromise(entry.raw);
    } catch (error) {
      throw zipError(error);
    }
    const guard = new EntryGuard(entry, maxBytes, this.limits.container);
    source.on('error', (error) => guard.destroy(entryError(entry, error)));
    guard.on('close', () => source.destroy());
    return source.pipe(guard);
  }

  /** A small entry whole (the manifest), within maxBytes. */
  async read(entry: ZipEntry, maxBytes = this.limits.maxEntryBytes): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry, maxBytes)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async close(): Promise<void> {
    this.zip.close();
  }
}
