import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LoggerCsvError,
  defaultLoggerCsvLimits,
  loggerRows,
  parseLoggerNumber,
  previewLoggerCsv,
  sniffDialect,
  type CsvSeparator,
  type OpenLoggerFile,
} from './logger-csv.ts';

/** Opens the text again each time, in chunks of `chunk` bytes (a multibyte character may be split). */
const fromText =
  (text: string | Buffer, chunk = 64 * 1024): OpenLoggerFile =>
  () => {
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    const parts: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += chunk) parts.push(bytes.subarray(at, at + chunk));
    return Readable.from(parts);
  };

async function allRows(open: OpenLoggerFile, limits = defaultLoggerCsvLimits) {
  const preview = await previewLoggerCsv(open, limits);
  const rows = [];
  for await (const row of loggerRows(open, preview, limits)) rows.push(row);
  return { preview, rows };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoggerCsvError);
  return (error as LoggerCsvError).message;
};

describe('detecting the dialect', () => {
  it.each<[string, Partial<ReturnType<typeof sniffDialect>>]>([
    [
      'time,STW,SOG\n2024-05-02T00:00Z,12.5,12.7\n',
      { separator: ',', decimalComma: false, bom: false, lineBreak: '\n' },
    ],
    [
      'time;STW;SOG\r\n02.05.2024 00:00;12,5;12,7\r\n',
      { separator: ';', decimalComma: true, lineBreak: '\r\n' },
    ],
    ['time;STW;SOG\n2024-05-02 00:00;12.5;12.7\n', { separator: ';', decimalComma: false }],
    ['time\tSTW\tSOG\n2024-05-02 00:00\t12,5\t12,7\n', { separator: '\t', decimalComma: true }],
    ['\uFEFFtime,STW\n2024-05-02T00:00Z,12.5\n', { bom: true, separator: ',' }],
    ['"time","Speed, log","SOG"\n"2024-05-02T00:00Z","12.5","12.7"\n', { separator: ',', quoted: true }],
    [
      'Export of vessel A, all sensors\ntime;STW;SOG;ME power\n02.05.2024 00:00;12,5;12,7;5000\n02.05.2024 00:15;12,6;12,8;5010\n',
      { separator: ';', decimalComma: true },
    ],
  ])('%j', (head, expected) => {
    expect(sniffDialect(head)).toMatchObject(expected);
  });

  it('reads numbers with a point, or with a comma in a decimal-comma file', () => {
    expect(parseLoggerNumber('12.5', false)).toBe(12.5);
    expect(parseLoggerNumber(' -3e2 ', false)).toBe(-300);
    expect(parseLoggerNumber('12,5', true)).toBe(12.5);
    expect(parseLoggerNumber('', true)).toBeNull();
    expect(parseLoggerNumber('12,5', false)).toBeNaN();
    expect(parseLoggerNumber('1.234,5', true)).toBeNaN();
    expect(parseLoggerNumber('n/a', false)).toBeNaN();
  });
});

