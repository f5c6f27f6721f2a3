// A minimal streaming tar (POSIX ustar) writer and reader for the backup file: regular files and
// directories only, names up to 255 bytes, sizes beyond 8 GiB in GNU base-256. Any `tar` reads
// what this writes (`tar -tzf wakeline-backup-....tar.gz`), and nothing is held in memory whole.
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

const block = 512;

export type TarEntry = { name: string; type: 'file' | 'directory'; size: number; mode: number; mtime: Date };

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`The name ${name} is too long for a tar entry`);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

export function tarHeader(entry: TarEntry): Buffer {
  const header = Buffer.alloc(block);
  const { prefix, base } = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, entry.mode & 0o7777, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  const size = entry.type === 'directory' ? 0 : entry.size;
  if (size < 8 ** 11) writeOctal(header, size, 124, 12);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(header, Math.floor(entry.mtime.getTime() / 1000), 136, 12);
  header.fill(0x20, 148, 156);
  header.write(entry.type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/** Appends entries to a writable stream (a gzip stream into a file), honouring back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async directory(name: string, mtime = new Date()): Promise<void> {
    await this.write(tarHeader({ name, type: 'directory', size: 0, mode: 0o755, mtime }));
  }

  async buffer(name: string, content: Buffer, mode = 0o644): Promise<void> {
    await this.write(tarHeader({ name, type: 'file', size: content.length, mode, mtime: new Date() }));
    await this.write(content);
    await this.pad(content.length);
  }

  /** A file from disk; its size must not change while it is read (the caller's guarantee). */
  async file(name: string, path: string, size: number, mode: number, mtime: Date): Promise<void> {
    await this.write(tarHeader({ name, type: 'file', size, mode, mtime }));
    let written = 0;
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new Error(`${path} grew while it was being backed up`);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${path} shrank while it was being backed up`);
    await this.pad(size);
  }

  private async pad(size: number): Promise<void> {
    const rest = size % block;
    if (rest) await this.write(Buffer.alloc(block - rest));
  }

  /** The two zero blocks that end an archive; then ends the stream. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(block * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(source: Readable) {
    this.chunks = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value;
    return true;
  }

  async exactly(length: number): Promise<Buffer | null> {
    while (this.buffered.length < length) {
      if (!(await this.fill())) {
        if (this.buffered.length === 0) return null;
        throw new Error('The backup file ends in the middle of an entry: it is truncated');
      }
    }
    const out = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return out;
  }

  /** Reads what is left to its end (so a gzip source checks its trailer: CRC-32 and length). */
  async rest(): Promise<void> {
    while (await this.fill()) this.buffered = Buffer.alloc(0);
  }

  async *take(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill()))
        throw new Error('The backup file ends in the middle of an entry: it is truncated');
      const part = this.buffered.subarray(0, Math.min(left, this.buffered.length));
      this.buffered = this.buffered.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}

function readOctal(header: Buffer, offset: number, length: number): number {
  if (header[offset]! & 0x80) return Number(header.readBigUInt64BE(offset + length - 8));
  const text = header
    .toString('ascii', offset, offset + length)
    .replace(/[\0 ]+$/, '')
    .trim();
  return text ? parseInt(text, 8) : 0;
}

function readString(header: Buffer, offset: number, length: number): string {
  const end = header.indexOf(0, offset);
  return header.toString('utf8', offset, end >= 0 && end < offset + length ? end : offset + length);
}

/**
 * Calls `onEntry` for each entry in order with its content as chunks (which it must consume, or
 * the reader skips them). Verifies every header's checksum.
 */
export async function readTar(
  source: Readable,
  onEntry: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source);
  for (;;) {
    const header = await reader.exactly(block);
    if (!header) return;
    if (header.every((byte) => byte === 0)) {
      // The end blocks: the rest is read too, so damage after them (the gzip trailer) is noticed.
      await reader.rest();
      return;
    }
    let sum = 0;
    for (let i = 0; i < block; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
    if (sum !== readOctal(header, 148, 8))
      throw new Error('The backup file is damaged (a tar header checksum)');
    const base = readString(header, 0, 100);
    const prefix = readString(header, 345, 155);
    const typeflag = String.fromCharCode(header[156]!);
    const size = readOctal(header, 124, 12);
    const name = (prefix ? `${prefix}/${base}` : base).replace(/\/+$/, '');
    if (typeflag !== '0' && typeflag !== '\0' && typeflag !== '5')
      throw new Error(`The backup file holds an entry of an unexpected kind: ${name}`);
    const entry: TarEntry = {
      name,
      type: typeflag === '5' ? 'directory' : 'file',
      size: typeflag === '5' ? 0 : size,
      mode: readOctal(header, 100, 8),
      mtime: new Date(readOctal(header, 136, 12) * 1000),
    };
    let consumed = false;
    const content = reader.take(entry.size);
    await onEntry(entry, {
      [Symbol.asyncIterator]: () => {
        consumed = true;
        return content;
      },
    });
    if (!consumed) for await (const _chunk of content) void _chunk;
    const rest = entry.size % block;
    if (rest) await reader.exactly(block - rest);
  }
}
