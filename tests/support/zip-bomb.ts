// Hostile packages for the import tests (ADR 0088): a ZIP whose entries are deflated as streams, so
// an entry that inflates to hundreds of MiB is made without ever holding it. An entry can declare
// its true inflated size (refused from the directory) or lie about it (refused on the stream).
import { open } from 'node:fs/promises';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { csvLine, eventColumns, variableColumns } from '../../domain/import-package/format.ts';

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

/**
 * The local header (with the name) and the central directory record (with the name) of one ZIP
 * entry: `method` 8 deflated or 0 stored, UTF-8 names, no ZIP64 (each size under 4 GiB).
 */
export function zipEntryHeaders(entry: {
  name: string;
  method: 0 | 8;
  crc: number;
  packedBytes: number;
  sizeBytes: number;
  offset: number;
}): { local: Buffer; record: Buffer } {
  const name = Buffer.from(entry.name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6);
  local.writeUInt16LE(entry.method, 8);
  local.writeUInt32LE(entry.crc, 14);
  local.writeUInt32LE(entry.packedBytes, 18);
  local.writeUInt32LE(entry.sizeBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  record.writeUInt16LE(20, 6);
  record.writeUInt16LE(0x0800, 8);
  record.writeUInt16LE(entry.method, 10);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(entry.packedBytes, 20);
  record.writeUInt32LE(entry.sizeBytes, 24);
  record.writeUInt16LE(name.length, 28);
  record.writeUInt32LE(entry.offset, 42);
  return { local: Buffer.concat([local, name]), record: Buffer.concat([record, name]) };
}

/** The end of central directory record of a ZIP of `count` entries. */
export function zipEnd(count: number, directoryBytes: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
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
      const { local, record } = zipEntryHeaders({
        name: entry.name,
        method: 8,
        crc,
        packedBytes: data.length,
        sizeBytes: declared,
        offset,
      });
      central.push(record);
      await file.write(Buffer.concat([local, data]));
      offset += local.length + data.length;
    }
    const directory = Buffer.concat(central);
    await file.write(Buffer.concat([directory, zipEnd(entries.length, directory.length, offset)]));
  } finally {
    await file.close();
  }
}

/**
 * The heavy package's variables.csv and events.csv (writeHeavyPackage below; the upload-memory
 * bench streams them inside a package of its own).
 */
export function heavyPackageTexts(): { variables: string; events: string } {
  let seed = 1;
  const letters = 'abcdefghijklmnopqrstuvwxyz ';
  const text = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      out += letters[seed % letters.length];
    }
    return out;
  };
  let variables = csvLine([...variableColumns]);
  for (let i = 0; i < 5_000; i++)
    variables += csvLine([`V${i}`, `N${text(199)}`, 'knot', text(100), 60, 2, text(1_000)]);
  let events = csvLine([...eventColumns]);
  const dayMs = Date.UTC(2026, 3, 1);
  for (let i = 0; i < 50_000; i++)
    events += csvLine([new Date(dayMs + i * 1_000).toISOString(), 'Departure', text(200)]);
  return { variables, events };
}

/**
 * A legal package whose reading keeps tens of MiB (issue 27 §2, ADR 0114): 5,000 variables with
 * descriptions of the most characters allowed and 50,000 events with 200-character ports (about
 * 18 MiB of CSV, packed 0.6 MiB: every file limit holds). Pseudo-random text packs like text, far
 * below the ratio limit. Its reading fails in a worker thread of 16 MiB and passes in one of 256.
 */
export async function writeHeavyPackage(path: string, imoNumber: string): Promise<void> {
  const { variables, events } = heavyPackageTexts();
  const line = csvLine;
  await writeBombZip(path, [
    {
      name: 'manifest.json',
      content: JSON.stringify({
        format: 'wakeline-package',
        formatVersion: 1,
        imoNumber,
        periodStart: '2026-04-01T00:00:00.000Z',
        periodEnd: '2026-04-02T00:00:00.000Z',
        createdAt: '2026-04-02T00:00:00.000Z',
        software: { name: 'test', version: '1' },
        sampleFiles: ['samples/2026-04-01.csv'],
      }),
    },
    { name: 'variables.csv', content: variables },
    { name: 'events.csv', content: events },
    {
      name: 'samples/2026-04-01.csv',
      content: line(['timestamp', 'V0']) + line(['2026-04-01T00:00:00.000Z', 12.5]),
    },
  ]);
}