describe('previewing a logger export', () => {
  it('finds the header below title and comment lines, and a wide shape with a 15-minute window', async () => {
    const text = [
      'Vessel data export',
      '# exported by the logger',
      'Vessel: Nordic Star, IMO 9300001',
      '',
      'Timestamp (UTC),STW [kn],ME shaft power (kW),Draft fwd',
      '2024-05-02T00:00:00Z,12.5,5000,8.1',
      '2024-05-02T00:15:00Z,12.6,5010,8.1',
      '2024-05-02T00:30:00Z,12.7,,8.2',
      '2024-05-02T00:45:00Z,12.7,5030,8.2',
    ].join('\n');
    const { preview, rows } = await allRows(fromText(text));
    expect(preview).toMatchObject({
      headerLine: 5,
      header: ['Timestamp (UTC)', 'STW [kn]', 'ME shaft power (kW)', 'Draft fwd'],
      units: null,
      shape: { kind: 'wide', timeColumn: 0, valueColumns: [1, 2, 3] },
      timeFormat: 'iso-zoned',
      timeNeedsZone: false,
      sampleWindowMinutes: 15,
    });
    expect(preview.rows).toHaveLength(4);
    expect(rows.map((r) => r.line)).toEqual([6, 7, 8, 9]);
    expect(rows[2]).toEqual({
      line: 8,
      time: '2024-05-02T00:30:00Z',
      cells: ['2024-05-02T00:30:00Z', '12.7', '', '8.2'],
    });
  });

  it('reads a semicolon, decimal-comma export with DD.MM.YYYY times and a CRLF, and says it needs a zone', async () => {
    const text =
      '\uFEFFDatum;Zeit UTC;Fahrt;Leistung\r\nx;02.05.2024 00:00;12,5;5000\r\ny;02.05.2024 01:00;12,6;5010\r\nz;02.05.2024 02:00;12,6;5020\r\n';
    const { preview, rows } = await allRows(fromText(text));
    expect(preview.dialect).toMatchObject({
      bom: true,
      separator: ';',
      decimalComma: true,
      lineBreak: '\r\n',
    });
    expect(preview).toMatchObject({
      headerLine: 1,
      timeFormat: 'dmy-dot',
      timeNeedsZone: true,
      sampleWindowMinutes: 60,
    });
    expect(preview.header[0]).toBe('Datum');
    expect(preview.shape).toEqual({ kind: 'wide', timeColumn: 1, valueColumns: [0, 2, 3] });
    expect(rows.map((r) => r.time)).toEqual(['02.05.2024 00:00', '02.05.2024 01:00', '02.05.2024 02:00']);
  });

  it('tells a long export (time, name, value, unit) from a wide one', async () => {
    const text =
      'time,tag,value,unit\n2024-05-02 00:00:00,STW,12.5,kn\n2024-05-02 00:00:00,ME power,5000,kW\n2024-05-02 00:30:00,STW,12.6,kn\n2024-05-02 00:30:00,ME power,5010,kW\n';
    const { preview, rows } = await allRows(fromText(text));
    expect(preview.shape).toEqual({
      kind: 'long',
      timeColumn: 0,
      nameColumn: 1,
      valueColumn: 2,
      unitColumn: 3,
    });
    expect(preview).toMatchObject({ timeFormat: 'iso-local', timeNeedsZone: true, sampleWindowMinutes: 30 });
    expect(rows).toHaveLength(4);
  });

  it('keeps a row of units under the header as the units, not as data', async () => {
    const text =
      'Time;STW;Power;Fuel\n;kn;kW;kg/h\n02/05/2024 00:00;12,5;5000;980,5\n02/05/2024 00:10;12,5;5000;981\n';
    const { preview, rows } = await allRows(fromText(text));
    expect(preview).toMatchObject({
      headerLine: 1,
      units: ['', 'kn', 'kW', 'kg/h'],
      timeFormat: 'dmy-slash',
      sampleWindowMinutes: 10,
    });
    expect(rows.map((r) => r.line)).toEqual([3, 4]);
  });

  it('reads Excel date numbers under a time header, and not a column of kW as dates', async () => {
    const text = 'Time,Power\n45414.0000000,45000\n45414.0069444,45010\n45414.0138889,45020\n';
    const { preview } = await allRows(fromText(text));
    expect(preview).toMatchObject({
      timeFormat: 'excel-serial',
      shape: { timeColumn: 0 },
      sampleWindowMinutes: 10,
    });
  });

  it('reads quoted fields with separators, quotes and line breaks; the line is where the row ends', async () => {
    const text =
      'time,comment,STW\n2024-05-02T00:00Z,"calm, ""good"" sea",12.5\n2024-05-02T00:15Z,"two\nlines",12.6\n2024-05-02T00:30Z,,12.7\n';
    const { rows } = await allRows(fromText(text));
    expect(rows.map((r) => [r.line, r.cells[1]])).toEqual([
      [2, 'calm, "good" sea'],
      [4, 'two\nlines'],
      [5, ''],
    ]);
  });

  it('a date in a title line is not taken for the first row of data', async () => {
    const text = 'Exported;02.05.2024 10:00\ntime;STW\n02.05.2024 00:00;12,5\n02.05.2024 00:15;12,6\n';
    const { preview } = await allRows(fromText(text));
    expect(preview).toMatchObject({ headerLine: 2, header: ['time', 'STW'] });
  });
});

