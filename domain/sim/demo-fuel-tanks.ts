// Demo mode: the fuel tanks' side of the demo voyages (issue 5 §2 demo data). The fuel the flow
// meters measured on each leg is drawn from the vessel's tanks of that fuel type, soundings are
// taken at every departure and arrival, and a tank that runs below 30% is bunkered back to 90%
// half an hour after the arrival. The soundings and operations therefore agree with the meters:
// between a departure and the next arrival the tanks of a fuel type lose exactly what its meters
// measured on the leg (a mass balance the tests check).
import type { DemoConsumption, DemoVoyage } from './demo-voyages.ts';

export type DemoTank = { id: string; fuelTypeId: string; fuelId: string };

export type DemoSounding = {
  id: string;
  fuelTankId: string;
  timestamp: string;
  fuelAmountInTon: number;
  fuelAmountInCubicMetres: number;
  fuelTemperatureInDegreesCelcius: number;
};

export type DemoBunkering = {
  id: string;
  fuelTankId: string;
  timestamp: string;
  fuelTypeId: string;
  fuelDensity: number;
  fuelAdjustmentInTon: number;
  sulphurContent: number;
};

/** Typical density (t/m³ at 15 °C), storage temperature (°C) and sulphur (% m/m) by fuel. */
const fuelProperties: Record<string, { density: number; temperature: number; sulphur: number }> = {
  HFO: { density: 0.991, temperature: 45, sulphur: 0.48 },
  LFO: { density: 0.96, temperature: 40, sulphur: 0.45 },
  MDO_MGO: { density: 0.89, temperature: 25, sulphur: 0.08 },
  LNG: { density: 0.45, temperature: -160, sulphur: 0 },
};
const otherFuel = { density: 0.8, temperature: 15, sulphur: 0 };

const HALF_HOUR_MS = 1_800_000;
const HOUR_MS = 3_600_000;
/** A tank holds about this many legs' worth of its share of the burn. */
const LEGS_PER_TANK = 6;
const BUNKER_BELOW = 0.3;
const BUNKER_TO = 0.9;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));
const iso = (ms: number) => new Date(ms).toISOString();

export function planDemoTankRecords(input: {
  voyages: readonly DemoVoyage[];
  tanks: readonly DemoTank[];
  newId: () => string;
}): { soundings: DemoSounding[]; bunkerings: DemoBunkering[] } {
  const { voyages, tanks, newId } = input;
  const soundings: DemoSounding[] = [];
  const bunkerings: DemoBunkering[] = [];
  if (tanks.length === 0) return { soundings, bunkerings };

  const tanksOf = (fuelTypeId: string) => tanks.filter((tank) => tank.fuelTypeId === fuelTypeId);
  const burnOf = (entries: readonly DemoConsumption[], fuelTypeId: string) =>
    entries
      .filter((entry) => entry.fuelTypeId === fuelTypeId)
      .reduce((sum, entry) => sum + entry.fuelConsumptionInTon, 0);
  const consumptionsOf = (voyage: DemoVoyage, eventId: string | undefined) =>
    voyage.consumptions.filter((entry) => entry.vesselEventId === eventId);

  // Capacity: a few legs' worth of the fuel type's mean burn per leg, shared by its tanks.
  const legs = Math.max(1, voyages.length);
  const capacity = new Map<string, number>();
  for (const tank of tanks) {
    const total = voyages.reduce((sum, voyage) => sum + burnOf(voyage.consumptions, tank.fuelTypeId), 0);
    capacity.set(tank.id, Math.max(50, ((total / legs) * LEGS_PER_TANK) / tanksOf(tank.fuelTypeId).length));
  }
  const onBoard = new Map(tanks.map((tank) => [tank.id, 0.8 * capacity.get(tank.id)!]));

  const sound = (atMs: number) => {
    for (const tank of tanks) {
      const fuel = fuelProperties[tank.fuelId] ?? otherFuel;
      const tonnes = onBoard.get(tank.id)!;
      soundings.push({
        id: newId(),
        fuelTankId: tank.id,
        timestamp: iso(atMs),
        fuelAmountInTon: round(tonnes, 3),
        fuelAmountInCubicMetres: round(tonnes / fuel.density, 3),
        fuelTemperatureInDegreesCelcius: fuel.temperature,
      });
    }
  };
  /** Draws a fuel type's burn from its tanks in proportion to what each holds. */
  const draw = (entries: readonly DemoConsumption[]) => {
    for (const fuelTypeId of new Set(tanks.map((tank) => tank.fuelTypeId))) {
      const burn = burnOf(entries, fuelTypeId);
      const own = tanksOf(fuelTypeId);
      const held = own.reduce((sum, tank) => sum + onBoard.get(tank.id)!, 0);
      for (const tank of own) {
        const share = held > 0 ? onBoard.get(tank.id)! / held : 1 / own.length;
        onBoard.set(tank.id, Math.max(0, onBoard.get(tank.id)! - burn * share));
      }
    }
  };

  for (const voyage of voyages) {
    const departure = voyage.events[0]!;
    const arrival = voyage.events.find((event) => event.type === 'Arrival');
    const end = voyage.events.find((event) => event.type === 'EndOfVoyage');
    sound(Date.parse(departure.timestamp));
    if (!arrival) continue;
    draw(consumptionsOf(voyage, arrival.id));
    const arrivedMs = Date.parse(arrival.timestamp);
    sound(arrivedMs);
    // Bunkering in port, inside the voyage when its end of voyage leaves room for it.
    const bunkerMs = arrivedMs + HALF_HOUR_MS;
    if (!end || Date.parse(end.timestamp) >= bunkerMs + HOUR_MS) {
      for (const tank of tanks) {
        const full = capacity.get(tank.id)!;
        const tonnes = onBoard.get(tank.id)!;
        if (tonnes >= BUNKER_BELOW * full) continue;
        const fuel = fuelProperties[tank.fuelId] ?? otherFuel;
        const adjustment = round(BUNKER_TO * full - tonnes, 3);
        bunkerings.push({
          id: newId(),
          fuelTankId: tank.id,
          timestamp: iso(bunkerMs),
          fuelTypeId: tank.fuelTypeId,
          fuelDensity: fuel.density,
          fuelAdjustmentInTon: adjustment,
          sulphurContent: fuel.sulphur,
        });
        onBoard.set(tank.id, tonnes + adjustment);
      }
    }
    if (end) draw(consumptionsOf(voyage, end.id));
  }
  return { soundings, bunkerings };
}
