// The fuel data rules of 002 §4-§5 and §9 (EMIS-142..147, EMIS-168..182, EMIS-244), pure, shared
// by the Fuel tanks / Flow meters tabs (which offer only what is allowed) and the server (which
// decides). The voyage of an event and its bounds come from event-rules.ts. Decisions on the open
// points: docs/adr/0026-fuel-data.md.
import type { Voyage } from '../contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../contracts/fuel-data.ts';
import type { FuelConsumptionSource } from '../contracts/reference-lists.ts';
import { formatDateTime } from '../format/date-time.ts';
import {
  isVoyageDataConfirmed,
  sortByTime,
  voyageAt,
  voyageBounds,
  voyageOfEvent,
  type RuleEvent,
} from './event-rules.ts';
import { fuelRuleMessages } from './fuel-messages.ts';

// --- Voyage bounds and the confirmed-data lock (EMIS-132, EMIS-170) ------------------------------

/** A voyage from its departure to its end of voyage (null while it has none). */
export type VoyageBounds = { start: string; end: string | null };
/** Both limits of a voyage, as EMIS-170 checks and names them. */
export type VoyageLimits = { start: string; end: string };

/**
 * EMIS-170 limits of a voyage (its events, departure first): the departure and the end of voyage;
 * while the voyage has no end of voyage yet, its latest event (nothing is consumed after the last
 * event recorded). Null when the list does not start with a departure.
 */
export function consumptionLimits(voyage: readonly RuleEvent[]): VoyageLimits | null {
  const bounds = voyageBounds(voyage);
  if (!bounds) return null;
  return { start: bounds.start, end: bounds.end ?? sortByTime(voyage).at(-1)?.timestamp ?? bounds.start };
}

/** What a fuel data entry is tied to: its event (consumptions), else its time (soundings, operations). */
export type FuelEntryAnchor = { vesselEventId?: string | undefined; timestamp?: string | null | undefined };

/**
 * EMIS-132: the voyage (departure first) a fuel data entry belongs to: its event's voyage, else the
 * voyage whose departure..end of voyage holds its time (a voyage without an end of voyage reaches
 * to the next departure). [] when none, e.g. a bunkering between two voyages.
 */
export function voyageOfFuelEntry<T extends RuleEvent>(events: readonly T[], entry: FuelEntryAnchor): T[] {
  if (entry.vesselEventId !== undefined) {
    const event = events.find((candidate) => candidate.id === entry.vesselEventId);
    return event ? voyageOfEvent(events, event) : [];
  }
  if (!entry.timestamp) return [];
  const voyage = voyageAt(events, entry.timestamp);
  const end = voyageBounds(voyage)?.end ?? null;
  return end !== null && Date.parse(entry.timestamp) > Date.parse(end) ? [] : voyage;
}

/** EMIS-132: no fuel data of a voyage changes once its voyage data is confirmed. */
export function checkFuelDataEditable(departureVoyage: Voyage | null): string | null {
  return isVoyageDataConfirmed(departureVoyage) ? fuelRuleMessages.voyageDataConfirmed : null;
}

// --- Consumption time spans (EMIS-168..171) -----------------------------------------------------

export type TimeSpan = { id?: string | undefined; startAt: string; endAt: string };

/** EMIS-170/171 (DECISIONS): the spec's text with both limits inserted as 'DD. MMM, YYYY HH:mm'. */
export function outsideVoyageMessage(limits: VoyageLimits): string {
  return `Start and end must be between the start (${formatDateTime(limits.start)}) and end (${formatDateTime(limits.end)}) of the voyage.`;
}

/** Half-open spans [start, end) overlap when each starts before the other ends. */
export function spansOverlap(a: TimeSpan, b: TimeSpan): boolean {
  return Date.parse(a.startAt) < Date.parse(b.endAt) && Date.parse(b.startAt) < Date.parse(a.endAt);
}

/**
 * EMIS-169, EMIS-170, EMIS-168 in that order: end after start, both inside the voyage, and no
 * overlap with the other live entries of the same flow meter (`others`; the span's own id is
 * skipped, so an edit does not overlap itself). Null when allowed, otherwise the message.
 */
export function checkConsumptionSpan(
  span: TimeSpan,
  limits: VoyageLimits,
  others: readonly TimeSpan[],
): string | null {
  const start = Date.parse(span.startAt);
  const end = Date.parse(span.endAt);
  if (!(end > start)) return fuelRuleMessages.endBeforeStart;
  if (start < Date.parse(limits.start) || end > Date.parse(limits.end)) return outsideVoyageMessage(limits);
  const overlapping = others.some((other) => other.id !== span.id && spansOverlap(span, other));
  return overlapping ? fuelRuleMessages.overlap : null;
}

// --- Consumption values (EMIS-172, EMIS-244) ----------------------------------------------------

/** EMIS-172: the consumption input (Mantine NumberInput props): at least 0, steps of 0.001. */
export const consumptionInput = { min: 0, step: 0.001, decimalScale: 3, fixedDecimalScale: true } as const;