describe('refusing files in plain words', () => {
  const small = {
    ...defaultLoggerCsvLimits,
    maxLineChars: 200,
    maxRows: 3,
    maxColumns: 3,
    headerSearchLines: 5,
  };
  const good = 'time,STW\n2024-05-02T00:00Z,12.5\n2024-05-02T00:15Z,12.6\n';

  it('a file without a header row', async () => {
    expect(
      await refusal(previewLoggerCsv(fromText('2024-05-02T00:00Z,12.5\n2024-05-02T00:15Z,12.6\n'))),
    ).toBe(
      'Line 1 already holds data; the file needs a header row naming its columns above the first row of data.',
    );
  });

  it('a file without times', async () => {
    expect(await refusal(previewLoggerCsv(fromText('a,b\n1,2\n3,4\n'), small))).toMatch(
      /^No time column was found in the first 3 lines/,
    );
    expect(await refusal(previewLoggerCsv(fromText('a,b\n' + '1,2\n'.repeat(20)), small))).toMatch(
      /^No time column was found in the first 5 lines/,
    );
  });

  it('an empty file, a file of empty lines, and UTF-16 text', async () => {
    expect(await refusal(previewLoggerCsv(fromText('')))).toBe('The file has no rows.');
    expect(await refusal(previewLoggerCsv(fromText('\n\n \n')))).toBe('The file has no rows.');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(good, 'utf16le')]);
    expect(await refusal(previewLoggerCsv(fromText(utf16)))).toBe(
      'The file is UTF-16 text; save it as CSV UTF-8 and upload it again.',
    );
  });

  it('too many columns, a line too long, too many rows, a row wider than the header', async () => {
    expect(
      await refusal(
        previewLoggerCsv(fromText('time,a,b,c\n2024-05-02T00:00Z,1,2,3\n2024-05-02T00:15Z,1,2,3\n'), small),
      ),
    ).toBe('The header on line 1 has 4 columns; a file may have at most 3 columns.');
    expect(await refusal(allRows(fromText(`${good}2024-05-02T00:30Z,${'9'.repeat(300)}\n`), small))).toBe(
      'Line 4 is longer than 200 characters; a line may hold at most 200 characters.',
    );
    expect(await refusal(allRows(fromText(`${good}2024-05-02T00:30Z,1\n2024-05-02T00:45Z,1\n`), small))).toBe(
      'The file has more than 3 rows; a file may hold at most 3 rows after its header.',
    );
    expect(await refusal(allRows(fromText(`${good}2024-05-02T00:30Z,1,2\n`)))).toBe(
      'Line 4 has 3 values but the header has 2 columns; each row may have at most one value per column.',
    );
  });
});

