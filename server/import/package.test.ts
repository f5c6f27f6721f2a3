import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csvLine, variableColumns } from '../../domain/import-package/format.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simVariables } from '../../domain/sim/simulate.ts';
import { openPackage, PackageFormatError, type DayBatch } from './package-reader.ts';
import { writeSimulatedPackage } from './package-writer.ts';
import { ZipWriter } from './zip-writer.ts';
import { testManifest } from './test-package-manifest.ts';

const dir = mkdtempSync(join(tmpdir(), 'wakeline-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fromMs = Date.UTC(2026, 0, 1);

async function readAll(path: string) {
  const pkg = await openPackage(path);
  const days: DayBatch[] = [];
  try {
    for await (const day of pkg.days()) days.push(day);
  } finally {
    await pkg.close();
  }
  return { ...pkg, days };
}

const manifest = testManifest;
const variables =
  csvLine([...variableColumns]) + csvLine(['SOG', 'Speed over ground', 'knot', 'GPS', 900, 2, '']);

async function handMade(name: string, entries: Record<string, string>): Promise<string> {
  const path = join(dir, name);
  const zip = await ZipWriter.create(path);
  for (const [file, content] of Object.entries(entries)) await zip.addFile(file, content);
  await zip.close();
  return path;
}

describe('vessel data package (docs/import-format.md)', () => {
  it('round-trips a simulated package: manifest, variables, events and every sample', async () => {
    const outPath = join(dir, 'three-days.zip');
    const summary = await writeSimulatedPackage({
      vessel: presetVessel('9300001', 'bulk_carrier'),
      fromMs,
      days: 3,
      stepMinutes: 15,
      fineDays: 1,
      seed: 7,
      outPath,
    });
    const pkg = await readAll(outPath);
    expect(pkg.manifest.imoNumber).toBe('9300001');
    expect(pkg.manifest.sampleFiles).toEqual([
      'samples/2026-01-01.csv',
      'samples/2026-01-02.csv',
      'samples/2026-01-03.csv',
    ]);
    expect(pkg.variables.map((variable) => variable.id)).toEqual(simVariables.map((variable) => variable.id));
    expect(pkg.events.every((event) => ['Departure', 'Arrival'].includes(event.type))).toBe(true);
    // Two days at 15 minutes and the last day at one minute.
    const rows = pkg.days.reduce((n, day) => n + day.timestampsMs.length, 0);
    expect(rows).toBe(2 * 96 + 1440);
    expect(rows).toBe(summary.rowCount);
    const samples = pkg.days.reduce(
      (n, day) => n + day.values.reduce((m, column) => m + column.filter(Number.isFinite).length, 0),
      0,
    );
    expect(samples).toBe(summary.sampleCount);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const write = async (name: string, seed: number) => {
      const outPath = join(dir, name);
      await writeSimulatedPackage({
        vessel: presetVessel('9300001', 'tanker'),
        fromMs,
        days: 2,
        stepMinutes: 15,
        seed,
        outPath,
      });
      return (await readAll(outPath)).days.map((day) => day.values.map((column) => [...column]));
    };
    const a = await write('a.zip', 1);
    expect(await write('b.zip', 1)).toEqual(a);
    expect(await write('c.zip', 2)).not.toEqual(a);
  });

  it('rejects a truncated package and a corrupted entry with a clear reason', async () => {
    const outPath = join(dir, 'good.zip');
    await writeSimulatedPackage({
      vessel: presetVessel('9300001', 'ro_ro_cargo'),
      fromMs,
      days: 1,
      stepMinutes: 15,
      outPath,
    });
    const bytes = readFileSync(outPath);

    const truncated = join(dir, 'truncated.zip');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 30));
    await expect(openPackage(truncated)).rejects.toThrow(PackageFormatError);

    const corrupted = join(dir, 'corrupted.zip');
    const copy = Buffer.from(bytes);
    copy[60] = copy[60]! ^ 0xff; // inside the first sample file's compressed data
    writeFileSync(corrupted, copy);
    await expect(readAll(corrupted)).rejects.toThrow(/cannot be inflated|CRC-32/);
  });

  it('rejects bad manifests, unknown format versions, unknown columns and bad rows, naming the place', async () => {
    const day = (body: string) => csvLine(['timestamp', 'SOG']) + body;
    const cases: [string, Record<string, string>, RegExp][] = [
      ['no-manifest', { 'variables.csv': variables }, /manifest.json is missing/],
      ['bad-json', { 'manifest.json': '{', 'variables.csv': variables }, /not valid JSON/],
      [
        'version',
        { 'manifest.json': manifest({ formatVersion: 2 }), 'variables.csv': variables },
        /formatVersion 2 is not supported/,
      ],
      [
        'imo',
        { 'manifest.json': manifest({ imoNumber: '12345678' }), 'variables.csv': variables },
        /imoNumber/,
      ],
      [
        'missing-day',
        { 'manifest.json': manifest(), 'variables.csv': variables },
        /samples\/2026-01-01.csv is listed in manifest.json but missing/,
      ],
      [
        'unknown-column',
        {
          'manifest.json': manifest(),
          'variables.csv': variables,
          'samples/2026-01-01.csv': csvLine(['timestamp', 'RPM']),
        },
        /column RPM is not in variables.csv/,
      ],
      [
        'not-a-number',
        {
          'manifest.json': manifest(),
          'variables.csv': variables,
          'samples/2026-01-01.csv': day(csvLine(['2026-01-01T00:00:00.000Z', 'fast'])),
        },
        /line 2: SOG value 'fast' is not a number/,
      ],
      [
        'descending',
        {
          'manifest.json': manifest(),
          'variables.csv': variables,
          'samples/2026-01-01.csv': day(
            csvLine(['2026-01-01T01:00:00.000Z', 1]) + csvLine(['2026-01-01T00:00:00.000Z', 2]),
          ),
        },
        /line 3: timestamps must ascend/,
      ],
      [
        'wrong-day',
        {
          'manifest.json': manifest(),
          'variables.csv': variables,
          'samples/2026-01-01.csv': day(csvLine(['2026-01-05T00:00:00.000Z', 1])),
        },
        /is not an instant of 2026-01-01/,
      ],
    ];
    for (const [name, entries, reason] of cases) {
      const path = await handMade(`${name}.zip`, entries);
      await expect(readAll(path), name).rejects.toThrow(reason);
    }
  });
});

