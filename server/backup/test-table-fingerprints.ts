// For the backup round trip: every table and sequence of a database, found in the catalog (not
// a hand list), with its row count and a content hash, so two databases compare table by table.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export type Query = (sql: string) => Promise<{ rows: unknown[] }>;
export type Fingerprint = { rows: number; hash: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * `schema.table` -> rows and the md5 of its rows' text, sorted (row order is not content); leaf
 * tables only (a partitioned parent's rows are its partitions'). Sequences as their last value.
 */
export async function tableFingerprints(query: Query): Promise<Map<string, Fingerprint>> {
  await query(`SET TimeZone = 'UTC'`);
  await query('SET extra_float_digits = 3');
  const { rows } = await query(
    `SELECT n.nspname AS schema, c.relname AS name, c.relkind::text AS kind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'
      ORDER BY 1, 2`,
  );
  const result = new Map<string, Fingerprint>();
  for (const row of rows as { schema: string; name: string; kind: string }[]) {
    const table = `${quote(row.schema)}.${quote(row.name)}`;
    const sql =
      row.kind === 'S'
        ? `SELECT 1 AS rows, md5(last_value::text || is_called::text) AS hash FROM ${table}`
        : `SELECT count(*)::int AS rows, coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS hash
             FROM ${table} AS t`;
    const [fingerprint] = (await query(sql)).rows as Fingerprint[];
    result.set(`${row.schema}.${row.name}`, { rows: Number(fingerprint!.rows), hash: fingerprint!.hash });
  }
  return result;
}

/** Every file under `dir` as relative path -> sha256 (for the data folder's parts). */
export async function fileHashes(dir: string, prefix = ''): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) return hashes;
  for (const name of (await readdir(dir)).sort()) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) {
      for (const [rel, hash] of await fileHashes(path, `${prefix}${name}/`)) hashes.set(rel, hash);
    } else
      hashes.set(
        `${prefix}${name}`,
        createHash('sha256')
          .update(await readFile(path))
          .digest('hex'),
      );
  }
  return hashes;
}
