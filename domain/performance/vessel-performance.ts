// A vessel's performance status as the vessel list, the top bar and the status endpoint show it.
import type { OverallVesselStatus } from '../calc/long-trend.ts';
import type { TrendSource } from './noon-report-trends.ts';

/** The overall status and the span of the long trends' daily values (the Diagnostics top bar, 000 §2). */
export type VesselPerformance = {
  status: OverallVesselStatus;
  trendDataMinDate: string | null;
  trendDataMaxDate: string | null;
  /** Where the vessel's computed trends came from (ADR 0107); null before any was computed. */
  source: TrendSource | null;
};
