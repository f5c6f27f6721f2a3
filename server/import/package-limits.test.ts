// Issue 27 "hostile files cannot hurt the server" and "times" (ADR 0088): every ZIP entry is read as
// a stream within limits on its inflated size and ratio, every CSV parsed as a stream within limits
// on line length and rows, and times without a zone are refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvLine, eventColumns, variableColumns } from '../../domain/import-package/format.ts';
import { writeBombZip, type BombEntry } from '../../tests/support/zip-bomb.ts';
import {
  defaultPackageLimits,
  openPackage,
  PackageFormatError,
  type DayBatch,
  type PackageLimits,
} from './package-reader.ts';
import { testManifest } from './test-package-manifest.ts';

const dir = mkdtempSync(join(tmpdir(), 'wakeline-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MiB = 1024 * 1024;

const manifest = testManifest;
const variables =
  csvLine([...variableColumns]) +
  csvLine(['SOG', 'Speed over ground', 'knot', 'GPS', 900, 2, '']) +
  csvLine(['RPM', 'Shaft speed', 'rpm', 'Engine', 900, 1, '']);
const header = csvLine(['timestamp', 'SOG', 'RPM']);
const oneDay = header + csvLine(['2026-01-01T00:00:00.000Z', 12.5, 80]);

let made = 0;
async function pkg(entries: Record<string, string>, extra: BombEntry[] = []): Promise<string> {
  const path = join(dir, `p${made++}.zip`);
  await writeBombZip(path, [
    ...Object.entries(entries).map(([name, content]) => ({ name, content })),
    ...extra,
  ]);
  return path;
}

async function readAll(path: string, limits?: PackageLimits) {
  const opened = await openPackage(path, limits);
  const days: DayBatch[] = [];
  try {
    for await (const day of opened.days()) days.push(day);
  } finally {
    await opened.close();
  }
  return { ...opened, days };
}

const reasonOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PackageFormatError);
    return (error as Error).message;
  }
  throw new Error('the package was accepted');
};

/**
 * Runs `fn` while sampling RSS and counting the event loop's turns (a parse that holds the loop
 * lets no turn pass; one that works chunk by chunk lets many). Counted, not timed, so a loaded
 * machine does not change the verdict (time is measured by `npm run bench`).
 */
async function watched<T>(fn: () => Promise<T>) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    const result = await fn().catch((error: unknown) => error);
    return { result, rssGrowth: rssPeak - rssBefore, turns };
  } finally {
    running = false;
  }
}

