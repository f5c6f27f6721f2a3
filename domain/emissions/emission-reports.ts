/**
 * The emission reports of 002 §1 and §4 (EMIS-009, EMIS-135..138; ADR 0072): a voyage of the
 * emission report as the inputs of `mrv.ts`, the figures of one voyage (MRV, IMO DCS) and of one
 * vessel and year. Every figure comes from `calculateMrvVoyage` and `aggregateMrvAnnual`; this
 * module only splits a voyage into its passage and its stay at berth and collects the results.
 *
 * A voyage runs from its departure to its end of voyage. Its passage is the departure up to the
 * arrival (the fuel of the events up to and including the arrival, their distances, the hours
 * between departure and arrival, the cargo entered on the arrival); its stay at berth is what
 * follows the arrival (the fuel of the later events, in the arrival port). A voyage without an
 * arrival is all passage. A non-commercial voyage is no MRV voyage (Art. 3: a voyage serves the
 * transport of cargo or passengers for commercial purposes); it still counts in the IMO DCS.
 */
import {
  aggregateMrvAnnual,
  calculateMrvVoyage,
  classifyMrvVoyage,
  type MrvAnnualResult,
  type MrvBucket,
  type MrvVoyageInput,
  type MrvVoyageResult,
  type Port,
} from './mrv.ts';
import type { CustomFuelFactors } from './fuels.ts';

const HOUR_MS = 3_600_000;

export type ReportPort = { name: string; loCode: string };

export type ReportEvent = {
  id: string;
  type: string;
  timestampMs: number;
  /** The leg since the event before it, nm (null when none is entered). */
  distanceNm: number | null;
  /** Cargo carried in the report's cargo unit (null when none is entered). */
  cargoCarried: number | null;
};

export type ReportFuelEntry = {
  vesselEventId: string;
  fuelTypeId: string;
  tonnes: number;
  /** How the consumption was determined (IMO DCS method; EU MRV Annex I method B or C). */
  method: 'FlowMeter' | 'FuelTank';
};

export type ReportVoyage = {
  departureId: string;
  name: string | null;
  type: string | null;
  isNonCommercial: boolean;
  dataConfirmedAt: string | null;
  departurePort: ReportPort | null;
  arrivalPort: ReportPort | null;
  /** Sorted by time, the departure first. */
  events: readonly ReportEvent[];
  fuel: readonly ReportFuelEntry[];
};

/** The jurisdiction of a UN/LOCODE port: its first two letters are the ISO country code. */
export function portCountry(port: ReportPort | null): Port | null {
  return port ? { name: port.name, country: port.loCode.trim().slice(0, 2).toUpperCase() } : null;
}

export type VoyagePart = {
  input: MrvVoyageInput;
  result: MrvVoyageResult;
  startMs: number;
  endMs: number;
};

export type VoyageFigures = {
  voyage: ReportVoyage;
  departureMs: number;
  arrivalMs: number | null;
  endMs: number;
  /** The departure up to the arrival (or the whole voyage without one). */
  passage: VoyagePart;
  /** After the arrival, in the arrival port; null without an arrival or without events after it. */
  atBerth: VoyagePart | null;
  /** A commercial voyage between, from or to Member-State ports (the MRV report exists). */
  isMrvVoyage: boolean;
  mrvBucket: MrvBucket | null;
  co2Tonnes: number;
  fuelTonnesByType: Record<string, number>;
  co2TonnesByFuel: Record<string, number>;
  distanceNm: number;
  hoursAtSea: number;
  hoursAtBerth: number;
  cargoCarried: number;
  transportWorkTonneNm: number;
  methods: ReportFuelEntry['method'][];
};

function fuelOf(entries: readonly ReportFuelEntry[], eventIds: ReadonlySet<string>): Record<string, number> {
  const tonnes: Record<string, number> = {};
  for (const entry of entries) {
    if (eventIds.has(entry.vesselEventId))
      tonnes[entry.fuelTypeId] = (tonnes[entry.fuelTypeId] ?? 0) + entry.tonnes;
  }
  return tonnes;
}

function addInto(into: Record<string, number>, values: Record<string, number>): void {
  for (const [key, value] of Object.entries(values)) into[key] = (into[key] ?? 0) + value;
}

