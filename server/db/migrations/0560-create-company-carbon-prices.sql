-- The carbon prices a company sets (issue 12 §4; ADR 0078): EUR per EU allowance and GBP per UK
-- allowance (1 t CO2e each), for the estimate of each voyage's carbon cost. One row per company;
-- null clears a price. Set by the company's SuperUser or an Administrator, read by its members.
CREATE TABLE company_carbon_prices (
  company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  eua_price_eur_per_tonne double precision CHECK (eua_price_eur_per_tonne >= 0),
  uka_price_gbp_per_tonne double precision CHECK (uka_price_gbp_per_tonne >= 0),
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_by_name text NOT NULL
);
