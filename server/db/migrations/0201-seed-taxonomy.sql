-- The starting taxonomy (003 §2): taxa as Category:Name, and the usual onboard variable names with
-- their taxa. Administrators replace it with the Excel upload (POST /Taxonomy/Excel).
INSERT INTO taxa (name, category, sort_order) VALUES
  ('Navigation:Latitude', 'Navigation', 1),
  ('Navigation:Longitude', 'Navigation', 2),
  ('Navigation:Speed over ground', 'Navigation', 3),
  ('Navigation:Speed through water', 'Navigation', 4),
  ('Navigation:Course over ground', 'Navigation', 5),
  ('Navigation:Heading', 'Navigation', 6),
  ('Propulsion:Shaft speed', 'Propulsion', 7),
  ('Propulsion:Shaft power', 'Propulsion', 8),
  ('Fuel:Fuel mass flow', 'Fuel', 9),
  ('Hull:Draft fore', 'Hull', 10),
  ('Hull:Draft aft', 'Hull', 11),
  ('Weather:Relative wind speed', 'Weather', 12),
  ('Weather:Relative wind direction', 'Weather', 13),
  ('Weather:Sea water temperature', 'Weather', 14);

INSERT INTO taxonomy_log_variables (id, name, taxa) VALUES
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000001', 'Latitude', '{"Navigation:Latitude"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000002', 'Longitude', '{"Navigation:Longitude"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000003', 'Speed over ground', '{"Navigation:Speed over ground"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000004', 'Speed through water', '{"Navigation:Speed through water"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000005', 'Course over ground', '{"Navigation:Course over ground"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000006', 'Heading', '{"Navigation:Heading"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000007', 'Shaft speed', '{"Propulsion:Shaft speed"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000008', 'Shaft power', '{"Propulsion:Shaft power"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-000000000009', 'Fuel mass flow', '{"Fuel:Fuel mass flow"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-00000000000a', 'Draft fore', '{"Hull:Draft fore"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-00000000000b', 'Draft aft', '{"Hull:Draft aft"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-00000000000c', 'Relative wind speed', '{"Weather:Relative wind speed"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-00000000000d', 'Relative wind direction', '{"Weather:Relative wind direction"}'),
  ('6f0c4f0e-4a7a-4d0e-9d0b-00000000000e', 'Sea water temperature', '{"Weather:Sea water temperature"}');
