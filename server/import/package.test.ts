import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PackageManifestSchema,
  PackageVariableSchema,
  parseCsv,
  variableColumns,
} from '../../domain/import-package/format.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simVariables } from '../../domain/sim/simulate.ts';
import { writeSimulatedPackage } from './package-writer.ts';
import { ZipFormatError, ZipReader } from './zip-reader.ts';

const dir = mkdtempSync(join(tmpdir(), 'wakeline-package-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fromMs = Date.UTC(2026, 0, 1);

async function readPackage(path: string) {
  const zip = await ZipReader.open(path);
  try {
    const manifest = v.parse(
      PackageManifestSchema,
      JSON.parse((await zip.read(zip.find('manifest.json')!)).toString()),
    );
    const [header, ...variableRows] = parseCsv((await zip.read(zip.find('variables.csv')!)).toString());
    const samples: string[][] = [];
    for (const file of manifest.sampleFiles) {
      const [, ...rows] = parseCsv((await zip.read(zip.find(file)!)).toString());
      samples.push(...rows);
    }
    return { manifest, header, variableRows, samples };
  } finally {
    await zip.close();
  }
}

describe('vessel data package (docs/import-format.md)', () => {
  it('round-trips a simulated package through the ZIP writer and reader with a valid manifest', async () => {
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
    const pkg = await readPackage(outPath);
    expect(pkg.manifest.imoNumber).toBe('9300001');
    expect(pkg.manifest.sampleFiles).toEqual([
      'samples/2026-01-01.csv',
      'samples/2026-01-02.csv',
      'samples/2026-01-03.csv',
    ]);
    expect(pkg.header).toEqual([...variableColumns]);
    expect(pkg.variableRows.map((row) => row[0])).toEqual(simVariables.map((variable) => variable.id));
    for (const row of pkg.variableRows) {
      const [id, name, unit, system, window, precision, description] = row;
      v.parse(PackageVariableSchema, {
        id,
        name,
        unit,
        system,
        sampleWindowSeconds: Number(window),
        precision: Number(precision),
        description,
      });
    }
    // Two days at 15 minutes and the last day at one minute.
    expect(summary.rowCount).toBe(2 * 96 + 1440);
    expect(pkg.samples).toHaveLength(summary.rowCount);
    const filled = pkg.samples.reduce((n, row) => n + row.slice(1).filter((cell) => cell !== '').length, 0);
    expect(filled).toBe(summary.sampleCount);
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
      return (await readPackage(outPath)).samples;
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
    await expect(ZipReader.open(truncated)).rejects.toThrow(ZipFormatError);

    const corrupted = join(dir, 'corrupted.zip');
    const copy = Buffer.from(bytes);
    copy[60] = copy[60]! ^ 0xff; // inside the first entry's compressed data
    writeFileSync(corrupted, copy);
    const zip = await ZipReader.open(corrupted);
    await expect(zip.read(zip.entries[0]!)).rejects.toThrow(/cannot be inflated|CRC-32/);
    await zip.close();
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
    const { samples } = await readPackage(outPath);
    const col = (id: string) => 1 + simVariables.findIndex((variable) => variable.id === id);
    const atSea = samples.filter(
      (row) => Number(row[col('ShaftPower')]) > 1000 && row[col('MEFuelMassFlow')] !== '',
    );
    expect(atSea.length).toBeGreaterThan(96 * 10);
    const medianOf = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    // A 9.5 MW bulk carrier at 55-85 % MCR: roughly 20 to 35 tonnes of fuel per day and 11 to 16 knots.
    const fuelTonnesPerDay = (medianOf(atSea.map((row) => Number(row[col('MEFuelMassFlow')]))) * 24) / 1000;
    expect(fuelTonnesPerDay).toBeGreaterThan(18);
    expect(fuelTonnesPerDay).toBeLessThan(36);
    const stw = medianOf(atSea.map((row) => Number(row[col('STW')])).filter(Number.isFinite));
    expect(stw).toBeGreaterThan(10.5);
    expect(stw).toBeLessThan(16.5);
  });
});
