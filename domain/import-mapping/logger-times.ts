/**
 * Times as logger exports write them (issue 24 §1, ADR 0094). A time without a zone is read only
 * with a zone the person chose: 'UTC', an IANA zone name ('Europe/Oslo') or a fixed offset
 * ('+02:00'). Pure (Intl only), so the page can show the same reading as the server.
 */

export type TimeFormat = 'iso-zoned' | 'iso-local' | 'dmy-dot' | 'dmy-slash' | 'excel-serial';

/** How each format is written, in the words the page shows. */
export const timeFormatLabels: Readonly<Record<TimeFormat, string>> = {
  'iso-zoned': 'YYYY-MM-DDTHH:mm:ss with its zone (Z or +02:00)',
  'iso-local': 'YYYY-MM-DD HH:mm:ss without a zone',
  'dmy-dot': 'DD.MM.YYYY HH:mm',
  'dmy-slash': 'DD/MM/YYYY HH:mm',
  'excel-serial': 'Excel date number (days since 30 Dec 1899)',
};

/** The formats tried, in this order, when a column's format is detected. */
export const timeFormats: readonly TimeFormat[] = [
  'iso-zoned',
  'iso-local',
  'dmy-dot',
  'dmy-slash',
  'excel-serial',
];

export const timeFormatNeedsZone = (format: TimeFormat): boolean => format !== 'iso-zoned';

const clock = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?`;
const isoZoned = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})[T ]${clock}\s?(Z|[+-]\d{2}:?\d{2})$`, 'i');
const isoLocal = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})[T ]${clock}$`);
const dmy = (separator: string) =>
  new RegExp(String.raw`^(\d{1,2})${separator}(\d{1,2})${separator}(\d{4})[T ]${clock}$`);
const dmyDot = dmy(String.raw`\.`);
const dmySlash = dmy('/');
const excelSerial = /^(\d{4,6})(?:[.,](\d+))?$/;
const fixedOffset = /^([+-])(\d{2}):?(\d{2})$/;

/** Excel day 25569 is 1970-01-01 (day 0 is 30 Dec 1899, which absorbs Lotus's 1900 leap day). */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;
/** Serials read as times: 1954-10-03 (20000) to 2173-10-14 (100000), so a column of kW is not taken for dates. */
const EXCEL_MIN = 20_000;
const EXCEL_MAX = 100_000;

function offsetOf(sign: string, hh: string, mm: string): number | null {
  const minutes = Number(hh) * 60 + Number(mm);
  if (Number(mm) > 59 || minutes > 14 * 60) return null;
  return (sign === '-' ? -1 : 1) * minutes * 60_000;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Offsets already read, per zone and UTC hour. An hour is kept only when the offset at its first
 * and its last millisecond agree (no zone changes its offset twice within an hour), so a change
 * inside an hour (some at a minute past, as Canada's before 2011) is read exactly. Reading through
 * Intl for every time was 42 % of a logger file's conversion.
 */
const HOUR_MS = 3_600_000;
const offsetCache = new Map<string, number>();

/** How far the zone's wall clock is ahead of UTC at `utcMs`. */
function zoneOffsetMs(zone: string, utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const key = `${zone} ${hour}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const first = readZoneOffsetMs(zone, hour * HOUR_MS);
  if (first !== readZoneOffsetMs(zone, (hour + 1) * HOUR_MS - 1)) return readZoneOffsetMs(zone, utcMs);
  if (offsetCache.size >= 100_000) offsetCache.clear();
  offsetCache.set(key, first);
  return first;
}

function readZoneOffsetMs(zone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** Why a zone cannot be used, in plain words; null when it can. */
export function zoneProblem(zone: string): string | null {
  const offset = fixedOffset.exec(zone);
  if (offset)
    return offsetOf(offset[1]!, offset[2]!, offset[3]!) === null ? `${zone} is not an offset from UTC` : null;
  try {
    formatterOf(zone);
    return null;
  } catch {
    return `${zone} is not a time zone; choose UTC, a zone such as Europe/Oslo, or an offset such as +02:00`;
  }
}

/**
 * A wall-clock time in a zone as an instant. In the hour a clock skips (spring) the time is read
 * with the offset before the change; in the hour it repeats (autumn) the first of the two is taken.
 */
function wallToUtc(wallMs: number, zone: string): number {
  const offset = fixedOffset.exec(zone);
  if (offset) return wallMs - offsetOf(offset[1]!, offset[2]!, offset[3]!)!;
  const before = zoneOffsetMs(zone, wallMs - 14 * 3_600_000);
  const after = zoneOffsetMs(zone, wallMs + 14 * 3_600_000);
  const valid = [before, after].filter((o) => zoneOffsetMs(zone, wallMs - o) === o).map((o) => wallMs - o);
  return valid.length > 0 ? Math.min(...valid) : wallMs - before;
}

function wallClock(
  year: string,
  month: string,
  day: string,
  hour: string,
  minute: string,
  second: string | undefined,
  fraction: string | undefined,
): number | null {
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = fraction === undefined ? 0 : Math.round(Number(`0.${fraction}`) * 1000);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const back = new Date(wall);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return wall;
}

/**
 * A logger's time text as UTC milliseconds, or null when the text is not a time in that format.
 * Formats without a zone need `zone` (see `zoneProblem`); without one they read as null.
 */
export function parseLoggerTime(text: string, format: TimeFormat, zone?: string): number | null {
  const t = text.trim();
  if (format === 'iso-zoned') {
    const m = isoZoned.exec(t);
    if (!m) return null;
    const wall = wallClock(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], m[7]);
    if (wall === null) return null;
    const z = m[8]!.toUpperCase();
    if (z === 'Z') return wall;
    const o = fixedOffset.exec(z);
    const offset = o ? offsetOf(o[1]!, o[2]!, o[3]!) : null;
    return offset === null ? null : wall - offset;
  }
  if (zone === undefined || zoneProblem(zone) !== null) return null;
  let wall: number | null = null;
  if (format === 'excel-serial') {
    const m = excelSerial.exec(t);
    if (!m) return null;
    const days = Number(`${m[1]}.${m[2] ?? '0'}`);
    if (days < EXCEL_MIN || days >= EXCEL_MAX) return null;
    // Excel keeps about 15 digits: a day fraction is read to the nearest second.
    wall = Math.round(((days - EXCEL_EPOCH_DAYS) * DAY_MS) / 1000) * 1000;
  } else if (format === 'iso-local') {
    const m = isoLocal.exec(t);
    if (m) wall = wallClock(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], m[7]);
  } else {
    const m = (format === 'dmy-dot' ? dmyDot : dmySlash).exec(t);
    if (m) wall = wallClock(m[3]!, m[2]!, m[1]!, m[4]!, m[5]!, m[6], m[7]);
  }
  return wall === null ? null : wallToUtc(wall, zone);
}

/** The first format every non-empty sample is written in, or null (no samples, or mixed formats). */
export function detectTimeFormat(
  samples: readonly string[],
  formats: readonly TimeFormat[] = timeFormats,
): TimeFormat | null {
  const texts = samples.filter((s) => s.trim() !== '');
  if (texts.length === 0) return null;
  return (
    formats.find((format) => texts.every((text) => parseLoggerTime(text, format, 'UTC') !== null)) ?? null
  );
}