/** EMIS-172: a consumption entered by a person; null when it is a number of at least 0. */
export function checkConsumptionValue(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return fuelRuleMessages.consumptionRequired;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < 0) return fuelRuleMessages.consumptionNotNegative;
  return null;
}

/** EMIS-244 (002 §9): decimals shown for each fuel quantity. */
export const fuelDisplayDecimals = {
  fuelDensity: 4,
  fuelAdjustment: 3,
  sulphurContent: 3,
  fuelAmount: 3,
  temperature: 1,
  consumptionEdit: 3,
  consumptionSummary: 1,
} as const;
export type FuelQuantity = keyof typeof fuelDisplayDecimals;

const formatters = new Map<number, Intl.NumberFormat>();

/** A fuel quantity with exactly its decimals (EMIS-244), '' when missing: '1,234.500'. */
export function formatFuelQuantity(value: number | null | undefined, quantity: FuelQuantity): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const decimals = fuelDisplayDecimals[quantity];
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

// --- Consumption sources: remove, edit, colour (EMIS-142..144, EMIS-147) -------------------------

type SourcedEntry = Pick<
  FlowMeterFuelConsumption,
  'fuelConsumptionSource' | 'fuelConsumptionInTon' | 'correctedFuelConsumptionInTon'
>;

/** EMIS-142: only Manual entries can be removed. */
export function canRemoveConsumption(entry: Pick<SourcedEntry, 'fuelConsumptionSource'>): boolean {
  return entry.fuelConsumptionSource === 'Manual';
}

/** The value that counts: the corrected one when a person corrected a measured entry. */
export function effectiveConsumptionTonnes(entry: SourcedEntry): number {
  return entry.correctedFuelConsumptionInTon ?? entry.fuelConsumptionInTon;
}

/** EMIS-143/144: an inline edit stores a correction on a measured entry and the value on a Manual one. */
export function applyConsumptionEdit<T extends SourcedEntry>(entry: T, valueTonnes: number): T {
  return entry.fuelConsumptionSource === 'Manual'
    ? { ...entry, fuelConsumptionInTon: valueTonnes, correctedFuelConsumptionInTon: null }
    : { ...entry, correctedFuelConsumptionInTon: valueTonnes };
}

type EditableEntry = SourcedEntry &
  Pick<
    FlowMeterFuelConsumption,
    'startAt' | 'endAt' | 'vesselEventId' | 'flowMeterId' | 'fuelTypeId' | 'actualFuelConsumptionInTon'
  >;

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * EMIS-143/144 on the server's side of a PUT: the source never changes, the event and meter never
 * change; a measured entry (LogData, Regression, ManualEstimate) changes only its corrected value;
 * a Manual entry has no corrected value (its value, span and fuel type change). Null when allowed.
 */
export function checkConsumptionEdit(current: EditableEntry, next: EditableEntry): string | null {
  if (next.fuelConsumptionSource !== current.fuelConsumptionSource) return fuelRuleMessages.sourceChanged;
  if (next.vesselEventId !== current.vesselEventId || next.flowMeterId !== current.flowMeterId) {
    return fuelRuleMessages.eventChanged;
  }
  if (current.fuelConsumptionSource === 'Manual') {
    return next.correctedFuelConsumptionInTon === null ? null : fuelRuleMessages.manualHasNoCorrection;
  }
  const measuredKept =
    next.fuelConsumptionInTon === current.fuelConsumptionInTon &&
    next.actualFuelConsumptionInTon === current.actualFuelConsumptionInTon &&
    next.fuelTypeId === current.fuelTypeId &&
    sameInstant(next.startAt, current.startAt) &&
    sameInstant(next.endAt, current.endAt);
  return measuredKept ? null : fuelRuleMessages.measuredFieldsFixed;
}

/** EMIS-147 as Mantine colours: LogData teal, Manual orange, Regression light teal, ManualEstimate light orange. */
export const consumptionSourceColours: Record<FuelConsumptionSource, string> = {
  LogData: 'teal.7',
  Manual: 'orange.6',
  Regression: 'teal.3',
  ManualEstimate: 'orange.3',
};

/** EMIS-143, EMIS-147: a corrected measured entry is shown in the Manual colour. */
export function consumptionColour(
  entry: Pick<SourcedEntry, 'fuelConsumptionSource' | 'correctedFuelConsumptionInTon'>,
): string {
  const shownAs = entry.correctedFuelConsumptionInTon === null ? entry.fuelConsumptionSource : 'Manual';
  return consumptionSourceColours[shownAs];
}

// --- Date windows (EMIS-179..182) ---------------------------------------------------------------

/** An entry window; `to` null = open (the voyage has no end yet). */
export type DateWindow = { from: string; to: string | null };

const dayMs = 86_400_000;
const plusDays = (instant: string, days: number) =>
  new Date(Date.parse(instant) + days * dayMs).toISOString();