/** The MRV inputs of a voyage: its passage and, after an arrival, its stay at berth. */
export function voyageInputs(
  voyage: ReportVoyage,
  customFuelFactors?: CustomFuelFactors,
): { passage: Omit<VoyagePart, 'result'>; atBerth: Omit<VoyagePart, 'result'> | null } {
  const events = voyage.events;
  const departure = events[0];
  if (!departure) throw new RangeError('A voyage has at least its departure.');
  const arrivalIndex = events.findIndex((event) => event.type === 'Arrival');
  const passageEvents = arrivalIndex === -1 ? events : events.slice(0, arrivalIndex + 1);
  const berthEvents = arrivalIndex === -1 ? [] : events.slice(arrivalIndex + 1);
  const arrival = arrivalIndex === -1 ? null : events[arrivalIndex]!;
  const last = events[events.length - 1]!;
  // A non-commercial voyage has no port of call in the sense of the MRV Regulation.
  const commercial = !voyage.isNonCommercial;
  const from = commercial ? portCountry(voyage.departurePort) : null;
  const to = commercial ? portCountry(voyage.arrivalPort) : null;
  let distanceNm = 0;
  for (const event of passageEvents.slice(1)) distanceNm += event.distanceNm ?? 0;
  const passageEndMs = (arrival ?? last).timestampMs;
  const passage = {
    startMs: departure.timestampMs,
    endMs: passageEndMs,
    input: {
      departurePort: from,
      arrivalPort: to,
      atBerth: false,
      fuelTonnes: fuelOf(voyage.fuel, new Set(passageEvents.map((event) => event.id))),
      distanceNm,
      hoursAtSea: (passageEndMs - departure.timestampMs) / HOUR_MS,
      cargoCarriedTonnes: arrival?.cargoCarried ?? 0,
      customFuelFactors,
    },
  };
  if (berthEvents.length === 0) return { passage, atBerth: null };
  let berthDistanceNm = 0;
  for (const event of berthEvents) berthDistanceNm += event.distanceNm ?? 0;
  return {
    passage,
    atBerth: {
      startMs: passageEndMs,
      endMs: last.timestampMs,
      input: {
        departurePort: to,
        arrivalPort: null,
        atBerth: true,
        fuelTonnes: fuelOf(voyage.fuel, new Set(berthEvents.map((event) => event.id))),
        distanceNm: berthDistanceNm,
        hoursAtSea: 0,
        cargoCarriedTonnes: 0,
        customFuelFactors,
      },
    },
  };
}

/** The figures of one voyage, from `calculateMrvVoyage` of its passage and its stay at berth. */
export function voyageFigures(voyage: ReportVoyage, customFuelFactors?: CustomFuelFactors): VoyageFigures {
  const inputs = voyageInputs(voyage, customFuelFactors);
  const passage = { ...inputs.passage, result: calculateMrvVoyage(inputs.passage.input) };
  const atBerth = inputs.atBerth && { ...inputs.atBerth, result: calculateMrvVoyage(inputs.atBerth.input) };
  const fuelTonnesByType: Record<string, number> = {};
  const co2TonnesByFuel: Record<string, number> = {};
  for (const part of [passage, atBerth]) {
    if (!part) continue;
    addInto(fuelTonnesByType, part.input.fuelTonnes as Record<string, number>);
    addInto(co2TonnesByFuel, part.result.co2TonnesByFuel);
  }
  const mrvBucket = classifyMrvVoyage(passage.input);
  const arrival = voyage.events.find((event) => event.type === 'Arrival');
  return {
    voyage,
    departureMs: passage.startMs,
    arrivalMs: arrival?.timestampMs ?? null,
    endMs: atBerth?.endMs ?? passage.endMs,
    passage,
    atBerth,
    isMrvVoyage: mrvBucket !== null,
    mrvBucket,
    co2Tonnes: passage.result.co2Tonnes + (atBerth?.result.co2Tonnes ?? 0),
    fuelTonnesByType,
    co2TonnesByFuel,
    distanceNm: passage.input.distanceNm,
    hoursAtSea: passage.input.hoursAtSea,
    hoursAtBerth: atBerth ? (atBerth.endMs - atBerth.startMs) / HOUR_MS : 0,
    cargoCarried: passage.input.cargoCarriedTonnes,
    transportWorkTonneNm: passage.result.transportWorkTonneNm,
    methods: [...new Set(voyage.fuel.map((entry) => entry.method))].sort(),
  };
}

