import type { LogDataConfig } from '../../domain/contracts/log-data-config.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

/** The stored log-data (graph) configuration per vessel. */

type DbRow = {
  vessel_id: string;
  log_variable_ids: string;
  from_date_time: Date | null;
  to_date_time: Date | null;
  last_number_days: number | null;
  last_number_hours: number | null;
  last_number_minutes: number | null;
  time_configuration_type: LogDataConfig['timeConfigurationType'];
  data_interval: LogDataConfig['dataInterval'];
  filter_min_max: boolean;
  filter_outliers: boolean;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function findLogDataConfig(
  conn: SqlConnection,
  vesselId: string,
): Promise<Omit<LogDataConfig, 'lastVoyage'> | null> {
  const [row] = await conn.query<DbRow>('SELECT * FROM log_data_configs WHERE vessel_id = $1', [vesselId]);
  if (!row) return null;
  return {
    vesselId: row.vessel_id,
    logVariableIds: row.log_variable_ids,
    fromDateTime: iso(row.from_date_time),
    toDateTime: iso(row.to_date_time),
    lastNumberDays: row.last_number_days,
    lastNumberHours: row.last_number_hours,
    lastNumberMinutes: row.last_number_minutes,
    timeConfigurationType: row.time_configuration_type,
    dataInterval: row.data_interval,
    filterMinMax: row.filter_min_max,
    filterOutliers: row.filter_outliers,
  };
}

export async function saveLogDataConfig(conn: SqlConnection, config: LogDataConfig): Promise<void> {
  await conn.query(
    `INSERT INTO log_data_configs (vessel_id, log_variable_ids, from_date_time, to_date_time, last_number_days,
       last_number_hours, last_number_minutes, time_configuration_type, data_interval, filter_min_max, filter_outliers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (vessel_id) DO UPDATE SET log_variable_ids = excluded.log_variable_ids,
       from_date_time = excluded.from_date_time, to_date_time = excluded.to_date_time,
       last_number_days = excluded.last_number_days, last_number_hours = excluded.last_number_hours,
       last_number_minutes = excluded.last_number_minutes, time_configuration_type = excluded.time_configuration_type,
       data_interval = excluded.data_interval, filter_min_max = excluded.filter_min_max,
       filter_outliers = excluded.filter_outliers, updated_at = now(), version = log_data_configs.version + 1`,
    [
      config.vesselId,
      config.logVariableIds,
      config.fromDateTime,
      config.toDateTime,
      config.lastNumberDays,
      config.lastNumberHours,
      config.lastNumberMinutes,
      config.timeConfigurationType,
      config.dataInterval,
      config.filterMinMax,
      config.filterOutliers,
    ],
  );
}
