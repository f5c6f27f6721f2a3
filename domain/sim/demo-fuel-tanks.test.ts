import { describe, expect, it } from 'vitest';
import { newVoyage } from '../contracts/emission-report-vessel-events.ts';
import { planDemoTankRecords, type DemoTank } from './demo-fuel-tanks.ts';
import type { DemoConsumption, DemoEvent, DemoVoyage } from './demo-voyages.ts';

const hfo = 'hfo-type';
const mgo = 'mgo-type';
const tanks: DemoTank[] = [
  { id: 'hfo-p', fuelTypeId: hfo, fuelId: 'HFO' },
  { id: 'hfo-s', fuelTypeId: hfo, fuelId: 'HFO' },
  { id: 'mgo', fuelTypeId: mgo, fuelId: 'MDO_MGO' },
];
const hourMs = 3_600_000;

function event(id: string, type: DemoEvent['type'], atMs: number): DemoEvent {
  return {
    id,
    type,
    timestamp: new Date(atMs).toISOString(),
    name: null,
    port: null,
    voyage: type === 'Departure' ? newVoyage() : null,
    isConfirmed: true,
    distanceSailed: null,
  };
}

function burn(eventId: string, fuelTypeId: string, tonnes: number): DemoConsumption {
  return {
    id: `${eventId}-${fuelTypeId}`,
    vesselEventId: eventId,
    flowMeterId: fuelTypeId === hfo ? 'me' : 'ae',
    fuelTypeId,
    startAt: '',
    endAt: '',
    fuelConsumptionInTon: tonnes,
    fuelConsumptionSource: 'Manual',
  };
}

/** Twelve voyages of four days at sea and a day in port; the last one still at sea. */
function year(): DemoVoyage[] {
  return Array.from({ length: 12 }, (_, index) => {
    const start = Date.UTC(2026, 0, 1) + index * 5 * 24 * hourMs;
    const atSea = index === 11;
    const events = [event(`d${index}`, 'Departure', start)];
    const consumptions: DemoConsumption[] = [];
    if (!atSea) {
      events.push(event(`a${index}`, 'Arrival', start + 96 * hourMs));
      events.push(event(`e${index}`, 'EndOfVoyage', start + 110 * hourMs));
      consumptions.push(burn(`a${index}`, hfo, 120 + index), burn(`a${index}`, mgo, 8));
      consumptions.push(burn(`e${index}`, hfo, 2), burn(`e${index}`, mgo, 3));
    }
    return { state: atSea ? 'inProgress' : 'dataConfirmed', events, consumptions, cargo: [] };
  });
}

let counter = 0;
const newId = () => `id-${++counter}`;
const onBoard = (soundings: ReturnType<typeof planDemoTankRecords>['soundings'], at: string, fuel: string) =>
  soundings
    .filter(
      (sounding) =>
        sounding.timestamp === at &&
        tanks.find((tank) => tank.id === sounding.fuelTankId)?.fuelTypeId === fuel,
    )
    .reduce((sum, sounding) => sum + sounding.fuelAmountInTon, 0);

describe('demo fuel tank records', () => {
  it('EMIS-007 EMIS-103 soundings at every departure and arrival for every tank, never below zero', () => {
    const voyages = year();
    const { soundings } = planDemoTankRecords({ voyages, tanks, newId });
    const times = voyages.flatMap((voyage) =>
      voyage.events.filter((item) => item.type !== 'EndOfVoyage').map((item) => item.timestamp),
    );
    expect(soundings).toHaveLength(times.length * tanks.length);
    for (const sounding of soundings) {
      expect(sounding.fuelAmountInTon).toBeGreaterThanOrEqual(0);
      expect(sounding.fuelAmountInCubicMetres).toBeGreaterThan(sounding.fuelAmountInTon * 0.99);
    }
  });

  it('EMIS-007 the tanks of a fuel type lose on each leg what its flow meters measured, and bunkering fills them up', () => {
    const voyages = year();
    const { soundings, bunkerings } = planDemoTankRecords({ voyages, tanks, newId });
    for (const [index, voyage] of voyages.entries()) {
      const arrival = voyage.events.find((item) => item.type === 'Arrival');
      if (!arrival) continue;
      for (const fuel of [hfo, mgo]) {
        const measured = voyage.consumptions
          .filter((entry) => entry.vesselEventId === arrival.id && entry.fuelTypeId === fuel)
          .reduce((sum, entry) => sum + entry.fuelConsumptionInTon, 0);
        const lost =
          onBoard(soundings, voyage.events[0]!.timestamp, fuel) - onBoard(soundings, arrival.timestamp, fuel);
        expect(lost, `voyage ${index} ${fuel}`).toBeCloseTo(measured, 2);
      }
      // The next departure: what was on board at arrival, plus bunkers, minus the port burn.
      const next = voyages[index + 1];
      if (!next) continue;
      for (const fuel of [hfo, mgo]) {
        const bunkered = bunkerings
          .filter(
            (item) =>
              item.fuelTypeId === fuel &&
              Date.parse(item.timestamp) > Date.parse(arrival.timestamp) &&
              Date.parse(item.timestamp) < Date.parse(next.events[0]!.timestamp),
          )
          .reduce((sum, item) => sum + item.fuelAdjustmentInTon, 0);
        const portBurn = voyage.consumptions
          .filter((entry) => entry.vesselEventId !== arrival.id && entry.fuelTypeId === fuel)
          .reduce((sum, entry) => sum + entry.fuelConsumptionInTon, 0);
        expect(onBoard(soundings, next.events[0]!.timestamp, fuel)).toBeCloseTo(
          onBoard(soundings, arrival.timestamp, fuel) + bunkered - portBurn,
          2,
        );
      }
    }
    expect(bunkerings.length).toBeGreaterThan(0);
    for (const bunkering of bunkerings) {
      expect(bunkering.fuelAdjustmentInTon).toBeGreaterThan(0);
      expect(bunkering.fuelTypeId).toBe(tanks.find((tank) => tank.id === bunkering.fuelTankId)!.fuelTypeId);
    }
  });

  it('a vessel without tanks gets no records', () => {
    expect(planDemoTankRecords({ voyages: year(), tanks: [], newId })).toEqual({
      soundings: [],
      bunkerings: [],
    });
  });
});
