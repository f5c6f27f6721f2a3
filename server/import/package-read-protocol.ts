import type { PackageManifest, PackageVariable } from '../../domain/import-package/format.ts';

/**
 * What the import's worker thread and the job say to each other (ADR 0114). The job asks for one
 * day at a time; the thread answers with the day's columns as typed arrays whose memory moves to
 * the job (a transfer list, no copy), or only the day's sample count when the package is checked.
 * The job ends the thread when it is done: the thread holds nothing that needs closing (the file is
 * the job's).
 */
export type ToReader = { kind: 'next'; mode: 'values' | 'count' };

export type FromReader =
  | {
      kind: 'opened';
      manifest: PackageManifest;
      variables: PackageVariable[];
      /** The events as columns: one typed array of times and two arrays of texts. */
      events: { atMs: Float64Array; type: string[]; port: string[] };
    }
  /**
   * The upload check (ADR 0114) and Prepare (ADR 0120): the package opened and checked (manifest,
   * variables, events) in the thread; only the manifest and the counts come back, nothing of the
   * variables or events (Prepare then asks for each day's count).
   */
  | { kind: 'checked'; manifest: PackageManifest; variableCount: number; eventCount: number }
  | { kind: 'day'; file: string; variableIds: string[]; timestampsMs: Float64Array; values: Float64Array[] }
  | { kind: 'counted'; file: string; samples: number }
  | { kind: 'end' }
  /** The package breaks the format: the reader's own words (PackageFormatError). */
  | { kind: 'refused'; message: string }
  /** Any other error of the thread, for the record's details. */
  | { kind: 'failed'; detail: string };
