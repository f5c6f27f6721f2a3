// The demo fleet's emission-report voyages (issue 5 §2, demo data): built from the port calls the
// simulator logged and from the voyage log of the same simulated steps, so every voyage matches
// the vessel's imported track, speeds and fuel flows. Older voyages are fully confirmed, the one
// before the last has its information confirmed, and a vessel at sea has its last voyage in
// progress (departure entered, arrival still to be completed by the crew).
import { newVoyage, type VesselEventType, type Voyage } from '../contracts/emission-report-vessel-events.ts';
import { isMemberStatePort } from '../emissions/mrv.ts';
import { createRandom, seedFrom } from './prng.ts';
import { simPorts, type PortCode } from './sea-lanes.ts';
import type { SimEvent } from './simulate.ts';
import type { LegTotals, VoyageLog } from './voyage-log.ts';

export type DemoVoyageState = 'dataConfirmed' | 'informationConfirmed' | 'inProgress';

export type DemoMeter = { id: string; fuelTypeId: string; isLogged: boolean };
export type DemoCargoUnit = { id: string; name: string };

export type DemoVoyageInput = {
  imoNumber: string;
  events: readonly SimEvent[];
  log: VoyageLog;
  draftLadenM: number;
  draftBallastM: number;
  deadweightTonnes: number;
  /** Active flow meters: the first takes the main engine, the second (if any) the auxiliaries. */
  meters: readonly DemoMeter[];
  cargoUnits: readonly DemoCargoUnit[];
  nowMs: number;
  newId: () => string;
};

export type DemoEvent = {
  id: string;
  type: VesselEventType;
  timestamp: string;
  name: string | null;
  port: { name: string; loCode: string; isMrvPort: boolean } | null;
  voyage: Voyage | null;
  isConfirmed: boolean;
  distanceSailed: {
    loggedDistanceByGPS: number | null;
    estimatedDistanceByGPS: number | null;
    manualDistanceByGPS: number | null;
    loggedDistanceByGPSPercent: number | null;
    estimatedDistanceByGPSPercent: number | null;
    manualDistanceByGPSPercent: number | null;
  } | null;
};

export type DemoConsumption = {
  id: string;
  vesselEventId: string;
  flowMeterId: string;
  fuelTypeId: string;
  startAt: string;
  endAt: string;
  fuelConsumptionInTon: number;
  fuelConsumptionSource: 'LogData' | 'Manual';
};

export type DemoCargo = { id: string; vesselEventId: string; cargoUnitId: string; cargoCarried: number };