function minusMonths(instant: string, months: number): string {
  const date = new Date(instant);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

/** EMIS-179: operation dates start 12 months before the departure; they end with the query window. */
export function operationWindow(bounds: VoyageBounds): DateWindow {
  return { from: minusMonths(bounds.start, 12), to: fuelDataQueryEnd(bounds) };
}

/** EMIS-180: soundings from 2 days before the departure to 2 days after the voyage end. */
export function soundingWindow(bounds: VoyageBounds): DateWindow {
  return { from: plusDays(bounds.start, -2), to: bounds.end === null ? null : plusDays(bounds.end, 2) };
}

/** EMIS-182: fuel data queries extend to 1 day after the end (null: the voyage has no end yet). */
export function fuelDataQueryEnd(bounds: VoyageBounds): string | null {
  return bounds.end === null ? null : plusDays(bounds.end, 1);
}

/** EMIS-182: the fromDate/toDate of a Find for an entry window (never ending before end + 1 day). */
export function fuelDataQuery(
  window: DateWindow,
  bounds: VoyageBounds,
): { fromDate: string; toDate?: string } {
  const queryEnd = fuelDataQueryEnd(bounds);
  if (window.to === null || queryEnd === null) return { fromDate: window.from };
  return {
    fromDate: window.from,
    toDate: Date.parse(window.to) > Date.parse(queryEnd) ? window.to : queryEnd,
  };
}

export function isWithinWindow(timestamp: string, window: DateWindow): boolean {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at) || at < Date.parse(window.from)) return false;
  return window.to === null || at <= Date.parse(window.to);
}

/**
 * EMIS-181: the first sounding defaults to 12:00 (UTC) on the departure's day, each next one to
 * one day after the latest sounding.
 */
export function defaultSoundingTimestamp(
  bounds: VoyageBounds,
  soundings: readonly { timestamp: string }[],
): string {
  const latest = sortByTime(soundings).at(-1);
  if (latest) return plusDays(latest.timestamp, 1);
  return `${new Date(bounds.start).toISOString().slice(0, 10)}T12:00:00.000Z`;
}

// --- Operations and soundings (EMIS-177, EMIS-178, EMIS-180) ------------------------------------

export type OperationKind = 'Bunkering' | 'Debunkering';

/** EMIS-177: de-bunkering is stored as a negative adjustment. */
export function signedAdjustmentTonnes(kind: OperationKind, amountTonnes: number): number {
  const magnitude = Math.abs(amountTonnes);
  return kind === 'Debunkering' ? -magnitude : magnitude;
}

export function operationKind(fuelAdjustmentInTon: number): OperationKind {
  return fuelAdjustmentInTon < 0 ? 'Debunkering' : 'Bunkering';
}

export type OperationDraft = {
  timestamp: string | null;
  fuelTypeId: string | null;
  fuelDensity: number | null;
  fuelAdjustmentInTon: number | null;
  sulphurContent: number | null;
};

const isNumber = (value: number | null): value is number => value !== null && Number.isFinite(value);

function windowProblem(timestamp: string | null, window: DateWindow): string | null {
  if (!timestamp) return fuelRuleMessages.timestampRequired;
  return isWithinWindow(timestamp, window) ? null : fuelRuleMessages.outsideWindow(window.from, window.to);
}

/** EMIS-178, EMIS-179: what keeps a fuel tank operation from being added ([] = valid). */
export function checkOperation(draft: OperationDraft, window: DateWindow): string[] {
  const problems: string[] = [];
  const when = windowProblem(draft.timestamp, window);
  if (when) problems.push(when);
  if (!draft.fuelTypeId) problems.push(fuelRuleMessages.fuelTypeRequired);
  if (!isNumber(draft.fuelDensity) || draft.fuelDensity <= 0) problems.push(fuelRuleMessages.densityRequired);
  if (!isNumber(draft.fuelAdjustmentInTon) || draft.fuelAdjustmentInTon === 0) {
    problems.push(fuelRuleMessages.adjustmentRequired);
  }
  const sulphur = draft.sulphurContent;
  if (sulphur !== null && (!Number.isFinite(sulphur) || sulphur < 0 || sulphur > 100)) {
    problems.push(fuelRuleMessages.sulphurRange);
  }
  return problems;
}

/** EMIS-178: the add button needs a valid operation and no save in progress. */
export function canAddOperation(draft: OperationDraft, window: DateWindow, saving: boolean): boolean {
  return !saving && checkOperation(draft, window).length === 0;
}

export type SoundingDraft = {
  timestamp: string | null;
  fuelAmountInTon: number | null;
  fuelAmountInCubicMetres: number | null;
};

/** EMIS-180 and our rule that a sounding has an amount: what keeps it from being added ([] = valid). */
export function checkSounding(draft: SoundingDraft, window: DateWindow): string[] {
  const problems: string[] = [];
  const when = windowProblem(draft.timestamp, window);
  if (when) problems.push(when);
  const amounts = [draft.fuelAmountInTon, draft.fuelAmountInCubicMetres].filter(isNumber);
  if (amounts.length === 0) problems.push(fuelRuleMessages.soundingAmountRequired);
  else if (amounts.some((amount) => amount < 0)) problems.push(fuelRuleMessages.amountNotNegative);
  return problems;
}
