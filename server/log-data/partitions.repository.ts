import type { SqlEngine } from '../db/sql-engine.ts';

/** The month partitions of `samples` (range by ts), created on demand before samples are loaded. */

const monthMs = (year: number, month: number) => Date.UTC(year, month, 1);

export function partitionName(year: number, month: number): string {
  return `samples_y${year}m${String(month + 1).padStart(2, '0')}`;
}

/** Every [year, month] (month 0-11) that [fromMs, toMs] touches. */
export function monthsBetween(fromMs: number, toMs: number): [number, number][] {
  const months: [number, number][] = [];
  const start = new Date(fromMs);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  while (monthMs(year, month) <= toMs) {
    months.push([year, month]);
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  return months;
}

/** Partitions known to exist, per engine, so the catalog is not asked again for every day. */
const known = new WeakMap<SqlEngine, Set<string>>();

/**
 * Creates the month partitions for [fromMs, toMs] that do not exist yet. Runs in its own short
 * transaction under an advisory lock, so two imports cannot race on the same month.
 */
export async function ensureSamplePartitions(engine: SqlEngine, fromMs: number, toMs: number): Promise<void> {
  const seen = known.get(engine) ?? new Set<string>();
  known.set(engine, seen);
  const missing = monthsBetween(fromMs, toMs).filter(([y, m]) => !seen.has(partitionName(y, m)));
  if (missing.length === 0) return;
  await engine.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4020001)');
    for (const [year, month] of missing) {
      const name = partitionName(year, month);
      const from = new Date(monthMs(year, month)).toISOString();
      const to = new Date(monthMs(year, month + 1)).toISOString();
      await tx.query(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF samples FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    }
  });
  for (const [year, month] of missing) seen.add(partitionName(year, month));
}