export type DemoVoyage = {
  state: DemoVoyageState;
  events: DemoEvent[];
  consumptions: DemoConsumption[];
  cargo: DemoCargo[];
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** An arrival this old without a next departure gets its end of voyage (cargo work done). */
const END_OF_VOYAGE_AFTER_ARRIVAL_MS = 12 * HOUR_MS;

const iso = (ms: number) => new Date(ms).toISOString();
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function portOf(locode: string | undefined): DemoEvent['port'] {
  const port = locode ? simPorts[locode as PortCode] : undefined;
  if (!port) return null;
  return { name: port.name, loCode: port.locode, isMrvPort: isMemberStatePort(port) };
}

/** Logged and estimated distance: the logger's sum, and that sum carried over the GPS gaps. */
function distanceOf(totals: LegTotals): NonNullable<DemoEvent['distanceSailed']> {
  const coverage = totals.gpsCoveragePercent;
  const estimated = coverage > 0 ? (totals.distanceNm * 100) / coverage : totals.distanceNm;
  return {
    loggedDistanceByGPS: round(totals.distanceNm, 1),
    estimatedDistanceByGPS: round(estimated, 1),
    manualDistanceByGPS: null,
    loggedDistanceByGPSPercent: round(coverage, 1),
    estimatedDistanceByGPSPercent: round(100 - coverage, 1),
    manualDistanceByGPSPercent: null,
  };
}

type Call = { departure: SimEvent; arrival: SimEvent | null; endOfVoyageMs: number | null };

/** Port calls as voyages: departure, the arrival before the next departure, the end of voyage. */
function callsOf(events: readonly SimEvent[], nowMs: number): Call[] {
  const calls = events
    .filter((event) => event.type === 'Departure' || event.type === 'Arrival')
    .filter((event) => event.atMs < nowMs)
    .sort((a, b) => a.atMs - b.atMs);
  const voyages: Call[] = [];
  for (const [index, event] of calls.entries()) {
    if (event.type !== 'Departure') continue;
    const rest = calls.slice(index + 1);
    const nextDeparture = rest.find((call) => call.type === 'Departure') ?? null;
    const arrival =
      rest.find((call) => call.type === 'Arrival' && (!nextDeparture || call.atMs < nextDeparture.atMs)) ??
      null;
    let endOfVoyageMs: number | null = null;
    if (arrival && nextDeparture)
      endOfVoyageMs = Math.max(arrival.atMs + HOUR_MS, nextDeparture.atMs - HOUR_MS);
    else if (arrival && nowMs - arrival.atMs >= END_OF_VOYAGE_AFTER_ARRIVAL_MS)
      endOfVoyageMs = arrival.atMs + END_OF_VOYAGE_AFTER_ARRIVAL_MS / 2;
    if (endOfVoyageMs !== null && nextDeparture && endOfVoyageMs >= nextDeparture.atMs) endOfVoyageMs = null;
    voyages.push({ departure: event, arrival, endOfVoyageMs });
  }
  return voyages;
}

/** Cargo carried on arrival per cargo unit, laden or in ballast (figures typical of the unit). */
function cargoCarried(unit: DemoCargoUnit, laden: boolean, dwt: number, random: () => number): number {
  const share = laden ? 0.85 + 0.1 * random() : 0.02 + 0.05 * random();
  switch (unit.name) {
    case 'Metric tonnes':
    case 'Deadweight carried':
      return Math.round(dwt * share);
    case 'Cubic metres':
      return Math.round(dwt * 1.9 * share);
    case 'TEU':
      return Math.round((dwt / 13) * (laden ? share : 0.3 + 0.2 * random()));
    case 'Passengers':
      return Math.round(250 + 650 * random());
    case 'Cars':
      return Math.round(120 + 380 * random());
    case 'Lane metres':
      return Math.round(1200 + 1800 * random());
    default:
      return Math.round(100 * share);
  }
}

export function planDemoVoyages(input: DemoVoyageInput): DemoVoyage[] {
  const { log, newId, nowMs } = input;
  const random = createRandom(seedFrom(`voyages:${input.imoNumber}`));
  const calls = callsOf(input.events, nowMs);
  const midDraft = (input.draftLadenM + input.draftBallastM) / 2;

  return calls.map((call, index) => {
    const fromEnd = calls.length - 1 - index;
    const state: DemoVoyageState =
      fromEnd === 0 && call.endOfVoyageMs === null
        ? 'inProgress'
        : fromEnd <= 1
          ? 'informationConfirmed'
          : 'dataConfirmed';
    const confirmed = state !== 'inProgress';
    const from = portOf(call.departure.portLocode);
    const to = portOf(call.arrival?.portLocode);
    const seaLeg = call.arrival ? log.totalsBetween(call.departure.atMs, call.arrival.atMs) : null;
    const laden = seaLeg?.meanDraftM != null ? seaLeg.meanDraftM >= midDraft : random.chance(0.5);
    const endMs = call.endOfVoyageMs ?? call.arrival?.atMs ?? call.departure.atMs;
    const confirmedAt = (afterDays: number) => iso(Math.min(nowMs - HOUR_MS, endMs + afterDays * DAY_MS));
    const voyage: Voyage = {
      ...newVoyage(),
      name: `${from?.name ?? 'Sea'} - ${to?.name ?? 'Sea'}`,
      type: laden ? 'Laden' : 'Ballast',
      ...(confirmed && {
        informationConfirmedAt: confirmedAt(1),
        startDate: iso(call.departure.atMs),
        endDate: iso(endMs),
      }),
      ...(state === 'dataConfirmed' && { dataConfirmedAt: confirmedAt(2) }),
    };

    const departure: DemoEvent = {
      id: newId(),
      type: 'Departure',
      timestamp: iso(call.departure.atMs),
      name: null,
      port: from,
      voyage,
      isConfirmed: true,
      distanceSailed: null,
    };
    const events: DemoEvent[] = [departure];
    const consumptions: DemoConsumption[] = [];
    const cargo: DemoCargo[] = [];

    const addLeg = (type: VesselEventType, atMs: number, port: DemoEvent['port'], withData: boolean) => {
      const previous = events[events.length - 1]!;
      const previousMs = Date.parse(previous.timestamp);
      const totals = log.totalsBetween(previousMs, atMs);
      const event: DemoEvent = {
        id: newId(),
        type,
        timestamp: iso(atMs),
        name: null,
        port,
        voyage: null,
        isConfirmed: confirmed,
        distanceSailed: distanceOf(totals),
      };
      events.push(event);
      if (!withData) return event;
      const [main, auxiliary] = input.meters;
      const shares: [DemoMeter | undefined, number][] = auxiliary
        ? [
            [main, totals.mainEngineFuelTonnes],
            [auxiliary, totals.auxiliaryFuelTonnes],
          ]
        : [[main, totals.mainEngineFuelTonnes + totals.auxiliaryFuelTonnes]];
      for (const [meter, tonnes] of shares) {
        if (!meter || !(tonnes >= 0.001)) continue;
        consumptions.push({
          id: newId(),
          vesselEventId: event.id,
          flowMeterId: meter.id,
          fuelTypeId: meter.fuelTypeId,
          startAt: previous.timestamp,
          endAt: event.timestamp,
          fuelConsumptionInTon: round(tonnes, 3),
          fuelConsumptionSource: meter.isLogged ? 'LogData' : 'Manual',
        });
      }
      return event;
    };

    if (call.arrival) {
      const arrival = addLeg('Arrival', call.arrival.atMs, to, confirmed);
      if (confirmed) {
        for (const unit of input.cargoUnits) {
          cargo.push({
            id: newId(),
            vesselEventId: arrival.id,
            cargoUnitId: unit.id,
            cargoCarried: cargoCarried(unit, laden, input.deadweightTonnes, () => random.next()),
          });
        }
      }
    }
    if (call.endOfVoyageMs !== null) addLeg('EndOfVoyage', call.endOfVoyageMs, null, true);
    return { state, events, consumptions, cargo };
  });
}
