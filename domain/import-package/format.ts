import * as v from 'valibot';

/**
 * The vessel data package (docs/import-format.md): a ZIP with `manifest.json`, `variables.csv`,
 * `events.csv` and one `samples/YYYY-MM-DD.csv` per UTC day, in a wide layout that streams.
 */
export const PACKAGE_FORMAT = 'wakeline-package';
export const PACKAGE_FORMAT_VERSION = 1;

const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 UTC time'));

export const PackageManifestSchema = v.object({
  format: v.literal(PACKAGE_FORMAT),
  formatVersion: v.literal(PACKAGE_FORMAT_VERSION),
  imoNumber: v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be 1 to 7 digits')),
  periodStart: isoInstant,
  periodEnd: isoInstant,
  createdAt: isoInstant,
  software: v.object({
    name: v.pipe(v.string(), v.minLength(1)),
    version: v.pipe(v.string(), v.minLength(1)),
  }),
  sampleFiles: v.array(v.pipe(v.string(), v.regex(/^samples\/\d{4}-\d{2}-\d{2}\.csv$/))),
  /**
   * The package corrects samples sent before: its values replace stored ones at the same times
   * (issue 27 §4). Without it, a sample already stored is kept and the new one counted a duplicate.
   */
  correction: v.optional(v.boolean()),
});
export type PackageManifest = v.InferOutput<typeof PackageManifestSchema>;

export const variableColumns = [
  'id',
  'name',
  'unit',
  'system',
  'sampleWindowSeconds',
  'precision',
  'description',
] as const;

export const PackageVariableSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be a letter then letters, digits, _ . -'),
  ),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  unit: v.pipe(v.string(), v.maxLength(32)),
  system: v.pipe(v.string(), v.maxLength(100)),
  sampleWindowSeconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  precision: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
  description: v.pipe(v.string(), v.maxLength(1000)),
});
export type PackageVariable = v.InferOutput<typeof PackageVariableSchema>;

export const eventColumns = ['timestamp', 'type', 'port'] as const;

/** One CSV field, quoted when needed (RFC 4180). */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The sample file of the UTC day that holds the instant. */
export function sampleFileFor(atMs: number): string {
  return `samples/${new Date(atMs).toISOString().slice(0, 10)}.csv`;
}