describe('simulated physics', () => {
  it('burns a plausible amount of fuel per sea day and reports sea speeds in the class range', async () => {
    const outPath = join(dir, 'month.zip');
    await writeSimulatedPackage({
      vessel: presetVessel('9300001', 'bulk_carrier'),
      fromMs,
      days: 30,
      stepMinutes: 15,
      seed: 3,
      outPath,
    });
    const { days } = await readAll(outPath);
    const column = (day: DayBatch, id: string) => day.values[day.variableIds.indexOf(id)]!;
    const fuel: number[] = [];
    const stw: number[] = [];
    for (const day of days) {
      const power = column(day, 'ShaftPower');
      for (let i = 0; i < power.length; i++) {
        if (!(power[i]! > 1000)) continue;
        fuel.push(column(day, 'MEFuelMassFlow')[i]!);
        stw.push(column(day, 'STW')[i]!);
      }
    }
    expect(fuel.length).toBeGreaterThan(96 * 10);
    const median = (values: number[]) =>
      values.filter(Number.isFinite).sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    // A 9.5 MW bulk carrier at 55-85 % MCR: roughly 20 to 35 tonnes of fuel per day and 11 to 16 knots.
    const fuelTonnesPerDay = (median(fuel) * 24) / 1000;
    expect(fuelTonnesPerDay).toBeGreaterThan(18);
    expect(fuelTonnesPerDay).toBeLessThan(36);
    expect(median(stw)).toBeGreaterThan(10.5);
    expect(median(stw)).toBeLessThan(16.5);
  });
});
