// What the emission report shows of the vessel's voyages in the window (002 §2; EMIS-027,
// EMIS-028): the departure rows and one bar per voyage for the chart. Pure; the voyage rules
// themselves are domain/voyages/event-rules.ts.
import { isVoyageInformationConfirmed } from '../../../domain/contracts/emission-report-vessel-events.ts';
import {
  defaultPort,
  isVoyageDataConfirmed,
  voyageBounds,
  voyageOfDeparture,
} from '../../../domain/voyages/event-rules.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { ReportEvent } from './report-event.ts';
import { isInWindow, type ReportWindow } from './report-window.ts';

/** Where a voyage stands in the flow of 002 §4 (EMIS-118, EMIS-119). */
export type VoyageState = 'inProgress' | 'informationConfirmed' | 'dataConfirmed';

export const voyageStateLabels: Record<VoyageState, string> = {
  inProgress: 'In progress',
  informationConfirmed: 'Event info confirmed',
  dataConfirmed: 'Fuel & distance confirmed',
};

export function voyageStateOf(departure: Pick<ReportEvent, 'voyage'>): VoyageState {
  if (isVoyageDataConfirmed(departure.voyage)) return 'dataConfirmed';
  if (isVoyageInformationConfirmed(departure.voyage)) return 'informationConfirmed';
  return 'inProgress';
}

/** One row of the departure list (EMIS-028). */
export type DepartureRow = {
  id: string;
  departedAt: string;
  /** The departure's port, else the previous arrival's (EMIS-141); null when neither is known. */
  fromPort: string | null;
  voyageName: string | null;
  /** Completed: the voyage data is confirmed, the last step of 002 §4 (ADR 0027). */
  isCompleted: boolean;
  origin: ReportEvent['source'];
};

/** The departures in the window, oldest first. */
export function departureRows(events: readonly ReportEvent[], window: ReportWindow): DepartureRow[] {
  return events
    .filter((event) => event.type === 'Departure' && isInWindow(window, event.timestamp))
    .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))
    .map((departure) => ({
      id: departure.id,
      departedAt: departure.timestamp,
      fromPort: defaultPort(events, departure)?.name ?? null,
      voyageName: departure.voyage?.name?.trim() || null,
      isCompleted: isVoyageDataConfirmed(departure.voyage),
      origin: departure.source,
    }));
}

/** One bar of the voyages chart: departure to end of voyage (or to the last event while open). */
export type VoyageBar = {
  departureId: string;
  label: string;
  startMs: number;
  endMs: number;
  /** False while the voyage has no end of voyage yet. */
  hasEnded: boolean;
  state: VoyageState;
};

/** The voyages that overlap the window, oldest first (EMIS-027); the chart clips them to it. */
export function voyageBars(events: readonly ReportEvent[], window: ReportWindow, nowMs: number): VoyageBar[] {
  const fromMs = Date.parse(window.fromIso);
  const toMs = Date.parse(window.toIso);
  const bars: VoyageBar[] = [];
  for (const departure of events.filter((event) => event.type === 'Departure')) {
    const voyage = voyageOfDeparture(events, departure.id);
    const bounds = voyageBounds(voyage);
    if (!bounds) continue;
    const startMs = Date.parse(bounds.start);
    const lastMs = Math.max(...voyage.map((event) => Date.parse(event.timestamp)));
    const hasLaterDeparture = events.some(
      (event) => event.type === 'Departure' && Date.parse(event.timestamp) > startMs,
    );
    // An open voyage runs until now, unless a later departure has already begun the next one.
    const openEndMs = hasLaterDeparture ? lastMs : Math.max(lastMs, Math.min(nowMs, toMs));
    const endMs = bounds.end ? Date.parse(bounds.end) : openEndMs;
    if (endMs < fromMs || startMs >= toMs) continue;
    bars.push({
      departureId: departure.id,
      label: departure.voyage?.name?.trim() || `Departure ${formatDateTime(departure.timestamp)}`,
      startMs,
      endMs,
      hasEnded: bounds.end !== null,
      state: voyageStateOf(departure),
    });
  }
  return bars.sort((a, b) => a.startMs - b.startMs);
}
