import { bearingDeg, distanceNm, interpolate, type LatLon } from '../geo/great-circle.ts';
import { createPowerLimiter, type SimPowerLimit } from './power-limiter.ts';
import { createRandom, seedFrom, type Random } from './prng.ts';
import { legWaypoints, simPorts, type PortCode } from './sea-lanes.ts';
import { calmSpeedKn, sfocAtLoad, shaftRpm, weatherSpeedLoss, type ShipParticulars } from './ship-model.ts';

/** The log variables a simulated vessel reports (the usual onboard set). */
export const simVariables = [
  {
    id: 'Latitude',
    name: 'Latitude',
    unit: 'deg',
    system: 'GPS',
    precision: 5,
    description: 'Position latitude, north positive',
  },
  {
    id: 'Longitude',
    name: 'Longitude',
    unit: 'deg',
    system: 'GPS',
    precision: 5,
    description: 'Position longitude, east positive',
  },
  {
    id: 'SOG',
    name: 'Speed over ground',
    unit: 'knot',
    system: 'GPS',
    precision: 2,
    description: 'Speed over ground',
  },
  {
    id: 'COG',
    name: 'Course over ground',
    unit: 'deg',
    system: 'GPS',
    precision: 1,
    description: 'Course over ground',
  },
  { id: 'Heading', name: 'Heading', unit: 'deg', system: 'Gyro', precision: 1, description: 'True heading' },
  {
    id: 'STW',
    name: 'Speed through water',
    unit: 'knot',
    system: 'Speed log',
    precision: 2,
    description: 'Longitudinal speed through water',
  },
  {
    id: 'ShaftRpm',
    name: 'Shaft speed',
    unit: 'rpm',
    system: 'Torque meter',
    precision: 1,
    description: 'Propeller shaft speed',
  },
  {
    id: 'ShaftPower',
    name: 'Shaft power',
    unit: 'kW',
    system: 'Torque meter',
    precision: 0,
    description: 'Propeller shaft power',
  },
  {
    id: 'MEFuelMassFlow',
    name: 'Fuel mass flow',
    unit: 'kg/hr',
    system: 'Main engine',
    precision: 1,
    description: 'Main engine fuel mass flow (Coriolis)',
  },
  {
    id: 'AEFuelMassFlow',
    name: 'Fuel mass flow',
    unit: 'kg/hr',
    system: 'Auxiliary engines',
    precision: 1,
    description: 'Auxiliary engines fuel mass flow',
  },
  {
    id: 'DraftFore',
    name: 'Draft fore',
    unit: 'm',
    system: 'Loading computer',
    precision: 2,
    description: 'Draft at the forward perpendicular',
  },
  {
    id: 'DraftAft',
    name: 'Draft aft',
    unit: 'm',
    system: 'Loading computer',
    precision: 2,
    description: 'Draft at the aft perpendicular',
  },
  {
    id: 'RelWindSpeed',
    name: 'Relative wind speed',
    unit: 'm/s',
    system: 'Anemometer',
    precision: 1,
    description: 'Relative wind speed at the mast',
  },
  {
    id: 'RelWindDirection',
    name: 'Relative wind direction',
    unit: 'deg',
    system: 'Anemometer',
    precision: 0,
    description: 'Relative wind angle off the bow',
  },
  {
    id: 'SeaTemperature',
    name: 'Sea water temperature',
    unit: '°C',
    system: 'Engine room',
    precision: 1,
    description: 'Sea water inlet temperature',
  },
] as const;

export type SimVariableId = (typeof simVariables)[number]['id'];
const column = Object.fromEntries(simVariables.map((v, i) => [v.id, i])) as Record<SimVariableId, number>;

export type SimVessel = {
  imoNumber: string;
  particulars: ShipParticulars;
  lengthM: number;
  draftLadenM: number;
  draftBallastM: number;
  /** Ports called in turn; the route returns to the first after the last. */
  rotation: PortCode[];
  /** Cargo alternates laden/ballast per leg (bulk, tankers, gas) or stays part laden (liners). */
  alternatesLaden: boolean;
};