describe('zip bombs and oversized entries', () => {
  it('a sample file that inflates to 480 MiB (from well under 1 MiB) is refused from the directory, before it is inflated', async () => {
    const path = await pkg({ 'manifest.json': manifest(), 'variables.csv': variables }, [
      {
        name: 'samples/2026-01-01.csv',
        head: header,
        repeat: '2026-01-01T00:00:00.000Z,12.5,80\r\n',
        inflatedBytes: 480 * MiB,
      },
    ]);
    const { result, rssGrowth } = await watched(() => readAll(path));
    expect(result).toBeInstanceOf(PackageFormatError);
    expect((result as Error).message).toBe(
      'samples/2026-01-01.csv inflates to 480 MiB; a file in a package may hold at most 128 MiB',
    );
    expect(rssGrowth).toBeLessThan(64 * MiB);
  });

  it('an events.csv that lies about its size in the ZIP directory is stopped on the stream as it passes what it declared', async () => {
    const path = await pkg(
      { 'manifest.json': manifest(), 'variables.csv': variables, 'samples/2026-01-01.csv': oneDay },
      [
        {
          name: 'events.csv',
          head: csvLine([...eventColumns]),
          repeat: '2026-01-01T06:00:00.000Z,Departure,Oslo\r\n',
          inflatedBytes: 480 * MiB,
          declaredSize: 200_000,
        },
      ],
    );
    const { result, rssGrowth } = await watched(() => openPackage(path));
    expect(result).toBeInstanceOf(PackageFormatError);
    expect((result as Error).message).toBe(
      'events.csv inflates to more than the 200000 bytes the ZIP file declares for it; a file must inflate to exactly its declared size',
    );
    expect(rssGrowth).toBeLessThan(64 * MiB);
  });

  it('an entry that passes the size limit on the stream is refused with the limit, having held one chunk at a time', async () => {
    const limits: PackageLimits = {
      ...defaultPackageLimits,
      zip: { ...defaultPackageLimits.zip, maxEntryBytes: 8 * MiB },
    };
    const path = await pkg({ 'manifest.json': manifest(), 'variables.csv': variables }, [
      {
        name: 'samples/2026-01-01.csv',
        head: header,
        repeat: '2026-01-01T00:00:00.000Z,12.5,80\r\n',
        inflatedBytes: 300 * MiB,
        declaredSize: 4 * MiB,
      },
    ]);
    const { result, rssGrowth } = await watched(() => readAll(path, limits));
    expect(result).toBeInstanceOf(PackageFormatError);
    expect(rssGrowth).toBeLessThan(64 * MiB);
  });

  it('an entry that inflates more than 200 times its compressed size is refused as a likely zip bomb', async () => {
    const path = await pkg({ 'manifest.json': manifest(), 'variables.csv': variables }, [
      { name: 'samples/2026-01-01.csv', head: header, repeat: ' ', inflatedBytes: 20 * MiB },
    ]);
    expect(await reasonOf(readAll(path))).toMatch(
      /^samples\/2026-01-01\.csv inflates \d+ times its compressed size; a file may inflate at most 200 times \(a larger ratio is the mark of a zip bomb\)$/,
    );
  });

  it('a manifest.json over 1 MiB is refused', async () => {
    const path = await pkg({ 'variables.csv': variables }, [
      { name: 'manifest.json', repeat: ' ', inflatedBytes: 2 * MiB },
    ]);
    expect(await reasonOf(openPackage(path))).toBe(
      'manifest.json inflates to 2 MiB; a file in a package may hold at most 1 MiB',
    );
  });
});

describe('CSV limits', () => {
  it('a line longer than 64 KiB is refused naming the file and the limit', async () => {
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv': header + `2026-01-01T00:00:00.000Z,${'9'.repeat(70_000)},1\r\n`,
    });
    expect(await reasonOf(readAll(path))).toBe(
      'samples/2026-01-01.csv: a line is longer than 65536 characters; a line may hold at most 65536 characters',
    );
  });

  it('an events.csv of more than 100000 rows is refused, as a sample file of more rows than its limit', async () => {
    const events = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv': oneDay,
      'events.csv':
        csvLine([...eventColumns]) +
        Array.from({ length: 100_001 }, (_, i) =>
          csvLine([new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), 'Noon', `P${i}`]),
        ).join(''),
    });
    expect(await reasonOf(openPackage(events))).toBe(
      'events.csv: more than 100000 rows; a file may hold at most 100000 rows after its header',
    );

    const rows = Array.from({ length: 11 }, (_, i) =>
      csvLine([new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), 1, 2]),
    ).join('');
    const samples = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv': header + rows,
    });
    const limits = { ...defaultPackageLimits, csv: { ...defaultPackageLimits.csv, maxSampleRows: 10 } };
    expect(await reasonOf(readAll(samples, limits))).toBe(
      'samples/2026-01-01.csv: more than 10 rows; a sample file may hold at most 10 rows after its header',
    );
    limits.csv.maxSampleRows = 11;
    expect((await readAll(samples, limits)).days[0]!.timestampsMs).toHaveLength(11);
  });

  it('a sample file of more values than its limit (rows times columns) is refused', async () => {
    const rows = Array.from({ length: 6 }, (_, i) =>
      csvLine([new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), 1, 2]),
    ).join('');
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv': header + rows,
    });
    const limits = { ...defaultPackageLimits, csv: { ...defaultPackageLimits.csv, maxSampleValues: 10 } };
    expect(await reasonOf(readAll(path, limits))).toBe(
      'samples/2026-01-01.csv: more than 10 values; a sample file may hold at most 10 values (rows times variable columns)',
    );
  });

  it('a day of one sample a second for 20 variables is parsed chunk by chunk: the event loop turns hundreds of times meanwhile', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `V${i}`);
    const vars =
      csvLine([...variableColumns]) + ids.map((id) => csvLine([id, id, 'x', 'S', 1, 2, ''])).join('');
    const lines: string[] = [csvLine(['timestamp', ...ids])];
    const values = ids.map((_, i) => (i * 1.25).toFixed(2)).join(',');
    for (let s = 0; s < 86_400; s++)
      lines.push(`${new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString()},${values}\r\n`);
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': vars,
      'samples/2026-01-01.csv': lines.join(''),
    });
    const { result, turns } = await watched(() => readAll(path));
    const { days } = result as Awaited<ReturnType<typeof readAll>>;
    expect(days[0]!.timestampsMs).toHaveLength(86_400);
    expect(days[0]!.values[19]![86_399]).toBe(23.75);
    // About 16 MB of text: one turn per chunk read at least.
    expect(turns).toBeGreaterThan(200);
  });
});

