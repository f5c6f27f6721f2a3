// Shapes for the CII (ADR 0063): a vessel's emission-report voyages as the CII reads them (the
// voyage rows of GET /Vessel/{id}/Voyages with each leg's distance and the fuel entries of its
// events), and the figures of domain/emissions as the answers of domain/contracts/cii.ts.
import type { CiiFigures, CiiFuelAmount } from '../../domain/contracts/cii.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { CiiResult } from '../../domain/emissions/cii.ts';
import type { CiiVoyage } from '../../domain/emissions/cii-periods.ts';
import { co2TonnesByFuel, type CustomFuelFactors } from '../../domain/emissions/fuels.ts';
import { eventDistanceNm, sortByTime, voyageOfDeparture } from '../../domain/voyages/event-rules.ts';
import { voyagesOf } from '../voyages/public.ts';
import type { ConsumptionEntry } from './cii.repository.ts';

export type CiiVoyageRecord = {
  voyage: CiiVoyage;
  /** Its voyage data is confirmed ('Confirm fuel & distance'): it counts in the DCS totals. */
  isDataConfirmed: boolean;
  fromPortName: string | null;
  toPortName: string | null;
};

const portOf = (port: VesselEvent['port']) =>
  port ? { name: port.name, country: port.loCode.trim().slice(0, 2).toUpperCase() } : null;

/**
 * Every voyage of the vessel (one per departure): its bounds (departure to end of voyage, or to
 * its last event while it has none), ports, legs (each event's distance up to the arrival over the
 * time since the event before it) and the consumption entries of its events.
 */
export function ciiVoyagesOf(
  events: readonly VesselEvent[],
  entries: readonly ConsumptionEntry[],
): CiiVoyageRecord[] {
  const entriesByEvent = new Map<string, ConsumptionEntry[]>();
  for (const entry of entries) {
    const list = entriesByEvent.get(entry.vesselEventId) ?? [];
    list.push(entry);
    entriesByEvent.set(entry.vesselEventId, list);
  }
  return voyagesOf(events)
    .reverse()
    .map((row) => {
      const voyageEvents = sortByTime(voyageOfDeparture(events, row.departureId));
      const departure = voyageEvents[0]!;
      const arrival = voyageEvents.find((event) => event.type === 'Arrival');
      const lastMs = Date.parse(voyageEvents[voyageEvents.length - 1]!.timestamp);
      // The distance sailed up to the arrival, as the IMO DCS report counts it (after the arrival
      // the vessel is at berth: a shift in port adds no distance; issue 26 §1, ADR 0105).
      const passageEnd = arrival ? voyageEvents.indexOf(arrival) + 1 : voyageEvents.length;
      const legs = voyageEvents.slice(1, passageEnd).map((event, index) => ({
        startMs: Date.parse(voyageEvents[index]!.timestamp),
        endMs: Date.parse(event.timestamp),
        distanceNm: eventDistanceNm(event) ?? 0,
      }));
      const fuel = voyageEvents.flatMap((event) =>
        (entriesByEvent.get(event.id) ?? []).map((entry) => ({
          startMs: Date.parse(entry.startAt),
          endMs: Date.parse(entry.endAt),
          fuelTypeId: entry.fuelTypeId,
          tonnes: entry.tonnes,
        })),
      );
      return {
        voyage: {
          departureId: row.departureId,
          name: row.name,
          startMs: Date.parse(departure.timestamp),
          endMs: row.endDate ? Date.parse(row.endDate) : lastMs,
          arrivalMs: arrival ? Date.parse(arrival.timestamp) : null,
          departurePort: portOf(row.fromPort),
          arrivalPort: portOf(row.toPort),
          legs,
          fuel,
        },
        isDataConfirmed: row.dataConfirmedAt !== null,
        fromPortName: row.fromPort?.name || null,
        toPortName: row.toPort?.name || null,
      };
    });
}

/** Fuel per fuel type with its CO2, largest first. */
export function fuelAmounts(
  fuelTonnes: Readonly<Record<string, number>>,
  customFuelFactors: CustomFuelFactors,
): CiiFuelAmount[] {
  const co2 = co2TonnesByFuel(fuelTonnes, customFuelFactors);
  return Object.entries(fuelTonnes)
    .map(([fuelTypeId, tonnes]) => ({ fuelTypeId, tonnes, co2Tonnes: co2[fuelTypeId] ?? 0 }))
    .sort((a, b) => b.tonnes - a.tonnes);
}

export function ciiFigures(cii: CiiResult | null): CiiFigures | null {
  if (!cii) return null;
  return {
    attainedCii: cii.attainedCii,
    requiredCii: cii.requiredCii,
    rating: cii.rating,
    ratioToRequired: cii.ratioToRequired,
    boundaries: cii.boundaries,
    capacity: cii.capacity,
    capacityUnit: cii.capacityUnit,
    ruleVersion: cii.ruleVersion,
  };
}
