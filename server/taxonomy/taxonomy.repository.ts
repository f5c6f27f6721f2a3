import { randomUUID } from 'node:crypto';
import { splitTaxon } from '../../domain/contracts/taxonomy.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** Taxa (Category:Name) and the taxonomy log variables: variable names as vessels send them, with taxa. */

export async function taxaByVariableName(
  conn: SqlConnection,
  names: string[],
): Promise<Map<string, string[]>> {
  if (names.length === 0) return new Map();
  const rows = await conn.query<{ name: string; taxa: string[] }>(
    'SELECT lower(name) AS name, taxa FROM taxonomy_log_variables WHERE lower(name) = ANY($1::text[])',
    [names.map((name) => name.toLowerCase())],
  );
  return new Map(rows.map((row) => [row.name, row.taxa]));
}

export async function listTaxa(conn: SqlConnection): Promise<{ name: string; category: string }[]> {
  return conn.query('SELECT name, category FROM taxa ORDER BY sort_order, category, name');
}

export async function listTaxonomyVariables(
  conn: SqlConnection,
): Promise<{ id: string; name: string; taxa: string[] }[]> {
  return conn.query('SELECT id, name, taxa FROM taxonomy_log_variables ORDER BY lower(name)');
}

/** Replaces the whole taxonomy (one transaction: callers pass a transaction connection). */
export async function replaceTaxonomy(
  conn: SqlConnection,
  rows: { name: string; taxa: string[] }[],
): Promise<void> {
  await conn.query('DELETE FROM taxonomy_log_variables');
  await conn.query('DELETE FROM taxa');
  const taxa = [...new Set(rows.flatMap((row) => row.taxa))];
  for (const [order, taxon] of taxa.entries()) {
    await conn.query('INSERT INTO taxa (name, category, sort_order) VALUES ($1, $2, $3)', [
      taxon,
      splitTaxon(taxon).category,
      order,
    ]);
  }
  for (const row of rows) {
    await conn.query('INSERT INTO taxonomy_log_variables (id, name, taxa) VALUES ($1, $2, $3::text[])', [
      randomUUID(),
      row.name,
      row.taxa,
    ]);
  }
}
