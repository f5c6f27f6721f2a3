import { open, type FileHandle } from 'node:fs/promises';
import { crc32, inflateRawSync } from 'node:zlib';

export type ZipEntry = {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
};

export class ZipFormatError extends Error {}

/**
 * Reads a ZIP file entry by entry from its central directory, so only one entry is in memory at a
 * time. Checks sizes and CRC-32 of every entry it inflates. Stored and deflated entries, no ZIP64.
 */
export class ZipReader {
  private constructor(
    private readonly file: FileHandle,
    readonly entries: ZipEntry[],
  ) {}

  static async open(path: string, maxEntrySize = 512 * 1024 * 1024): Promise<ZipReader> {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      const tailLength = Math.min(size, 22 + 0xffff);
      const tail = Buffer.alloc(tailLength);
      await file.read(tail, 0, tailLength, size - tailLength);
      let eocd = -1;
      for (let i = tailLength - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) === 0x06054b50) {
          eocd = i;
          break;
        }
      }
      if (eocd < 0) throw new ZipFormatError('Not a ZIP file: end of central directory not found');
      const count = tail.readUInt16LE(eocd + 10);
      const directorySize = tail.readUInt32LE(eocd + 12);
      const directoryOffset = tail.readUInt32LE(eocd + 16);
      if (directoryOffset + directorySize > size)
        throw new ZipFormatError('Broken ZIP file: central directory out of range');
      const directory = Buffer.alloc(directorySize);
      await file.read(directory, 0, directorySize, directoryOffset);
      const entries: ZipEntry[] = [];
      for (let at = 0, i = 0; i < count; i++) {
        if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) {
          throw new ZipFormatError('Broken ZIP file: bad central directory entry');
        }
        const nameLength = directory.readUInt16LE(at + 28);
        const extraLength = directory.readUInt16LE(at + 30);
        const commentLength = directory.readUInt16LE(at + 32);
        const entry: ZipEntry = {
          method: directory.readUInt16LE(at + 10),
          crc: directory.readUInt32LE(at + 16),
          compressedSize: directory.readUInt32LE(at + 20),
          size: directory.readUInt32LE(at + 24),
          offset: directory.readUInt32LE(at + 42),
          name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        };
        if (entry.method !== 0 && entry.method !== 8)
          throw new ZipFormatError(`Unsupported compression in ${entry.name}`);
        if (entry.size > maxEntrySize)
          throw new ZipFormatError(`${entry.name} is larger than ${maxEntrySize} bytes`);
        if (entry.offset + entry.compressedSize > size)
          throw new ZipFormatError(`Broken ZIP file: ${entry.name} out of range`);
        entries.push(entry);
        at += 46 + nameLength + extraLength + commentLength;
      }
      return new ZipReader(file, entries);
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  find(name: string): ZipEntry | undefined {
    return this.entries.find((e) => e.name === name);
  }

  async read(entry: ZipEntry): Promise<Buffer> {
    const header = Buffer.alloc(30);
    await this.file.read(header, 0, 30, entry.offset);
    if (header.readUInt32LE(0) !== 0x04034b50)
      throw new ZipFormatError(`Broken ZIP file: bad local header for ${entry.name}`);
    const dataOffset = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const raw = Buffer.alloc(entry.compressedSize);
    await this.file.read(raw, 0, entry.compressedSize, dataOffset);
    let data: Buffer;
    try {
      data = entry.method === 8 ? inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) }) : raw;
    } catch {
      throw new ZipFormatError(`Broken ZIP file: ${entry.name} cannot be inflated`);
    }
    if (data.length !== entry.size || crc32(data) !== entry.crc) {
      throw new ZipFormatError(`Broken ZIP file: ${entry.name} fails its size or CRC-32 check`);
    }
    return data;
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}