/** EMIS-138: a departure counts toward a year when its voyage data is confirmed and it departed in it. */
export function countsTowardYear(voyage: ReportVoyage, year: number): boolean {
  const departure = voyage.events[0];
  return (
    voyage.dataConfirmedAt !== null &&
    departure !== undefined &&
    new Date(departure.timestampMs).getUTCFullYear() === year
  );
}

/**
 * What the year's figures leave out, and why (issue 26 §1): the voyages departed in the year whose
 * data is not confirmed (in no figure), and the CO2 of the counted voyages that is in the IMO DCS
 * total but not in the MRV total (passages between non-Member-State ports, stays at berth in a
 * port outside the Member States).
 */
export type YearExclusions = {
  /** Voyages departed in the year whose data is not confirmed (EMIS-138): in no figure. */
  unconfirmedVoyageCount: number;
  /** IMO DCS CO2 − MRV CO2: the CO2 of passages and stays outside the MRV. */
  outsideMrvCo2Tonnes: number;
  /** Of it, the CO2 at berth in ports outside the Member States. */
  nonMemberStateBerthCo2Tonnes: number;
};

export type AnnualFigures = {
  year: number;
  voyages: VoyageFigures[];
  /** `aggregateMrvAnnual` over every passage and stay at berth of the counted voyages. */
  annual: MrvAnnualResult;
  /** IMO DCS hours under way: the hours of the passages, every voyage. */
  imoHoursUnderWay: number;
  methods: ReportFuelEntry['method'][];
  excluded: YearExclusions;
};

/** The annual figures of the voyages that count toward the year (EMIS-138), oldest first. */
export function annualFigures(
  voyages: readonly ReportVoyage[],
  year: number,
  customFuelFactors?: CustomFuelFactors,
): AnnualFigures {
  const counted = voyages
    .filter((voyage) => countsTowardYear(voyage, year))
    .map((voyage) => voyageFigures(voyage, customFuelFactors))
    .sort((a, b) => a.departureMs - b.departureMs);
  const inputs: MrvVoyageInput[] = [];
  for (const figures of counted) {
    inputs.push(figures.passage.input);
    if (figures.atBerth) inputs.push(figures.atBerth.input);
  }
  const annual = aggregateMrvAnnual(inputs);
  let nonMemberStateBerthCo2Tonnes = 0;
  for (const figures of counted)
    if (figures.atBerth && figures.atBerth.result.mrvBucket === null)
      nonMemberStateBerthCo2Tonnes += figures.atBerth.result.co2Tonnes;
  const departedIn = (voyage: ReportVoyage) =>
    voyage.events[0] !== undefined && new Date(voyage.events[0].timestampMs).getUTCFullYear() === year;
  return {
    year,
    voyages: counted,
    annual,
    imoHoursUnderWay: annual.imoDcs.hoursAtSea,
    methods: [...new Set(counted.flatMap((figures) => figures.methods))].sort(),
    excluded: {
      unconfirmedVoyageCount: voyages.filter(
        (voyage) => voyage.dataConfirmedAt === null && departedIn(voyage),
      ).length,
      outsideMrvCo2Tonnes: Math.max(0, annual.imoDcs.co2Tonnes - annual.co2Tonnes),
      nonMemberStateBerthCo2Tonnes,
    },
  };
}

/** The years in which a confirmed voyage departed (the years with annual figures), latest first. */
export function reportYears(voyages: readonly ReportVoyage[]): number[] {
  const years = new Set<number>();
  for (const voyage of voyages) {
    const departure = voyage.events[0];
    if (voyage.dataConfirmedAt !== null && departure)
      years.add(new Date(departure.timestampMs).getUTCFullYear());
  }
  return [...years].sort((a, b) => b - a);
}

export const fuelMethodLabels: Record<ReportFuelEntry['method'], string> = {
  FlowMeter: 'Flow meters (EU MRV method C)',
  FuelTank: 'Bunker fuel tank monitoring on board (EU MRV method B)',
};

export const mrvBucketLabels: Record<MrvBucket, string> = {
  between_ms_ports: 'Between ports under a Member State jurisdiction',
  departed_from_ms_ports: 'Departed from ports under a Member State jurisdiction',
  to_ms_ports: 'To ports under a Member State jurisdiction',
  within_ms_ports_at_berth: 'At berth within ports under a Member State jurisdiction',
};
