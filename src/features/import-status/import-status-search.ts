// The view state of the import status page, kept in the URL so Return from the details (and a
// reload) brings back the same view (003 §9 options and defaults).
import * as v from 'valibot';

/** ADMIN-190: poll interval options in seconds, default 2. */
export const pollIntervalOptionsSeconds = [1, 2, 5, 10, 20] as const;
export const defaultPollIntervalSeconds = 2;
/** ADMIN-191: rows per table, default 5. */
export const rowsPerTableOptions = [1, 5, 10, 15, 20] as const;
export const defaultRowsPerTable = 5;
/** ADMIN-192: recent days 1 to 31, default 2. */
export const minRecentDays = 1;
export const maxRecentDays = 31;
export const defaultRecentDays = 2;

const oneOf = <T extends readonly number[]>(options: T, fallback: T[number]) =>
  v.fallback(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.check((value) => (options as readonly number[]).includes(value)),
    ),
    fallback,
  ) as v.GenericSchema<unknown, number>;

export const ImportStatusSearchSchema = v.object({
  rows: v.optional(oneOf(rowsPerTableOptions, defaultRowsPerTable)),
  poll: v.optional(oneOf(pollIntervalOptionsSeconds, defaultPollIntervalSeconds)),
  /** Polling on (realtime refresh). */
  live: v.optional(v.fallback(v.boolean(), false)),
  /** One day ('day') or the last N days ('days'). */
  recent: v.optional(v.fallback(v.picklist(['day', 'days']), 'days')),
  /** 'YYYY-MM-DD' of the day picker. */
  day: v.optional(v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)), '')),
  days: v.optional(
    v.fallback(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.integer(),
        v.minValue(minRecentDays),
        v.maxValue(maxRecentDays),
      ),
      defaultRecentDays,
    ),
  ),
  imo: v.optional(v.fallback(v.string(), '')),
});

export type ImportStatusSearch = v.InferOutput<typeof ImportStatusSearchSchema>;

export type ImportStatusView = {
  rows: number;
  poll: number;
  live: boolean;
  recent: 'day' | 'days';
  day: string;
  days: number;
  imo: string;
};

export function importStatusView(search: ImportStatusSearch, todayIso: string): ImportStatusView {
  return {
    rows: search.rows ?? defaultRowsPerTable,
    poll: search.poll ?? defaultPollIntervalSeconds,
    live: search.live ?? false,
    recent: search.recent ?? 'days',
    day: search.day || todayIso,
    days: search.days ?? defaultRecentDays,
    imo: search.imo ?? '',
  };
}

/** 'YYYY-MM-DD' of the UTC day `offset` days from `day`. */
export function shiftDay(day: string, offset: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
