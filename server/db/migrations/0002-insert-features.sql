-- The feature catalogue (003 §2 'Feature switches'): reference data in every installation.
INSERT INTO features (name, display_name, sort_order) VALUES
  ('PerformanceMonitoring', 'Performance monitoring', 10),
  ('DataAnalysis', 'Data analysis', 20),
  ('Diagnostics', 'Diagnostics', 30),
  ('EmissionReport', 'Emission report', 40),
  ('CharterParty', 'Charter party', 50)
ON CONFLICT (name) DO NOTHING;