describe('times carry their zone', () => {
  it('a sample time without a zone is refused with file, line and the rule', async () => {
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv':
        header + csvLine(['2026-01-01T00:00:00.000Z', 1, 2]) + csvLine(['2026-01-01T00:15:00.000', 1, 2]),
    });
    expect(await reasonOf(readAll(path))).toBe(
      'samples/2026-01-01.csv line 3: time 2026-01-01T00:15:00.000 has no zone; a time must carry its zone, e.g. Z or +02:00',
    );
  });

  it('an event time without a zone is refused with file, line and the rule', async () => {
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv': oneDay,
      'events.csv': csvLine([...eventColumns]) + csvLine(['05/04/2024 10:00', 'Departure', 'Oslo']),
    });
    expect(await reasonOf(openPackage(path))).toBe(
      'events.csv line 2: time 05/04/2024 10:00 has no zone; a time must carry its zone, e.g. Z or +02:00',
    );
  });

  it('Z and ±hh:mm are zones: the same instant whatever the server zone', async () => {
    const path = await pkg({
      'manifest.json': manifest(),
      'variables.csv': variables,
      'samples/2026-01-01.csv':
        header +
        csvLine(['2026-01-01T01:00:00.000Z', 1, 2]) +
        csvLine(['2026-01-01T03:30:00+02:00', 3, '']) +
        csvLine(['2026-01-01T01:45-00:30', '', 4]),
      'events.csv': csvLine([...eventColumns]) + csvLine(['2026-01-01T08:00:00+01:00', 'Arrival', 'Kiel']),
    });
    const read = await readAll(path);
    expect([...read.days[0]!.timestampsMs]).toEqual([
      Date.UTC(2026, 0, 1, 1),
      Date.UTC(2026, 0, 1, 1, 30),
      Date.UTC(2026, 0, 1, 2, 15),
    ]);
    expect(read.events).toEqual([{ atMs: Date.UTC(2026, 0, 1, 7), type: 'Arrival', port: 'Kiel' }]);
  });

  it('+0200, a zone name and a bare date are not zones', async () => {
    for (const time of ['2026-01-01T00:15:00+0200', '2026-01-01T00:15:00 UTC', '2026-01-01']) {
      const path = await pkg({
        'manifest.json': manifest(),
        'variables.csv': variables,
        'samples/2026-01-01.csv': oneDay,
        'events.csv': csvLine([...eventColumns]) + csvLine([time, 'Departure', 'Oslo']),
      });
      expect(await reasonOf(openPackage(path)), time).toMatch(
        /^events\.csv line 2: .*; a time must carry its zone, e\.g\. Z or \+02:00$/,
      );
    }
  });
});

describe('formatVersion', () => {
  it('formatVersion given as the text "1" is explained as such', async () => {
    const path = await pkg({ 'manifest.json': manifest({ formatVersion: '1' }), 'variables.csv': variables });
    expect(await reasonOf(openPackage(path))).toBe(
      'manifest.json: formatVersion must be the number 1, not the text "1"',
    );
  });
});