export type SimEventType =
  | 'Departure'
  | 'Arrival'
  | 'HullCleaning'
  | 'PropellerPolish'
  | 'PowerReserveUnlocked'
  | 'PowerReserveRestored';
export type SimEvent = { atMs: number; type: SimEventType; portLocode?: string };

/**
 * A sensor fault the simulator made (for tests that check the data-quality screens find them):
 * a dropout leaves the variable without values from `fromMs` up to (not including) the first step
 * at or after `untilMs`; an outlier multiplies one value by `factor`.
 */
export type SimFault =
  | { type: 'Dropout'; variableId: SimVariableId; fromMs: number; untilMs: number }
  | { type: 'Outlier'; variableId: SimVariableId; atMs: number; original: number; value: number };

export type SimOptions = {
  fromMs: number;
  days: number;
  stepMinutes: number;
  /** From this time on the step is one minute (recent high-resolution data). */
  fineFromMs?: number;
  seed?: number;
  /** A speed log without drift (tests that compare a trend with the fouling alone). */
  perfectSpeedLog?: boolean;
  /** An EEXI shaft power limit and its limiter (power-limiter.ts); none by default. */
  powerLimit?: SimPowerLimit;
};

/** One step: the logged values, and the truth behind them that a logger cannot see (for tests). */
export type SimStep = {
  atMs: number;
  values: Float64Array;
  /** Share of calm-water speed lost to hull fouling. */
  foulingSpeedLoss: number;
  /** Relative error of the speed log (it reads STW · (1 + bias)); it drifts over weeks. */
  speedLogBias: number;
};

