// Hostile packages for the import tests (ADR 0088): a ZIP whose entries are deflated as streams, so
// an entry that inflates to hundreds of MiB is made without ever holding it. An entry can declare
// its true inflated size (refused from the directory) or lie about it (refused on the stream).
import { open } from 'node:fs/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';

export type BombEntry =
  | { name: string; content: string }
  | {
      name: string;
      /** Written first, once. */
      head?: string;
      /** Repeated until `inflatedBytes` bytes (head included) are written. */
      repeat: string;
      inflatedBytes: number;
      /** The size and CRC-32 the ZIP declares for it; the true ones unless set. */
      declaredSize?: number;
    };

async function deflateStreamed(entry: BombEntry): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  let size = 0;
  let crc = 0;
  const write = async (chunk: Buffer) => {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  if ('content' in entry) await write(Buffer.from(entry.content));
  else {
    if (entry.head) await write(Buffer.from(entry.head));
    const unit = Buffer.from(entry.repeat);
    // 1 MiB blocks of the repeated text: the only inflated bytes ever held.
    const block = Buffer.from(unit.toString().repeat(Math.max(1, Math.floor((1 << 20) / unit.length))));
    while (size + block.length <= entry.inflatedBytes) await write(block);
    const rest = entry.inflatedBytes - size;
    if (rest > 0) await write(block.subarray(0, rest));
  }
  deflate.end();
  await finished;
  return { data: Buffer.concat(out), size, crc: crc >>> 0 };
}

/** Writes a ZIP of deflated entries (no ZIP64: each under 4 GiB). */
export async function writeBombZip(path: string, entries: BombEntry[]): Promise<void> {
  const file = await open(path, 'w');
  const central: Buffer[] = [];
  let offset = 0;
  try {
    for (const entry of entries) {
      const { data, size, crc } = await deflateStreamed(entry);
      const declared =
        'declaredSize' in entry && entry.declaredSize !== undefined ? entry.declaredSize : size;
      const name = Buffer.from(entry.name);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6);
      local.writeUInt16LE(8, 8);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(declared, 22);
      local.writeUInt16LE(name.length, 26);
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0800, 8);
      record.writeUInt16LE(8, 10);
      record.writeUInt32LE(crc, 16);
      record.writeUInt32LE(data.length, 20);
      record.writeUInt32LE(declared, 24);
      record.writeUInt16LE(name.length, 28);
      record.writeUInt32LE(offset, 42);
      central.push(record, name);
      await file.write(Buffer.concat([local, name, data]));
      offset += local.length + name.length + data.length;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await file.write(Buffer.concat([directory, end]));
  } finally {
    await file.close();
  }
}
