-- Platform tables: companies, users, sessions, password resets, vessels, features and vessel
-- access groups. Entities carry `version` (optimistic concurrency for sync later) and soft
-- deletes (`deleted_at`) where the offline sync will need tombstones.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  contact_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  subscription_status text NOT NULL DEFAULT 'Active'
    CHECK (subscription_status IN ('Active', 'Suspended', 'Terminated')),
  dc_master_data_company_id text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX companies_name_key ON companies (lower(name)) WHERE deleted_at IS NULL;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('Administrator', 'SuperUser', 'User', 'KognifaiUser')),
  -- Home company; NULL for the provider's Administrators.
  company_id uuid REFERENCES companies (id),
  -- The company an Administrator currently acts for ('View as company').
  current_company_id uuid REFERENCES companies (id),
  password_hash text,
  api_key_hash text,
  api_key_preview text NOT NULL DEFAULT '',
  last_activity_at timestamptz,
  days_before_data_outdated integer NOT NULL DEFAULT 3,
  kognifai_tenant_id text NOT NULL DEFAULT '',
  kognifai_client_id text NOT NULL DEFAULT '',
  kognifai_client_secret text NOT NULL DEFAULT '',
  is_new_user boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_api_key_hash_key ON users (api_key_hash) WHERE api_key_hash IS NOT NULL;
CREATE INDEX users_company_idx ON users (company_id);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE vessels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id),
  name text NOT NULL,
  imo_number integer NOT NULL CHECK (imo_number BETWEEN 0 AND 9999999),
  vessel_type text,
  deadweight double precision,
  gross_tonnage double precision,
  draft_mean double precision,
  ballast_draft_high double precision,
  ballast_draft_low double precision,
  laden_draft_high double precision,
  laden_draft_low double precision,
  max_continuous_rating double precision,
  speed_max_continuous_rating double precision,
  number_of_shafts smallint,
  active_status text NOT NULL DEFAULT 'Unassigned'
    CHECK (active_status IN ('Unassigned', 'Active', 'Assigned', 'Archived')),
  is_data_receiver boolean NOT NULL DEFAULT false,
  last_export_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vessels_company_imo_key ON vessels (company_id, imo_number)
  WHERE deleted_at IS NULL AND company_id IS NOT NULL;
CREATE INDEX vessels_company_idx ON vessels (company_id);

CREATE TABLE features (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  display_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE vessel_features (
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  feature_id uuid NOT NULL REFERENCES features (id),
  PRIMARY KEY (vessel_id, feature_id)
);

-- Vessel access groups ("vessel categories"). The default group of a company holds every vessel
-- and every SuperUser of the company implicitly (ADR 0002), so it has no member rows.
CREATE TABLE vessel_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX vessel_categories_name_key ON vessel_categories (company_id, lower(name))
  WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX vessel_categories_default_key ON vessel_categories (company_id)
  WHERE is_default AND deleted_at IS NULL;

CREATE TABLE vessel_category_vessels (
  vessel_category_id uuid NOT NULL REFERENCES vessel_categories (id),
  vessel_id uuid NOT NULL REFERENCES vessels (id),
  PRIMARY KEY (vessel_category_id, vessel_id)
);
CREATE INDEX vessel_category_vessels_vessel_idx ON vessel_category_vessels (vessel_id);

CREATE TABLE vessel_category_users (
  vessel_category_id uuid NOT NULL REFERENCES vessel_categories (id),
  user_id uuid NOT NULL REFERENCES users (id),
  PRIMARY KEY (vessel_category_id, user_id)
);
CREATE INDEX vessel_category_users_user_idx ON vessel_category_users (user_id);
