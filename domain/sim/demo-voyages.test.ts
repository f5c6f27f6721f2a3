import { describe, expect, it } from 'vitest';
import { unsetDate, type Voyage } from '../contracts/emission-report-vessel-events.ts';
import { distanceNm } from '../geo/great-circle.ts';
import { checkNewDeparture } from '../voyages/departure-rules.ts';
import {
  checkConfirmEvent,
  checkConfirmVoyageData,
  checkConfirmVoyageInformation,
} from '../voyages/event-rules.ts';
import { planDemoVoyages, type DemoVoyage } from './demo-voyages.ts';
import { presetVessel } from './fleet-presets.ts';
import { legWaypoints, simPorts, type PortCode } from './sea-lanes.ts';
import { simulateVessel, simVariables, type SimEvent } from './simulate.ts';
import { createVoyageLog } from './voyage-log.ts';

const DAY_MS = 86_400_000;
const fromMs = Date.UTC(2026, 0, 1);
const days = 150;
const nowMs = fromMs + days * DAY_MS;
const vessel = presetVessel('9321483', 'bulk_carrier');
const cargoUnits = [{ id: 'unit-tonnes', name: 'Metric tonnes' }];
const meters = [
  { id: 'meter-me', fuelTypeId: 'hfo', isLogged: true },
  { id: 'meter-ae', fuelTypeId: 'mgo', isLogged: false },
];

const events: SimEvent[] = [];
const log = createVoyageLog();
let meFuelKgByHourSum = 0;
const meColumn = simVariables.findIndex((variable) => variable.id === 'MEFuelMassFlow');
const steps: { atMs: number; me: number }[] = [];
for (const step of simulateVessel(vessel, { fromMs, days, stepMinutes: 15, seed: 9321483 }, events)) {
  log.record(step);
  steps.push({ atMs: step.atMs, me: step.values[meColumn]! });
}
let counter = 0;
const voyages = planDemoVoyages({
  imoNumber: vessel.imoNumber,
  events,
  log,
  draftLadenM: vessel.draftLadenM,
  draftBallastM: vessel.draftBallastM,
  deadweightTonnes: 81_000,
  meters,
  cargoUnits,
  nowMs,
  newId: () => `id-${++counter}`,
});

const unconfirmedVoyage = (voyage: Voyage): Voyage => ({
  ...voyage,
  informationConfirmedAt: unsetDate,
  dataConfirmedAt: unsetDate,
});

/** The voyage's events as they stood before a person confirmed the voyage information. */
function beforeInformation(voyage: DemoVoyage) {
  return voyage.events.map((event) =>
    event.voyage ? { ...event, voyage: unconfirmedVoyage(event.voyage) } : event,
  );
}

