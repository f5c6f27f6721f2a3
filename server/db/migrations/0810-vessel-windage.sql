-- ISO 19030-2 wind resistance correction (ADR 0104): the vessel's windage particulars. All empty
-- for existing vessels: without the transverse area the ISO 19030 values are not wind-corrected.
ALTER TABLE vessel_settings
  ADD COLUMN wind_transverse_area_m2 double precision CHECK (wind_transverse_area_m2 > 0),
  ADD COLUMN wind_area_height_m double precision CHECK (wind_area_height_m > 0),
  ADD COLUMN anemometer_height_m double precision CHECK (anemometer_height_m > 0),
  ADD COLUMN wind_design_draught_m double precision CHECK (wind_design_draught_m > 0),
  ADD COLUMN breadth_m double precision CHECK (breadth_m > 0),
  ADD COLUMN wind_ship_type text,
  ADD COLUMN propulsive_efficiency double precision
    CHECK (propulsive_efficiency > 0 AND propulsive_efficiency <= 1);
