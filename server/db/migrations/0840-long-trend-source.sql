-- Where a long trend's last computation came from (issue 24 §2, ADR 0107): the vessel's sensor data
-- (15-minute rollups) or, for a vessel without sensor data, its noon reports (one value per day);
-- and how many live noon reports the vessel had then (a sensor trend says its reports were not used).
ALTER TABLE long_trends
  ADD COLUMN source text NOT NULL DEFAULT 'sensor' CHECK (source IN ('sensor', 'noonReports')),
  ADD COLUMN noon_report_count integer NOT NULL DEFAULT 0 CHECK (noon_report_count >= 0);
