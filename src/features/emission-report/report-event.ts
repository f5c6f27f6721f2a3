import type { VesselEvent } from '../../../domain/contracts/emission-report-vessel-events.ts';
import type { SyncState } from '../../offline/db.ts';

/** A vessel event as the screen shows it: the API shape with defaults, and its sync state. */
export type ReportEvent = Omit<VesselEvent, 'version' | 'isDeleted'> & { syncState: SyncState };