describe('dialect properties: whatever the dialect, the cells come back as written', () => {
  const text = fc
    .string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '\t', '"', '\n', '\r\n', 'é', '°', '€', 'x'),
      minLength: 1,
      maxLength: 12,
    })
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('#') && !/\r(?!\n)/.test(s));
  const number = fc.double({ min: -1e5, max: 1e5, noNaN: true }).map((x) => Math.round(x * 1000) / 1000 + 0);
  const table = fc.record({
    separator: fc.constantFrom<CsvSeparator>(',', ';', '\t'),
    bom: fc.boolean(),
    crlf: fc.boolean(),
    quoteAll: fc.boolean(),
    chunk: fc.integer({ min: 1, max: 64 }),
    textColumns: fc.integer({ min: 0, max: 2 }),
    rows: fc.array(
      fc.tuple(
        fc.array(number, { minLength: 2, maxLength: 2 }),
        fc.array(text, { minLength: 2, maxLength: 2 }),
      ),
      { minLength: 2, maxLength: 8 },
    ),
  });

  it('separator, BOM, CRLF, quoting and decimal comma round-trip through preview and rows', async () => {
    await fc.assert(
      fc.asyncProperty(table, async (t) => {
        const decimalComma = t.separator !== ',';
        const eol = t.crlf ? '\r\n' : '\n';
        const field = (value: string) =>
          t.quoteAll || /[",;\t\n\r]/.test(value) || value.includes(t.separator)
            ? `"${value.replace(/"/g, '""')}"`
            : value;
        const start = Date.UTC(2024, 4, 2);
        const header = ['time', 'STW', 'Power', 'Note 1', 'Note 2'].slice(0, 3 + t.textColumns);
        const written = t.rows.map(([numbers, texts], i) => [
          new Date(start + i * 600_000).toISOString(),
          ...numbers.map((n) => (decimalComma ? String(n).replace('.', ',') : String(n))),
          ...texts.slice(0, t.textColumns),
        ]);
        const body = [header, ...written].map((cells) => cells.map(field).join(t.separator)).join(eol) + eol;
        const { preview, rows } = await allRows(fromText((t.bom ? '\uFEFF' : '') + body, t.chunk));
        expect(preview.dialect.separator).toBe(t.separator);
        expect(preview.dialect.bom).toBe(t.bom);
        expect(preview.header).toEqual(header);
        expect(preview.sampleWindowMinutes).toBe(10);
        expect(rows.map((r) => r.cells)).toEqual(
          written.map((cells) => {
            const trimmed = [...cells];
            while (trimmed.at(-1) === '') trimmed.pop();
            return trimmed;
          }),
        );
        t.rows.forEach(([numbers], i) => {
          numbers.forEach((n, j) =>
            expect(parseLoggerNumber(rows[i]!.cells[1 + j]!, preview.dialect.decimalComma)).toBe(n),
          );
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('a large export streams through', () => {
  it('a 128 MB generated CSV is read row by row with bounded memory', { timeout: 600_000 }, async () => {
    // Held whole, its 2 million rows of five cells would take several times the file's size.
    const targetBytes = 128 * 1024 * 1024;
    const line = (i: number) =>
      `${new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString()};${(12 + (i % 100) / 100).toFixed(2).replace('.', ',')};${5000 + (i % 977)};${(980 + (i % 13)).toString()},5;${(8 + (i % 7) / 10).toFixed(1).replace('.', ',')}\n`;
    const open: OpenLoggerFile = () =>
      Readable.from(
        (function* () {
          yield Buffer.from('Logger export\ntime;STW;ME power;ME FO flow;Draft fwd\n');
          let bytes = 0;
          let i = 0;
          while (bytes < targetBytes) {
            let chunk = '';
            while (chunk.length < 256 * 1024) chunk += line(i++);
            bytes += chunk.length;
            yield Buffer.from(chunk);
          }
        })(),
      );
    const preview = await previewLoggerCsv(open);
    expect(preview).toMatchObject({
      headerLine: 2,
      sampleWindowMinutes: 1 / 60,
      dialect: { separator: ';', decimalComma: true },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    let count = 0;
    let bytes = 0;
    for await (const row of loggerRows(open, preview)) {
      count++;
      bytes += row.cells.join(';').length + 1;
      if (count % 100_000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(bytes).toBeGreaterThanOrEqual(targetBytes - 64);
    expect(count).toBeGreaterThan(2_000_000);
    // Below the file's 128 MB: the rows are never held.
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    console.info(
      `128 MB logger CSV: ${count} rows, resident memory grew by ${Math.round((peak - before) / 1048576)} MB`,
    );
  });
});
