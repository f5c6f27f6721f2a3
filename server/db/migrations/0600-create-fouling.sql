-- Hull and propeller fouling (001 §2 'Fouling', §3, §7; issue 13 §1; ADR 0079): the hull coating
-- reference lists (types, manufacturers), each vessel's hull coating, and each vessel's fouling
-- chart configuration (benchmark, limits, the statistics window) with its sea-surface-temperature
-- setting. The speed loss itself is not stored here: it is the speed long trend's daily values
-- (long_trend_values, ADR 0047) with the sign turned.
CREATE TABLE hull_coating_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order integer NOT NULL
);

CREATE TABLE hull_coating_manufacturers (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO hull_coating_types (id, name, sort_order) VALUES
  (1, 'Self-polishing copolymer (SPC)', 10),
  (2, 'Controlled depletion polymer (CDP)', 20),
  (3, 'Hybrid SPC/CDP', 30),
  (4, 'Foul release (silicone)', 40),
  (5, 'Foul release (fluoropolymer)', 50),
  (6, 'Biocide-free hard coating', 60),
  (7, 'Other', 70)
ON CONFLICT (id) DO NOTHING;

INSERT INTO hull_coating_manufacturers (id, name) VALUES
  (1, 'Jotun'),
  (2, 'Hempel'),
  (3, 'International (AkzoNobel)'),
  (4, 'PPG'),
  (5, 'Chugoku Marine Paints'),
  (6, 'Nippon Paint Marine'),
  (7, 'Sherwin-Williams'),
  (8, 'Kansai Paint Marine'),
  (9, 'KCC'),
  (10, 'Other')
ON CONFLICT (id) DO NOTHING;

-- One hull coating per vessel: the coating applied at the last dry dock.
CREATE TABLE vessel_hull_coatings (
  vessel_id uuid PRIMARY KEY REFERENCES vessels (id) ON DELETE CASCADE,
  hull_coating_type_id integer NOT NULL REFERENCES hull_coating_types (id),
  hull_coating_manufacturer_id integer NOT NULL REFERENCES hull_coating_manufacturers (id),
  product_name text NOT NULL,
  applied_date date,
  comment text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- The fouling chart configuration of a vessel; a vessel without a row has the defaults of
-- domain/performance/fouling.ts.
CREATE TABLE fouling_configs (
  vessel_id uuid PRIMARY KEY REFERENCES vessels (id) ON DELETE CASCADE,
  benchmark_speed_loss_percent double precision NOT NULL,
  observe_limit_percent double precision NOT NULL,
  maintenance_trigger_percent double precision NOT NULL,
  statistics_period_days integer NOT NULL,
  warm_water_limit_c double precision NOT NULL,
  updated_at timestamptz NOT NULL
);
