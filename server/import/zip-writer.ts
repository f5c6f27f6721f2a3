import { open, type FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';

type Entry = { name: Buffer; crc: number; compressedSize: number; size: number; offset: number };

const DOS_DATE_1980 = (0 << 9) | (1 << 5) | 1;

/**
 * A minimal streaming ZIP writer (deflate, no ZIP64): entries are compressed one at a time and
 * appended to the file, so a package of any number of entries never sits in memory whole.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  private constructor(private readonly file: FileHandle) {}

  static async create(path: string): Promise<ZipWriter> {
    return new ZipWriter(await open(path, 'w'));
  }

  async addFile(name: string, content: string | Buffer): Promise<void> {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const compressed = deflateRawSync(data, { level: 6 });
    const nameBytes = Buffer.from(name, 'utf8');
    const entry: Entry = {
      name: nameBytes,
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset: this.offset,
    };
    if (entry.size > 0xffffffff || this.offset > 0xffffffff || this.entries.length >= 0xffff) {
      throw new Error('ZIP64 is not supported: keep packages under 4 GiB and 65,535 files');
    }
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE_1980, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, nameBytes, compressed]));
    this.entries.push(entry);
  }

  async close(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(0, 12);
      header.writeUInt16LE(DOS_DATE_1980, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    await this.file.close();
  }

  private async write(buffer: Buffer): Promise<void> {
    await this.file.write(buffer);
    this.offset += buffer.length;
  }
}
