// Kysely types of 0100-create-sync.sql, merged into the app's Database (server/db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type IdempotencyKeysTable = {
  key: string;
  user_id: string;
  request_hash: string;
  response_status: number;
  response_body: Json<unknown>;
  created_at: Timestamp;
};

/** The sync columns of every offline-synced, vessel-scoped table (0100 and 0110). */
export type SyncColumns = {
  id: string;
  vessel_id: string;
  version: Generated<number>;
  change_seq: ColumnType<number, number, number>;
  is_deleted: Generated<boolean>;
  created_by: string | null;
  updated_by: string | null;
  updated_by_device: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type EmissionReportVesselEventsTable = SyncColumns & {
  timestamp: ColumnType<Date, string, string>;
  type: string;
  name: string | null;
  source: string;
  is_confirmed: Generated<boolean>;
  voyage: Json<unknown> | null;
  port: Json<unknown> | null;
  location: Json<unknown> | null;
  distance_sailed: Json<unknown> | null;
};

declare module './schema.ts' {
  interface ExtraTables {
    idempotency_keys: IdempotencyKeysTable;
    emission_report_vessel_events: EmissionReportVesselEventsTable;
  }
}
