import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectTimeFormat,
  parseLoggerTime,
  timeFormatNeedsZone,
  zoneProblem,
  type TimeFormat,
} from './logger-times.ts';

const utc = (iso: string) => Date.parse(iso);

describe('reading logger times', () => {
  it.each<[string, TimeFormat, string | undefined, string]>([
    ['2024-05-02T00:15:00Z', 'iso-zoned', undefined, '2024-05-02T00:15:00Z'],
    ['2024-05-02T02:15:00+02:00', 'iso-zoned', undefined, '2024-05-02T00:15:00Z'],
    ['2024-05-02 02:15:00.250+0200', 'iso-zoned', undefined, '2024-05-02T00:15:00.250Z'],
    ['2024-05-01T20:15-04:00', 'iso-zoned', undefined, '2024-05-02T00:15:00Z'],
    ['2024-05-02T00:15:00', 'iso-local', 'UTC', '2024-05-02T00:15:00Z'],
    ['2024-05-02 02:15:00', 'iso-local', '+02:00', '2024-05-02T00:15:00Z'],
    ['2024-05-02 02:15', 'iso-local', 'Europe/Oslo', '2024-05-02T00:15:00Z'],
    ['2024-01-02 01:15:00', 'iso-local', 'Europe/Oslo', '2024-01-02T00:15:00Z'],
    ['2024-01-02 08:15:00', 'iso-local', 'Asia/Singapore', '2024-01-02T00:15:00Z'],
    ['02.05.2024 02:15', 'dmy-dot', 'Europe/Berlin', '2024-05-02T00:15:00Z'],
    ['2.5.2024 0:15:30', 'dmy-dot', 'UTC', '2024-05-02T00:15:30Z'],
    ['02/05/2024 00:15', 'dmy-slash', 'UTC', '2024-05-02T00:15:00Z'],
    ['31/12/2024 23:59:59', 'dmy-slash', '-05:00', '2025-01-01T04:59:59Z'],
    ['45414.0104166667', 'excel-serial', 'UTC', '2024-05-02T00:15:00Z'],
    ['45414,5', 'excel-serial', '+02:00', '2024-05-02T10:00:00Z'],
    ['45414', 'excel-serial', 'UTC', '2024-05-02T00:00:00Z'],
  ])('%s (%s, zone %s) is %s', (text, format, zone, expected) => {
    expect(parseLoggerTime(text, format, zone)).toBe(utc(expected));
  });

  it.each<[string, TimeFormat, string | undefined]>([
    ['2024-05-02T00:15:00', 'iso-local', undefined],
    ['2024-05-02T00:15:00', 'iso-zoned', undefined],
    ['2024-05-02 00:15', 'iso-local', 'Mars/Olympus'],
    ['2024-02-30 00:15', 'iso-local', 'UTC'],
    ['2024-05-02 24:00', 'iso-local', 'UTC'],
    ['13/13/2024 00:15', 'dmy-slash', 'UTC'],
    ['05/13/2024 00:15', 'dmy-slash', 'UTC'],
    ['2024-05-02', 'iso-local', 'UTC'],
    ['5684', 'excel-serial', 'UTC'],
    ['2024-05-02T00:15:00+15:00', 'iso-zoned', undefined],
    ['', 'iso-zoned', undefined],
  ])('%s (%s, zone %s) is refused', (text, format, zone) => {
    expect(parseLoggerTime(text, format, zone)).toBeNull();
  });

  it('in the hour the clock skips, the offset before the change is used; in the hour it repeats, the first', () => {
    // Europe/Oslo: 2024-03-31 02:00 → 03:00; 2024-10-27 03:00 → 02:00.
    expect(parseLoggerTime('2024-03-31 02:30', 'iso-local', 'Europe/Oslo')).toBe(utc('2024-03-31T01:30:00Z'));
    expect(parseLoggerTime('2024-03-31 03:30', 'iso-local', 'Europe/Oslo')).toBe(utc('2024-03-31T01:30:00Z'));
    expect(parseLoggerTime('2024-10-27 02:30', 'iso-local', 'Europe/Oslo')).toBe(utc('2024-10-27T00:30:00Z'));
    expect(parseLoggerTime('2024-10-27 03:30', 'iso-local', 'Europe/Oslo')).toBe(utc('2024-10-27T02:30:00Z'));
  });

  it('a change a minute past the hour is read to the minute (America/Goose_Bay until 2011)', () => {
    // 1990-04-01 at 04:01 UTC (00:01 local) the clock went from UTC-4 to UTC-3.
    expect(parseLoggerTime('1990-04-01 00:00', 'iso-local', 'America/Goose_Bay')).toBe(
      utc('1990-04-01T04:00:00Z'),
    );
    expect(parseLoggerTime('1990-04-01 01:05', 'iso-local', 'America/Goose_Bay')).toBe(
      utc('1990-04-01T04:05:00Z'),
    );
    // Read again after the hour has been read (and kept or not), the answers do not change.
    expect(parseLoggerTime('1990-04-01 00:00', 'iso-local', 'America/Goose_Bay')).toBe(
      utc('1990-04-01T04:00:00Z'),
    );
  });

  it('a wall-clock time written in a zone reads back as the same instant (the earlier one in a repeated hour)', () => {
    const wallText = (instant: number, zone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
          .formatToParts(new Date(instant))
          .map((p) => [p.type, p.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const zones = [
      'UTC',
      'Europe/Oslo',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Sydney',
      'America/Santiago',
    ];
    const seconds = fc.integer({
      min: utc('2000-01-01T00:00:00Z') / 1000,
      max: utc('2040-01-01T00:00:00Z') / 1000,
    });
    fc.assert(
      fc.property(seconds, fc.constantFrom(...zones), (s, zone) => {
        const instant = s * 1000;
        const text = wallText(instant, zone);
        const read = parseLoggerTime(text, 'iso-local', zone)!;
        expect(wallText(read, zone)).toBe(text);
        expect([0, 3_600_000]).toContain(instant - read);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(seconds, fc.integer({ min: -12 * 60, max: 14 * 60 }), (s, minutes) => {
        const sign = minutes < 0 ? '-' : '+';
        const zone = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
        const text = new Date(s * 1000 + minutes * 60_000).toISOString().slice(0, 19);
        expect(parseLoggerTime(text, 'iso-local', zone)).toBe(s * 1000);
        expect(parseLoggerTime(`${text}${zone}`, 'iso-zoned')).toBe(s * 1000);
      }),
    );
  });

  it('says in words why a zone cannot be used', () => {
    expect(zoneProblem('UTC')).toBeNull();
    expect(zoneProblem('Europe/Oslo')).toBeNull();
    expect(zoneProblem('+02:00')).toBeNull();
    expect(zoneProblem('-0330')).toBeNull();
    expect(zoneProblem('+15:00')).toBe('+15:00 is not an offset from UTC');
    expect(zoneProblem('CEST summer')).toBe(
      'CEST summer is not a time zone; choose UTC, a zone such as Europe/Oslo, or an offset such as +02:00',
    );
  });

  it('only a time with its zone needs no zone chosen', () => {
    expect(timeFormatNeedsZone('iso-zoned')).toBe(false);
    for (const format of ['iso-local', 'dmy-dot', 'dmy-slash', 'excel-serial'] as const)
      expect(timeFormatNeedsZone(format)).toBe(true);
  });
});

describe('detecting the time format and the sample window', () => {
  it.each<[string[], TimeFormat | null]>([
    [['2024-05-02T00:15:00Z', '2024-05-02T00:30:00+00:00'], 'iso-zoned'],
    [['2024-05-02 00:15:00', '2024-05-02 00:30:00'], 'iso-local'],
    [['02.05.2024 00:15', '02.05.2024 00:30'], 'dmy-dot'],
    [['02/05/2024 00:15', '', '02/05/2024 00:30'], 'dmy-slash'],
    [['45414.01041', '45414.02083'], 'excel-serial'],
    // Mixed: some with a zone, some without.
    [['2024-05-02T00:15:00Z', '2024-05-02T00:30:00'], null],
    [['12.5', '13.1'], null],
    [[], null],
  ])('%j is %s', (samples, format) => {
    expect(detectTimeFormat(samples)).toBe(format);
  });
});
