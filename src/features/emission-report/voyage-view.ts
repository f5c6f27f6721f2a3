// What the voyage detail shows (002 §2 'Voyage event list', §4; EMIS-034..039, EMIS-117..130):
// the rows of the event list and the voyage steps with the reasons they are refused. Pure; every
// rule comes from domain/voyages/ (departure-rules.ts, event-rules.ts).
import {
  isVoyageInformationConfirmed,
  unsetDate,
  type Voyage,
} from '../../../domain/contracts/emission-report-vessel-events.ts';
import { messages } from '../../../domain/messages.ts';
import {
  checkConfirmVoyageData,
  checkConfirmVoyageInformation,
  checkEventDeletion,
  checkUnconfirmVoyageData,
  checkUnconfirmVoyageInformation,
  defaultPort,
  eventDistanceNm,
  eventRowWarning,
  eventTypeLabels,
  isVoyageDataConfirmed,
  offeredEventTypes,
  voyageOfDeparture,
  type VoyageRefusal,
} from '../../../domain/voyages/event-rules.ts';
import type { voyageActions } from '../../offline/entity-endpoints.ts';
import type { ReportEvent } from './report-event.ts';

const distanceFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** EMIS-036: the distance with 1 decimal (002 §9), '' when unknown. */
export function formatDistanceNm(distanceNm: number | null): string {
  return distanceNm === null ? '' : distanceFormat.format(distanceNm);
}

export type EventListRow = {
  event: ReportEvent;
  typeLabel: string;
  /** The event's port (or its default, EMIS-140/141), else its name. */
  nameOrPort: string | null;
  /** On the departure: the voyage's name. */
  voyageName: string | null;
  distanceText: string;
  /** EMIS-037: missing fuel consumption or distance, null when nothing is missing. */
  warning: string | null;
  /** EMIS-126..128: why it cannot be deleted, null when it can. */
  deleteRefusal: string | null;
  /** EMIS-039, EMIS-133: its time can be edited. */
  canEditTime: boolean;
};

export type VoyageView = {
  departure: ReportEvent;
  events: ReportEvent[];
  rows: EventListRow[];
  /** EMIS-120..123: the add buttons offered, in the spec's order. */
  offeredTypes: ReturnType<typeof offeredEventTypes>;
  isInformationConfirmed: boolean;
  isDataConfirmed: boolean;
};

/** The voyage a departure starts, with its rows; null when the departure is not on this device. */
export function voyageView(
  allEvents: readonly ReportEvent[],
  departureId: string,
  eventIdsWithFuelConsumption: ReadonlySet<string>,
): VoyageView | null {
  const events = voyageOfDeparture(allEvents, departureId);
  const departure = events[0];
  if (!departure || departure.id !== departureId) return null;
  const isInformationConfirmed = isVoyageInformationConfirmed(departure.voyage);
  const rows = events.map((event) => ({
    event,
    typeLabel: eventTypeLabels[event.type],
    nameOrPort: defaultPort(allEvents, event)?.name || event.name || null,
    voyageName: event.type === 'Departure' ? event.voyage?.name?.trim() || null : null,
    distanceText: formatDistanceNm(eventDistanceNm(event)),
    warning: eventRowWarning(event, eventIdsWithFuelConsumption.has(event.id)),
    deleteRefusal: checkEventDeletion(allEvents, event),
    canEditTime: !event.isConfirmed && !isInformationConfirmed,
  }));
  return {
    departure,
    events,
    rows,
    offeredTypes: offeredEventTypes(events),
    isInformationConfirmed,
    isDataConfirmed: isVoyageDataConfirmed(departure.voyage),
  };
}

/** The voyage steps of 002 §4 (EMIS-118, EMIS-119), each sent to the server as one outbox action. */
export type VoyageAction = (typeof voyageActions)[number];

/** The spec's button labels (messages.tsv MSG-0132..0135, the legacy layout of 002 §2). */
export const voyageActionLabels: Record<VoyageAction, string> = {
  ConfirmVoyageInformation: messages.proceedWithDistanceAndFuel,
  UnconfirmVoyageInformation: messages.editEventInfo,
  ConfirmVoyageData: messages.confirmFuelAndDistance,
  UnconfirmVoyageData: messages.unconfirmFuelAndDistance,
};

export type VoyageStep = { action: VoyageAction; refusals: VoyageRefusal[] };

/**
 * The steps offered where the voyage stands (EMIS-118, EMIS-119, EMIS-129, EMIS-130): before the
 * information is confirmed, confirming it; then unconfirming it or confirming the data; once the
 * data is confirmed, unconfirming the data. Each with the rules' reasons ([] = enabled).
 */
export function voyageSteps(
  view: VoyageView,
  eventIdsWithFuelConsumption: ReadonlySet<string>,
  role: string,
): VoyageStep[] {
  const { departure, events } = view;
  if (view.isDataConfirmed) {
    return [
      {
        action: 'UnconfirmVoyageData',
        // Report submission is not built yet, so no voyage data has fed a submitted report.
        refusals: checkUnconfirmVoyageData(departure, { fedSubmittedReport: false, role }),
      },
    ];
  }
  if (view.isInformationConfirmed) {
    return [
      { action: 'UnconfirmVoyageInformation', refusals: checkUnconfirmVoyageInformation(departure) },
      { action: 'ConfirmVoyageData', refusals: checkConfirmVoyageData(events, eventIdsWithFuelConsumption) },
    ];
  }
  return [{ action: 'ConfirmVoyageInformation', refusals: checkConfirmVoyageInformation(events) }];
}

/**
 * The departure's voyage as it will look once the server has applied the action; shown (as
 * "saved on this device") until the server's answer replaces it.
 */
export function voyageAfter(voyage: Voyage, action: VoyageAction, nowIso: string): Voyage {
  switch (action) {
    case 'ConfirmVoyageInformation':
      return { ...voyage, informationConfirmedAt: nowIso };
    case 'UnconfirmVoyageInformation':
      return { ...voyage, informationConfirmedAt: unsetDate };
    case 'ConfirmVoyageData':
      return { ...voyage, dataConfirmedAt: nowIso };
    case 'UnconfirmVoyageData':
      return { ...voyage, dataConfirmedAt: unsetDate };
  }
}
