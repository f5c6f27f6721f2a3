import { randomUUID } from 'node:crypto';
import { splitTaxon } from '../../domain/contracts/taxonomy.ts';
import type { SqlConnection } from '../db/sql-engine.ts';
import type { TaxonomyPlan } from './taxonomy-changes.ts';

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

/** Keeps other uploads out until this transaction ends (reads go on). */
export async function lockTaxonomy(tx: SqlConnection): Promise<void> {
  await tx.query('LOCK TABLE taxonomy_log_variables, taxa IN SHARE ROW EXCLUSIVE MODE');
}

/** The taxonomy's version (migration 0785): moved by every upload that changes something. */
export async function taxonomyVersion(conn: SqlConnection): Promise<number> {
  const rows = await conn.query<{ version: number }>('SELECT version FROM taxonomy_version');
  return rows[0]?.version ?? 1;
}

/** Moves the version (callers hold the lock of `lockTaxonomy`); answers the new one. */
export async function advanceTaxonomyVersion(tx: SqlConnection): Promise<number> {
  const rows = await tx.query<{ version: number }>(
    'UPDATE taxonomy_version SET version = version + 1 RETURNING version',
  );
  return rows[0]?.version ?? 1;
}

/** The taxa in their stored order. */
export async function listTaxonNames(conn: SqlConnection): Promise<string[]> {
  const rows = await conn.query<{ name: string }>('SELECT name FROM taxa ORDER BY sort_order, name');
  return rows.map((row) => row.name);
}

/** Of `names`, those (lower-cased) that some vessel has sent as a log variable name. */
export async function loggedVariableNames(conn: SqlConnection, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await conn.query<{ name: string }>(
    'SELECT DISTINCT lower(name) AS name FROM log_variables WHERE lower(name) = ANY($1::text[])',
    [names.map((name) => name.toLowerCase())],
  );
  return new Set(rows.map((row) => row.name));
}

/** Writes a plan of taxonomy-changes.ts (callers pass a transaction connection). */
export async function applyTaxonomyPlan(conn: SqlConnection, plan: TaxonomyPlan): Promise<void> {
  if (plan.deleteVariableIds.length > 0) {
    await conn.query('DELETE FROM taxonomy_log_variables WHERE id = ANY($1::uuid[])', [
      plan.deleteVariableIds,
    ]);
  }
  for (const variable of plan.updateVariables) {
    await conn.query('UPDATE taxonomy_log_variables SET name = $2, taxa = $3::text[] WHERE id = $1', [
      variable.id,
      variable.name,
      variable.taxa,
    ]);
  }
  for (const variable of plan.insertVariables) {
    await conn.query('INSERT INTO taxonomy_log_variables (id, name, taxa) VALUES ($1, $2, $3::text[])', [
      randomUUID(),
      variable.name,
      variable.taxa,
    ]);
  }
  if (plan.deleteTaxa.length > 0) {
    await conn.query('DELETE FROM taxa WHERE name = ANY($1::text[])', [plan.deleteTaxa]);
  }
  for (const taxon of plan.insertTaxa) {
    await conn.query(
      'INSERT INTO taxa (name, category, sort_order) SELECT $1, $2, coalesce(max(sort_order), 0) + 1 FROM taxa',
      [taxon, splitTaxon(taxon).category],
    );
  }
}

/** The taxa and the taxonomy's variable names, as the logger import's column suggestions read them. */
export async function taxonomyForSuggestions(
  conn: SqlConnection,
): Promise<{ taxa: string[]; logVariables: { name: string; taxa: string[] }[] }> {
  const taxa = await listTaxonNames(conn);
  const logVariables = await conn.query<{ name: string; taxa: string[] }>(
    'SELECT name, taxa FROM taxonomy_log_variables ORDER BY name',
  );
  return { taxa, logVariables };
}
