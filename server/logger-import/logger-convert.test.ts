// The logger conversion's spill: rows in any order, across days, flushed to disk after every few
// samples or held until the end, give the same sorted days, counts, window and refusals.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoggerMapping } from '../../domain/contracts/logger-imports.ts';
import { previewLoggerCsv } from '../files/logger-csv.ts';
import { convertLoggerFile, LoggerMappingError, type ConvertedFile } from './logger-convert.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

const mapping: LoggerMapping = {
  sourceName: 'Bridge logger',
  timeColumn: 'Time',
  timeZone: 'UTC',
  shape: 'wide',
  long: null,
  sheetName: null,
  columns: [
    { source: 'STW', variable: 'Speed through water', taxon: null, unit: 'kn', densityKgPerM3: null },
    { source: 'Power', variable: 'Shaft power', taxon: null, unit: 'MW', densityKgPerM3: null },
  ],
};

async function convert(
  text: string,
  bufferValues?: number,
  using: LoggerMapping = mapping,
): Promise<ConvertedFile & { spilled: string[] }> {
  const spillDir = await mkdtemp(join(tmpdir(), 'wakeline-convert-test-'));
  folders.push(spillDir);
  const open = () => Readable.from([Buffer.from(text)]);
  const preview = await previewLoggerCsv(open);
  const converted = await convertLoggerFile(open, preview, using, 'log.csv', {
    spillDir,
    ...(bufferValues ? { bufferValues } : {}),
  });
  return { ...converted, spilled: await readdir(spillDir) };
}

const hour = (h: number) => new Date(Date.UTC(2026, 0, 10, h)).toISOString().slice(0, 16).replace('T', ' ');

describe('logger conversion through the day spill', () => {
  it('rows out of order across two days come back sorted per day, the window and counts from all of them', async () => {
    // Hours 20..27 (two UTC days), written newest first; hour 22 again on the last line.
    const lines = ['Time;STW;Power'];
    for (let h = 27; h >= 20; h--) lines.push(`${hour(h)};${12 + h / 10};${(h / 4).toFixed(2)}`);
    lines.push(`${hour(22)};99;`);
    const converted = await convert(`${lines.join('\n')}\n`, 10);
    expect(converted.days).toEqual(['2026-01-10', '2026-01-11']);
    expect(converted.spilled.filter((n) => n.endsWith('.raw'))).toHaveLength(2);
    const first = await converted.readDay('2026-01-10');
    expect([...first.timesMs]).toEqual([20, 21, 22, 23].map((h) => Date.UTC(2026, 0, 10, h)));
    // The earlier line's value at 22:00 is kept (12 + 2.2 kn), in the stored unit (kn).
    expect(first.values[2 * 2]).toBeCloseTo(14.2, 9);
    expect(first.values[2 * 2 + 1]).toBeCloseTo(5.5 * 1000, 6);
    const second = await converted.readDay('2026-01-11');
    expect(second.timesMs).toHaveLength(4);
    expect(converted.dryRun).toMatchObject({
      rowCount: 9,
      sampleCount: 16,
      cellsRefused: 1,
      sampleWindowMinutes: 60,
      firstSampleAt: '2026-01-10T20:00:00.000Z',
      lastSampleAt: '2026-01-11T03:00:00.000Z',
      refusals: [{ line: 10, column: 'STW', value: '99', rule: 'time-repeated' }],
    });
  });

  it('the result does not depend on how often the spill is written out', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 24 * 6 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 5, max: 50 }),
        async (slots, repeatCount, bufferValues) => {
          const at = (slot: number) =>
            new Date(Date.UTC(2026, 0, 10) + slot * 30 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
          const lines = ['Time;STW;Power'];
          for (const slot of slots) lines.push(`${at(slot)};${slot % 17};${slot / 100}`);
          for (const slot of slots.slice(0, repeatCount)) lines.push(`${at(slot)};1;`);
          const text = `${lines.join('\n')}\n`;
          const small = await convert(text, bufferValues);
          const whole = await convert(text);
          expect(small.dryRun).toEqual(whole.dryRun);
          expect(small.days).toEqual(whole.days);
          for (const day of whole.days) {
            const a = await small.readDay(day);
            const b = await whole.readDay(day);
            expect([...a.timesMs]).toEqual([...b.timesMs]);
            expect([...a.values]).toEqual([...b.values]);
          }
          expect(whole.dryRun.sampleCount).toBe(slots.length * 2);
          expect(whole.dryRun.cellsRefused).toBe(Math.min(repeatCount, slots.length));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a column mapped to a taxon by its own name is stored under the taxon’s variable name, which the long trends find', async () => {
    const byTaxon = (variable: string): LoggerMapping => ({
      ...mapping,
      columns: [
        {
          source: 'STW',
          variable,
          taxon: 'Navigation:Speed through water',
          unit: 'km/h',
          densityKgPerM3: null,
        },
        mapping.columns[1]!,
      ],
    });
    const text = `Time;STW;Power\n${hour(1)};22,224;8\n${hour(2)};22,224;8\n`;
    const converted = await convert(text, undefined, byTaxon('Navigation:Speed through water'));
    expect(converted.variables.map((v) => [v.variable, v.storedUnit])).toEqual([
      ['Speed through water', 'kn'],
      ['Shaft power', 'kW'],
    ]);
    expect(converted.dryRun.variables.map((v) => v.variable)).toEqual(['Speed through water', 'Shaft power']);
    // A name of the user's own is kept as it is.
    const own = await convert(text, undefined, byTaxon('Doppler log'));
    expect(own.variables[0]!.variable).toBe('Doppler log');
    // The taxon's name and its variable name are one log variable: two columns cannot both go there.
    const twice: LoggerMapping = {
      ...mapping,
      columns: [
        byTaxon('Navigation:Speed through water').columns[0]!,
        { ...mapping.columns[0]!, source: 'Power' },
      ],
    };
    await expect(convert(text, undefined, twice)).rejects.toThrow(LoggerMappingError);
  });
});