type Phase = { kind: 'berth' | 'anchor'; untilMs: number } | { kind: 'sea' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KN_TO_MS = 0.514444;

/** Ornstein-Uhlenbeck step: mean-reverting noise for weather, currents and sensor drift. */
function ou(r: Random, x: number, mean: number, sd: number, tauHours: number, dtHours: number): number {
  const a = Math.exp(-dtHours / tauHours);
  return mean + (x - mean) * a + sd * Math.sqrt(1 - a * a) * r.normal();
}

function seaTemperatureC(lat: number, dayOfYear: number): number {
  const season = Math.cos((2 * Math.PI * (dayOfYear - 220)) / 365) * (lat >= 0 ? 1 : -1);
  return Math.max(-1, 29 - 0.42 * Math.abs(lat) + 4 * season * Math.min(1, Math.abs(lat) / 30));
}

/**
 * Simulates one vessel step by step: port calls along its rotation, legs along sea lanes at an engine
 * setting chosen per leg, weather and currents, hull fouling that grows with sea temperature and idle
 * time and is reset by hull cleaning, sensor noise, dropouts and rare outliers. Deterministic for a seed.
 */
export function* simulateVessel(
  vessel: SimVessel,
  options: SimOptions,
  events: SimEvent[] = [],
  faults: SimFault[] = [],
): Generator<SimStep> {
  const seed = options.seed ?? seedFrom(vessel.imoNumber);
  const r = createRandom(seed);
  const ship = vessel.particulars;
  const endMs = options.fromMs + options.days * DAY;
  const limiter = options.powerLimit
    ? createPowerLimiter(
        options.powerLimit,
        { fromMs: options.fromMs, endMs, fineFromMs: options.fineFromMs },
        seed,
        ship.mcrKw,
      )
    : null;
  const cleaningAtMs =
    options.days > 120 ? options.fromMs + Math.floor(options.days * r.uniform(0.45, 0.65)) * DAY : null;
  let cleaned = false;

  let portIndex = Math.floor(r.uniform(0, vessel.rotation.length));
  let laden = r.chance(0.5);
  let position: LatLon = { ...simPorts[vessel.rotation[portIndex]!] };
  let phase: Phase = { kind: 'berth', untilMs: options.fromMs + r.uniform(2, 30) * HOUR };
  let leg: LatLon[] = [];
  let legIndex = 0;
  let load = 0.7;
  let fouling = r.uniform(0.02, 0.06);
  let beaufort = r.uniform(2, 5);
  let windFromDeg = r.uniform(0, 360);
  let currentKn = 0;
  let stwBias = r.uniform(-0.02, 0.03);
  let course = 0;
  const dropoutUntil = new Float64Array(simVariables.length);
  const values = new Float64Array(simVariables.length);

  for (let atMs = options.fromMs; atMs < endMs;) {
    const fine = options.fineFromMs !== undefined && atMs >= options.fineFromMs;
    const dtMs = (fine ? 1 : options.stepMinutes) * MINUTE;
    const dtHours = dtMs / HOUR;
    const dayOfYear = Math.floor((atMs - Date.UTC(new Date(atMs).getUTCFullYear(), 0, 1)) / DAY);
    const sst = seaTemperatureC(position.lat, dayOfYear);

    beaufort = Math.min(10, Math.max(0, ou(r, beaufort, 3.8, 1.6, 18, dtHours)));
    windFromDeg = (windFromDeg + r.normal(0, 4) * Math.sqrt(dtHours) + 360) % 360;
    currentKn = ou(r, currentKn, 0, 0.5, 10, dtHours);
    stwBias = ou(r, stwBias, 0.01, 0.01, 24 * 60, dtHours);
    const speedLogBias = options.perfectSpeedLog ? 0 : stwBias;

    if (cleaningAtMs !== null && !cleaned && atMs >= cleaningAtMs && phase.kind !== 'sea') {
      fouling *= r.uniform(0.1, 0.3);
      cleaned = true;
      events.push({ atMs, type: 'HullCleaning', portLocode: simPorts[vessel.rotation[portIndex]!].locode });
    }

    let powerKw = 0;
    let stwKn = 0;
    let heavyRunning = 0;
    const draftMean = laden ? vessel.draftLadenM : vessel.draftBallastM;
    const idle = phase.kind !== 'sea';
    fouling += (0.0236 / 365) * dtHours * (1 / 24) * 2 ** ((sst - 15) / 10) * (idle ? 3 : 1);

    if (phase.kind !== 'sea' && atMs >= phase.untilMs) {
      if (phase.kind === 'anchor') {
        phase = { kind: 'berth', untilMs: atMs + r.uniform(20, 60) * HOUR };
        events.push({ atMs, type: 'Arrival', portLocode: simPorts[vessel.rotation[portIndex]!].locode });
      } else {
        const from = vessel.rotation[portIndex]!;
        portIndex = (portIndex + 1) % vessel.rotation.length;
        const to = vessel.rotation[portIndex]!;
        leg = legWaypoints(from, to);
        legIndex = 1;
        load = r.uniform(0.55, 0.85);
        if (vessel.alternatesLaden) laden = !laden;
        phase = { kind: 'sea' };
        events.push({ atMs, type: 'Departure', portLocode: simPorts[from].locode });
      }
    }

    if (phase.kind !== 'sea') limiter?.ashore(atMs, events);
    if (phase.kind === 'sea') {
      powerKw = ship.mcrKw * Math.min(1, Math.max(0.2, load + r.normal(0, 0.01)));
      if (limiter) powerKw = limiter.atSea(atMs, powerKw, beaufort, events);
      const calm = calmSpeedKn(ship, powerKw, draftMean);
      const target = leg[legIndex]!;
      course = bearingDeg(position, target);
      const froude = (calm * KN_TO_MS) / Math.sqrt(9.81 * vessel.lengthM);
      const windOffBow = windFromDeg - course;
      const weatherLoss = weatherSpeedLoss(ship, beaufort, windOffBow, froude, laden);
      stwKn = calm * (1 - fouling) * (1 - weatherLoss);
      heavyRunning = 0.4 * fouling + 0.5 * weatherLoss;
      let travelNm = Math.max(0, stwKn + currentKn) * dtHours;
      while (travelNm > 0 && phase.kind === 'sea') {
        const next = leg[legIndex]!;
        const remaining = distanceNm(position, next);
        if (travelNm < remaining) {
          position = interpolate(position, next, travelNm / remaining);
          travelNm = 0;
        } else {
          position = { ...next };
          travelNm -= remaining;
          legIndex += 1;
          if (legIndex >= leg.length) {
            const wait = r.chance(0.35) ? r.uniform(2, 30) : 0;
            phase =
              wait > 0
                ? { kind: 'anchor', untilMs: atMs + wait * HOUR }
                : { kind: 'berth', untilMs: atMs + r.uniform(20, 60) * HOUR };
            if (wait === 0)
              events.push({
                atMs,
                type: 'Arrival',
                portLocode: simPorts[vessel.rotation[portIndex]!].locode,
              });
          }
        }
      }
    }

    const sog = phase.kind === 'sea' ? Math.max(0, stwKn + currentKn) : Math.abs(r.normal(0, 0.05));
    const sfoc = sfocAtLoad(ship.sfocBaseGPerKwh, powerKw / ship.mcrKw);
    const trim = laden ? r.normal(0.1, 0.02) : r.normal(1.2, 0.05);
    const headingDeg = phase.kind === 'sea' ? course : (course + r.normal(0, 0.3) + 360) % 360;
    const trueWindMs = 0.836 * beaufort ** 1.5;
    const shipMs = sog * KN_TO_MS;
    const windRad = ((windFromDeg - headingDeg) * Math.PI) / 180;
    const relX = trueWindMs * Math.cos(windRad) + shipMs;
    const relY = trueWindMs * Math.sin(windRad);

    values[column.Latitude] = position.lat + r.normal(0, 0.00006);
    values[column.Longitude] = position.lon + r.normal(0, 0.00006);
    values[column.SOG] = sog + r.normal(0, 0.05);
    values[column.COG] = (course + r.normal(0, 0.8) + 360) % 360;
    values[column.Heading] = (headingDeg + r.normal(0, 0.5) + 360) % 360;
    values[column.STW] =
      phase.kind === 'sea' ? stwKn * (1 + speedLogBias) + r.normal(0, 0.12) : Math.abs(r.normal(0, 0.1));
    values[column.ShaftRpm] = powerKw > 0 ? shaftRpm(ship, powerKw, heavyRunning) + r.normal(0, 0.2) : 0;
    values[column.ShaftPower] = powerKw * (1 + r.normal(0, 0.012));
    values[column.MEFuelMassFlow] = ((powerKw * sfoc) / 1000) * (1 + r.normal(0, 0.004));
    values[column.AEFuelMassFlow] = (idle ? 95 : 70) * (ship.mcrKw / 10_000) ** 0.5 * (1 + r.normal(0, 0.03));
    values[column.DraftFore] = draftMean - trim / 2 + r.normal(0, phase.kind === 'sea' ? 0.05 : 0.01);
    values[column.DraftAft] = draftMean + trim / 2 + r.normal(0, phase.kind === 'sea' ? 0.05 : 0.01);
    values[column.RelWindSpeed] = Math.hypot(relX, relY) * (1 + r.normal(0, 0.05));
    values[column.RelWindDirection] =
      ((((Math.atan2(relY, relX) * 180) / Math.PI + 360) % 360) + r.normal(0, 3) + 360) % 360;
    values[column.SeaTemperature] = sst + r.normal(0, 0.1);

    // Sensor faults: dropouts of one to twelve hours, and rare single outliers.
    for (let i = 0; i < values.length; i++) {
      if (atMs < dropoutUntil[i]!) values[i] = Number.NaN;
      else if (r.chance(0.00015 * (dtMs / (15 * MINUTE)))) {
        dropoutUntil[i] = atMs + r.uniform(1, 12) * HOUR;
        values[i] = Number.NaN;
        faults.push({
          type: 'Dropout',
          variableId: simVariables[i]!.id,
          fromMs: atMs,
          untilMs: dropoutUntil[i]!,
        });
      } else if (r.chance(0.0004)) {
        const original = values[i]!;
        values[i] = original * r.uniform(2.5, 4);
        faults.push({ type: 'Outlier', variableId: simVariables[i]!.id, atMs, original, value: values[i]! });
      }
    }
    yield { atMs, values, foulingSpeedLoss: fouling, speedLogBias };
    atMs += dtMs;
  }
}