describe('demo voyages from the simulated port calls', () => {
  it('plans a voyage per departure the simulator logged, in time order', () => {
    const departures = events.filter((event) => event.type === 'Departure');
    expect(voyages.length).toBe(departures.length);
    expect(voyages.length).toBeGreaterThan(3);
    const times = voyages.flatMap((voyage) => voyage.events.map((event) => Date.parse(event.timestamp)));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(voyages.flatMap((v) => v.events.map((e) => e.id))).size).toBe(times.length);
  });

  it('shows every state: the older voyages confirmed, the one before the last with its information confirmed', () => {
    const states = voyages.map((voyage) => voyage.state);
    expect(states.slice(0, -2).every((state) => state === 'dataConfirmed')).toBe(true);
    expect(states.at(-2)).toBe('informationConfirmed');
    const last = voyages.at(-1)!;
    const hasEnd = last.events.some((event) => event.type === 'EndOfVoyage');
    expect(last.state).toBe(hasEnd ? 'informationConfirmed' : 'inProgress');
  });

  it('EMIS-129 EMIS-130 every confirmed demo voyage satisfies the confirmation rules it claims', () => {
    for (const voyage of voyages.filter((v) => v.state !== 'inProgress')) {
      const before = beforeInformation(voyage);
      for (const event of before) {
        const eventCargo = voyage.cargo.filter((c) => c.vesselEventId === event.id).map((c) => c.cargoUnitId);
        expect(
          checkConfirmEvent(
            { ...event, isConfirmed: false },
            {
              vesselCargoUnitIds: cargoUnits.map((unit) => unit.id),
              eventCargoUnitIds: eventCargo,
            },
          ),
        ).toEqual([]);
      }
      expect(checkConfirmVoyageInformation(before)).toEqual([]);
      const withInformation = voyage.events.map((event) =>
        event.voyage ? { ...event, voyage: { ...event.voyage, dataConfirmedAt: unsetDate } } : event,
      );
      const withFuel = new Set(voyage.consumptions.map((c) => c.vesselEventId));
      expect(checkConfirmVoyageData(withInformation, withFuel)).toEqual([]);
    }
  });

  it('EMIS-154 each demo departure could have been created after the events before it', () => {
    const all = voyages.flatMap((voyage) => voyage.events);
    for (const [index, event] of all.entries()) {
      if (event.type !== 'Departure') continue;
      expect(checkNewDeparture(all.slice(0, index), event.timestamp)).toBeNull();
    }
  });

  it('a sea leg’s logged distance agrees with the sea lane sailed (within 15 %)', () => {
    for (const voyage of voyages) {
      const [departure, arrival] = voyage.events;
      if (arrival?.type !== 'Arrival' || !departure?.port || !arrival.port) continue;
      const lane = legWaypoints(departure.port.loCode as PortCode, arrival.port.loCode as PortCode);
      const laneNm = lane.slice(1).reduce((sum, point, i) => sum + distanceNm(lane[i]!, point), 0);
      const logged = arrival.distanceSailed!.loggedDistanceByGPS!;
      const estimated = arrival.distanceSailed!.estimatedDistanceByGPS!;
      expect(estimated).toBeGreaterThanOrEqual(logged);
      expect(Math.abs(estimated - laneNm) / laneNm).toBeLessThan(0.15);
      expect(simPorts[departure.port.loCode as PortCode]).toBeDefined();
    }
  });

  it('main engine fuel on an arrival is the integral of the logged fuel mass flow over the leg', () => {
    const voyage = voyages.find((v) => v.state === 'dataConfirmed')!;
    const [departure, arrival] = voyage.events;
    const from = Math.floor(Date.parse(departure!.timestamp) / 3_600_000) * 3_600_000;
    const to = Math.floor(Date.parse(arrival!.timestamp) / 3_600_000) * 3_600_000;
    meFuelKgByHourSum = 0;
    for (let i = 0; i < steps.length - 1; i++) {
      const step = steps[i]!;
      if (step.atMs < from || step.atMs >= to || !Number.isFinite(step.me)) continue;
      meFuelKgByHourSum += step.me * ((steps[i + 1]!.atMs - step.atMs) / 3_600_000);
    }
    const entry = voyage.consumptions.find(
      (c) => c.vesselEventId === arrival!.id && c.flowMeterId === 'meter-me',
    )!;
    expect(entry.fuelConsumptionSource).toBe('LogData');
    expect(entry.fuelConsumptionInTon).toBeCloseTo(meFuelKgByHourSum / 1000, 2);
    expect(entry.fuelConsumptionInTon).toBeGreaterThan(50);
  });

  it('the manual-input meter takes the auxiliary fuel as a Manual entry', () => {
    const entries = voyages
      .flatMap((voyage) => voyage.consumptions)
      .filter((c) => c.flowMeterId === 'meter-ae');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((c) => c.fuelConsumptionSource === 'Manual' && c.fuelTypeId === 'mgo')).toBe(true);
  });

  it('laden legs carry cargo and ballast legs almost none', () => {
    for (const voyage of voyages.filter((v) => v.cargo.length > 0)) {
      const tonnes = voyage.cargo[0]!.cargoCarried;
      if (voyage.events[0]!.voyage!.type === 'Laden') expect(tonnes).toBeGreaterThan(60_000);
      else expect(tonnes).toBeLessThan(6_000);
    }
  });
});
