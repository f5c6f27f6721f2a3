import type { DeviceVesselEvent } from '../../offline/vessel-events.ts';

/** A vessel event as the screen shows it: the API shape with defaults, and its sync state. */
export type ReportEvent = DeviceVesselEvent;
