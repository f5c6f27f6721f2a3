// What the carbon price of a voyage reads besides the emission reports' voyages (ADR 0078): the
// company's carbon prices and the fuel types with the standard fuel each one is.
import type { CarbonPrice, CarbonPriceRequest } from '../../domain/contracts/carbon-pricing.ts';
import type { CarbonFuel } from '../../domain/emissions/carbon-report.ts';
import { isStandardFuelId } from '../../domain/emissions/fuels.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type PriceRow = {
  eua_price_eur_per_tonne: number | null;
  uka_price_gbp_per_tonne: number | null;
  updated_at: string | Date;
  updated_by_name: string;
  version: number;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export async function companyExists(conn: SqlConnection, companyId: string): Promise<boolean> {
  const rows = await conn.query('SELECT 1 FROM companies WHERE id = $1 AND deleted_at IS NULL', [companyId]);
  return rows.length > 0;
}

export async function readCarbonPrice(conn: SqlConnection, companyId: string): Promise<CarbonPrice> {
  const [row] = await conn.query<PriceRow>(
    `SELECT eua_price_eur_per_tonne, uka_price_gbp_per_tonne, updated_at, updated_by_name, version
       FROM company_carbon_prices WHERE company_id = $1`,
    [companyId],
  );
  return {
    companyId,
    euaPriceEurPerTonne: row ? numberOrNull(row.eua_price_eur_per_tonne) : null,
    ukaPriceGbpPerTonne: row ? numberOrNull(row.uka_price_gbp_per_tonne) : null,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    updatedByName: row?.updated_by_name ?? null,
    version: row?.version ?? 0,
  };
}

/**
 * Stores the prices while they are still at version `basedOn`, 0 meaning none saved yet (ADR 0092),
 * each case one statement: the first save inserts and does nothing when a row exists (a concurrent
 * first save waits for the other's row, then writes nothing); a later one updates only that version.
 * False when nothing was written.
 */
export async function saveCarbonPrice(
  conn: SqlConnection,
  companyId: string,
  price: CarbonPriceRequest,
  by: { userId: string; now: Date },
  basedOn: number,
): Promise<boolean> {
  const values = [
    companyId,
    price.euaPriceEurPerTonne,
    price.ukaPriceGbpPerTonne,
    by.now.toISOString(),
    by.userId,
  ];
  const byName = "coalesce((SELECT name FROM users WHERE id = $5), '')";
  const saved =
    basedOn === 0
      ? await conn.query(
          `INSERT INTO company_carbon_prices
             (company_id, eua_price_eur_per_tonne, uka_price_gbp_per_tonne, updated_at, updated_by, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, ${byName})
           ON CONFLICT (company_id) DO NOTHING RETURNING company_id`,
          values,
        )
      : await conn.query(
          `UPDATE company_carbon_prices
              SET eua_price_eur_per_tonne = $2, uka_price_gbp_per_tonne = $3, updated_at = $4, updated_by = $5,
                  updated_by_name = ${byName}, version = version + 1
            WHERE company_id = $1 AND version = $6 RETURNING company_id`,
          [...values, basedOn],
        );
  return saved.length > 0;
}

/** The fuel types with their Cf and which standard fuel they are (null for a company's own). */
export async function readCarbonFuels(
  conn: SqlConnection,
  ids: readonly string[],
): Promise<{ fuels: CarbonFuel[]; factors: Record<string, number> }> {
  if (ids.length === 0) return { fuels: [], factors: {} };
  const rows = await conn.query<{
    id: string;
    name: string;
    carbon_emission_factor: number;
    fuel_id: string | null;
  }>('SELECT id, name, carbon_emission_factor, fuel_id FROM fuel_types WHERE id = ANY($1::uuid[])', [
    [...new Set(ids)],
  ]);
  return {
    fuels: rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.fuel_id && isStandardFuelId(row.fuel_id) ? row.fuel_id : null,
    })),
    factors: Object.fromEntries(rows.map((row) => [row.id, Number(row.carbon_emission_factor)])),
  };
}
