-- The Fouling module is switched on per vessel (003 §2 'Feature switches', 001 §6 PERF-143,
-- ADR 0059, ADR 0079): reference data in every installation.
INSERT INTO features (name, display_name, sort_order) VALUES ('Fouling', 'Fouling', 70)
ON CONFLICT (name) DO NOTHING;
