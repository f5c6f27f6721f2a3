/**
 * The emission reports as documents (ADR 0072): titled sections of labelled fields and tables,
 * which the server writes as a spreadsheet (exceljs) or a PDF (pdfmake), and the classification
 * society's CSV. The figures come from `emission-reports.ts` (and through it from `mrv.ts`) only.
 */
import {
  fuelMethodLabels,
  mrvBucketLabels,
  type AnnualFigures,
  type ReportPort,
  type VoyageFigures,
} from './emission-reports.ts';
import { co2TonnesByFuel, type CustomFuelFactors } from './fuels.ts';

export type ReportValue = string | number | null;
export type ReportField = { label: string; value: ReportValue; unit?: string; decimals?: number };
export type ReportColumn = { header: string; decimals?: number };
export type ReportSection =
  | { kind: 'fields'; title: string; fields: ReportField[] }
  | { kind: 'table'; title: string; columns: ReportColumn[]; rows: ReportValue[][] };
export type ReportDocument = { title: string; fileName: string; sections: ReportSection[] };

/** The ship particulars of the vessel settings (002 §3) the reports name. */
export type ReportShip = {
  name: string;
  imoNumber: string;
  shipType: string | null;
  portOfRegistry: string | null;
  homePort: string | null;
  iceClass: string | null;
  eedi: number | null;
  estimatedIndexValue: number | null;
  grossTonnage: number | null;
  netTonnage: number | null;
  deadweight: number | null;
  mainPropulsionPowerKw: number | null;
  auxiliaryEnginesPowerKw: number | null;
  ownerName: string | null;
  ownerAddress: string | null;
  operatorName: string | null;
  operatorAddress: string | null;
  contactName: string | null;
  contactAddress: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** The unit cargo carried is counted in (the vessel's first cargo unit). */
  cargoUnit: string | null;
};

export type ReportFuelType = { id: string; name: string; carbonEmissionFactor: number };

export const reportDecimals = { tonnes: 3, co2: 3, distance: 1, hours: 1, cargo: 0, average: 2, cf: 3 };

const isoMinute = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 16) + 'Z');
const portText = (port: ReportPort | null) => (port ? `${port.name} (${port.loCode})` : null);
const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'vessel';

function shipFields(ship: ReportShip): ReportField[] {
  return [
    { label: 'Ship name', value: ship.name },
    { label: 'IMO number', value: ship.imoNumber },
    { label: 'Ship type', value: ship.shipType },
    { label: 'Port of registry', value: ship.portOfRegistry },
    { label: 'Home port', value: ship.homePort },
    { label: 'Ice class', value: ship.iceClass },
    { label: 'EEDI', value: ship.eedi, unit: 'g CO2/(t·nm)', decimals: 2 },
    {
      label: 'Estimated index value (EIV)',
      value: ship.estimatedIndexValue,
      unit: 'g CO2/(t·nm)',
      decimals: 2,
    },
    { label: 'Shipowner', value: ship.ownerName },
    { label: 'Shipowner address', value: ship.ownerAddress },
    { label: 'Company (operator)', value: ship.operatorName },
    { label: 'Company address', value: ship.operatorAddress },
    { label: 'Contact person', value: ship.contactName },
    { label: 'Contact address', value: ship.contactAddress },
    { label: 'Contact phone', value: ship.contactPhone },
    { label: 'Contact email', value: ship.contactEmail },
  ];
}

function fuelName(fuelTypes: readonly ReportFuelType[], id: string): ReportFuelType {
  return fuelTypes.find((type) => type.id === id) ?? { id, name: id, carbonEmissionFactor: Number.NaN };
}

function fuelTable(
  title: string,
  fuelTonnes: Record<string, number>,
  co2Tonnes: Record<string, number>,
  fuelTypes: readonly ReportFuelType[],
): ReportSection {
  const ids = Object.keys(fuelTonnes).sort((a, b) =>
    fuelName(fuelTypes, a).name.localeCompare(fuelName(fuelTypes, b).name),
  );
  return {
    kind: 'table',
    title,
    columns: [
      { header: 'Fuel type' },
      { header: 'Emission factor (t CO2/t)', decimals: reportDecimals.cf },
      { header: 'Fuel consumed (t)', decimals: reportDecimals.tonnes },
      { header: 'CO2 emitted (t)', decimals: reportDecimals.co2 },
    ],
    rows: ids.map((id) => {
      const type = fuelName(fuelTypes, id);
      return [type.name, type.carbonEmissionFactor, fuelTonnes[id] ?? 0, co2Tonnes[id] ?? 0];
    }),
  };
}

function voyageFields(figures: VoyageFigures, ship: ReportShip): ReportField[] {
  const voyage = figures.voyage;
  return [
    { label: 'Voyage', value: voyage.name },
    { label: 'Voyage type', value: voyage.type },
    { label: 'Non-commercial', value: voyage.isNonCommercial ? 'Yes' : 'No' },
    { label: 'Port of departure', value: portText(voyage.departurePort) },
    { label: 'Departure (UTC)', value: isoMinute(figures.departureMs) },
    { label: 'Port of arrival', value: portText(voyage.arrivalPort) },
    { label: 'Arrival (UTC)', value: isoMinute(figures.arrivalMs) },
    { label: 'End of voyage (UTC)', value: isoMinute(figures.endMs) },
    { label: 'Distance travelled', value: figures.distanceNm, unit: 'nm', decimals: reportDecimals.distance },
    { label: 'Time at sea', value: figures.hoursAtSea, unit: 'h', decimals: reportDecimals.hours },
    { label: 'Time at berth', value: figures.hoursAtBerth, unit: 'h', decimals: reportDecimals.hours },
    {
      label: 'Cargo carried',
      value: figures.cargoCarried,
      unit: ship.cargoUnit ?? '',
      decimals: reportDecimals.cargo,
    },
  ];
}

/** The MRV report of one voyage (Art. 9): ports and times, fuel and CO2, distance, time, cargo. */
export function mrvVoyageDocument(
  ship: ReportShip,
  figures: VoyageFigures,
  fuelTypes: readonly ReportFuelType[],
): ReportDocument {
  const bucket = figures.mrvBucket;
  const berth = figures.atBerth?.result;
  return {
    title: `EU MRV voyage report: ${ship.name}, ${figures.voyage.name ?? 'voyage'}`,
    fileName: `MRV-voyage-${safeName(ship.name)}-${isoMinute(figures.departureMs)!.slice(0, 10)}`,
    sections: [
      { kind: 'fields', title: 'Ship', fields: shipFields(ship).slice(0, 3) },
      {
        kind: 'fields',
        title: 'Voyage (Regulation (EU) 2015/757 Art. 9)',
        fields: [
          ...voyageFields(figures, ship),
          { label: 'MRV voyage', value: bucket ? mrvBucketLabels[bucket] : null },
          {
            label: 'Transport work',
            value: figures.transportWorkTonneNm,
            unit: `${ship.cargoUnit ?? ''}·nm`,
            decimals: 0,
          },
          { label: 'CO2 emitted at sea', value: figures.passage.result.co2Tonnes, unit: 't', decimals: reportDecimals.co2 }, // prettier-ignore
          {
            label: 'CO2 emitted at berth',
            value: berth?.co2Tonnes ?? 0,
            unit: 't',
            decimals: reportDecimals.co2,
          },
          { label: 'CO2 emitted', value: figures.co2Tonnes, unit: 't', decimals: reportDecimals.co2 },
          { label: 'Monitoring method', value: figures.methods.map((m) => fuelMethodLabels[m]).join('; ') },
        ],
      },
      fuelTable('Fuel consumed per fuel type', figures.fuelTonnesByType, figures.co2TonnesByFuel, fuelTypes),
    ],
  };
}

/** The IMO DCS figures of one voyage (Appendix IX items of a voyage): fuel per type, distance, hours. */
export function imoVoyageDocument(
  ship: ReportShip,
  figures: VoyageFigures,
  fuelTypes: readonly ReportFuelType[],
): ReportDocument {
  return {
    title: `IMO DCS voyage report: ${ship.name}, ${figures.voyage.name ?? 'voyage'}`,
    fileName: `IMO-voyage-${safeName(ship.name)}-${isoMinute(figures.departureMs)!.slice(0, 10)}`,
    sections: [
      { kind: 'fields', title: 'Ship', fields: shipFields(ship).slice(0, 3) },
      {
        kind: 'fields',
        title: 'Voyage (MARPOL Annex VI reg. 27)',
        fields: [
          ...voyageFields(figures, ship),
          { label: 'Hours under way', value: figures.hoursAtSea, unit: 'h', decimals: reportDecimals.hours },
          { label: 'CO2 emitted', value: figures.co2Tonnes, unit: 't', decimals: reportDecimals.co2 },
          { label: 'Method of fuel data collection', value: figures.methods.map((m) => fuelMethodLabels[m]).join('; ') }, // prettier-ignore
        ],
      },
      fuelTable('Fuel oil consumption per fuel type', figures.fuelTonnesByType, figures.co2TonnesByFuel, fuelTypes), // prettier-ignore
    ],
  };
}

/** The CO2 of a voyage the MRV total counts: its passage and its stay at berth, each when in scope. */
export function mrvCo2Of(voyage: VoyageFigures): number {
  let co2 = 0;
  for (const part of [voyage.passage, voyage.atBerth])
    if (part && part.result.mrvBucket !== null) co2 += part.result.co2Tonnes;
  return co2;
}

function voyageList(figures: AnnualFigures, ship: ReportShip, withBucket: boolean): ReportSection {
  const columns: ReportColumn[] = [
    { header: 'Voyage' },
    { header: 'Departure (UTC)' },
    { header: 'From' },
    { header: 'To' },
    ...(withBucket ? [{ header: 'MRV' }] : []),
    { header: 'Distance (nm)', decimals: reportDecimals.distance },
    { header: 'Time at sea (h)', decimals: reportDecimals.hours },
    { header: `Cargo (${ship.cargoUnit ?? ''})`, decimals: reportDecimals.cargo },
    { header: 'Fuel (t)', decimals: reportDecimals.tonnes },
    { header: 'CO2 (t)', decimals: reportDecimals.co2 },
    ...(withBucket ? [{ header: 'CO2 in the EU MRV (t)', decimals: reportDecimals.co2 }] : []),
  ];
  return {
    kind: 'table',
    title: 'Voyages',
    columns,
    rows: figures.voyages.map((voyage) => {
      const fuel = Object.values(voyage.fuelTonnesByType).reduce((sum, value) => sum + value, 0);
      return [
        voyage.voyage.name,
        isoMinute(voyage.departureMs),
        portText(voyage.voyage.departurePort),
        portText(voyage.voyage.arrivalPort),
        ...(withBucket ? [voyage.mrvBucket ? mrvBucketLabels[voyage.mrvBucket] : 'Not an MRV voyage'] : []),
        voyage.distanceNm,
        voyage.hoursAtSea,
        voyage.cargoCarried,
        fuel,
        voyage.co2Tonnes,
        ...(withBucket ? [mrvCo2Of(voyage)] : []),
      ];
    }),
  };
}

/** CO2 per fuel type of annual fuel totals, by the calculation library's `co2TonnesByFuel`. */
function co2ByFuel(fuelTonnes: Record<string, number>, fuelTypes: readonly ReportFuelType[]) {
  return co2TonnesByFuel(fuelTonnes, reportFuelFactors(fuelTypes));
}

/** The carbon emission factors of the fuel types, as `mrv.ts` takes them. */
export function reportFuelFactors(fuelTypes: readonly ReportFuelType[]): CustomFuelFactors {
  return Object.fromEntries(fuelTypes.map((type) => [type.id, type.carbonEmissionFactor]));
}

const period = (year: number) => [{ label: 'Reporting period', value: `${year}-01-01 to ${year}-12-31` }];

/** The annual EU MRV emissions report (Art. 10, Art. 11, Annex II Part A and B). */
export function mrvAnnualDocument(
  ship: ReportShip,
  figures: AnnualFigures,
  fuelTypes: readonly ReportFuelType[],
): ReportDocument {
  const annual = figures.annual;
  const mrvVoyages = figures.voyages.filter((voyage) => voyage.isMrvVoyage);
  return {
    title: `EU MRV emissions report ${figures.year}: ${ship.name}`,
    fileName: `MRV-${figures.year}-${safeName(ship.name)}`,
    sections: [
      {
        kind: 'fields',
        title: 'Identification of the ship and the company (Art. 11)',
        fields: [...period(figures.year), ...shipFields(ship)],
      },
      {
        kind: 'fields',
        title: 'Monitoring',
        fields: [
          { label: 'Monitoring methods', value: figures.methods.map((m) => fuelMethodLabels[m]).join('; ') },
          { label: 'Voyages with confirmed data', value: figures.voyages.length },
          { label: 'MRV voyages', value: mrvVoyages.length },
        ],
      },
      fuelTable('Fuel consumed per fuel type (in scope)', annual.fuelTonnesByType, co2ByFuel(annual.fuelTonnesByType, fuelTypes), fuelTypes), // prettier-ignore
      {
        kind: 'fields',
        title: 'CO2 emissions (Art. 10)',
        fields: [
          { label: 'Total CO2 emitted', value: annual.co2Tonnes, unit: 't', decimals: reportDecimals.co2 },
          { label: 'CO2 of the counted voyages outside the EU MRV (between and at berth in ports outside the EU/EEA)', value: figures.excluded.outsideMrvCo2Tonnes, unit: 't', decimals: reportDecimals.co2 }, // prettier-ignore
          { label: 'Voyages departed in the year not counted (data not confirmed)', value: figures.excluded.unconfirmedVoyageCount }, // prettier-ignore
          ...(Object.keys(mrvBucketLabels) as (keyof typeof mrvBucketLabels)[]).map((bucket) => ({
            label: `CO2 ${mrvBucketLabels[bucket].toLowerCase()}`,
            value: annual.co2TonnesByBucket[bucket],
            unit: 't',
            decimals: reportDecimals.co2,
          })),
        ],
      },
      {
        kind: 'fields',
        title: 'Distance, time and transport work (Art. 10)',
        fields: [
          { label: 'Total distance travelled', value: annual.distanceNm, unit: 'nm', decimals: reportDecimals.distance }, // prettier-ignore
          { label: 'Total time spent at sea', value: annual.hoursAtSea, unit: 'h', decimals: reportDecimals.hours }, // prettier-ignore
          { label: 'Total transport work', value: annual.transportWorkTonneNm, unit: `${ship.cargoUnit ?? ''}·nm`, decimals: 0 }, // prettier-ignore
        ],
      },
      {
        kind: 'fields',
        title: 'Average energy efficiency (Annex II Part B)',
        fields: [
          { label: 'Fuel consumption per distance', value: annual.averages.fuelPerDistanceKgPerNm, unit: 'kg/nm', decimals: reportDecimals.average }, // prettier-ignore
          { label: 'Fuel consumption per transport work', value: annual.averages.fuelPerTransportWorkGPerTonneNm, unit: 'g/(t·nm)', decimals: reportDecimals.average }, // prettier-ignore
          { label: 'CO2 emissions per distance', value: annual.averages.co2PerDistanceKgPerNm, unit: 'kg CO2/nm', decimals: reportDecimals.average }, // prettier-ignore
          { label: 'CO2 emissions per transport work', value: annual.averages.co2PerTransportWorkGPerTonneNm, unit: 'g CO2/(t·nm)', decimals: reportDecimals.average }, // prettier-ignore
        ],
      },
      voyageList(figures, ship, true),
    ],
  };
}

/** The annual IMO DCS report (MARPOL Annex VI reg. 27, Appendix IX). */
export function imoAnnualDocument(
  ship: ReportShip,
  figures: AnnualFigures,
  fuelTypes: readonly ReportFuelType[],
): ReportDocument {
  const dcs = figures.annual.imoDcs;
  return {
    title: `IMO DCS report ${figures.year}: ${ship.name}`,
    fileName: `IMO-DCS-${figures.year}-${safeName(ship.name)}`,
    sections: [
      {
        kind: 'fields',
        title: 'Ship particulars (Appendix IX)',
        fields: [
          { label: 'IMO number', value: ship.imoNumber },
          { label: 'Ship name', value: ship.name },
          ...period(figures.year),
          { label: 'Ship type', value: ship.shipType },
          { label: 'Gross tonnage', value: ship.grossTonnage, decimals: 0 },
          { label: 'Net tonnage', value: ship.netTonnage, decimals: 0 },
          { label: 'Deadweight tonnage', value: ship.deadweight, unit: 't', decimals: 0 },
          { label: 'Power output (rated power) of main engines', value: ship.mainPropulsionPowerKw, unit: 'kW', decimals: 0 }, // prettier-ignore
          { label: 'Power output (rated power) of auxiliary engines', value: ship.auxiliaryEnginesPowerKw, unit: 'kW', decimals: 0 }, // prettier-ignore
          { label: 'Attained EEDI', value: ship.eedi, unit: 'g CO2/(t·nm)', decimals: 2 },
          { label: 'Ice class', value: ship.iceClass },
        ],
      },
      {
        kind: 'fields',
        title: 'Fuel oil consumption and method',
        fields: [
          { label: 'Method used for collecting fuel oil consumption data', value: figures.methods.map((m) => fuelMethodLabels[m]).join('; ') }, // prettier-ignore
          { label: 'Voyages with confirmed data', value: figures.voyages.length },
        ],
      },
      fuelTable('Fuel oil consumption per fuel type', dcs.fuelTonnesByType, co2ByFuel(dcs.fuelTonnesByType, fuelTypes), fuelTypes), // prettier-ignore
      {
        kind: 'fields',
        title: 'Distance, hours and transport work',
        fields: [
          {
            label: 'Distance travelled',
            value: dcs.distanceNm,
            unit: 'nm',
            decimals: reportDecimals.distance,
          },
          { label: 'Hours under way', value: figures.imoHoursUnderWay, unit: 'h', decimals: reportDecimals.hours }, // prettier-ignore
          { label: 'Transport work (MEPC.385(81))', value: dcs.transportWorkTonneNm, unit: `${ship.cargoUnit ?? ''}·nm`, decimals: 0 }, // prettier-ignore
          { label: 'Total CO2 emitted', value: dcs.co2Tonnes, unit: 't', decimals: reportDecimals.co2 },
        ],
      },
      voyageList(figures, ship, false),
    ],
  };
}

/** The columns of the classification-society CSV ('DNV GL (csv)'): one row per voyage part and fuel. */
export const dnvGlCsvColumns = [
  'IMO',
  'Vessel',
  'Voyage',
  'Voyage_Type',
  'Part',
  'Start_UTC',
  'End_UTC',
  'From_Port',
  'From_LOCODE',
  'To_Port',
  'To_LOCODE',
  'Distance_nm',
  'Hours',
  'Cargo',
  'Cargo_Unit',
  'Fuel_Type',
  'Fuel_t',
  'Emission_Factor',
  'CO2_t',
] as const;

function csvCell(value: ReportValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly ReportValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The voyage as the classification society's CSV: the passage and the stay at berth, per fuel type. */
export function dnvGlVoyageRows(
  ship: ReportShip,
  figures: VoyageFigures,
  fuelTypes: readonly ReportFuelType[],
): ReportValue[][] {
  const voyage = figures.voyage;
  const rows: ReportValue[][] = [[...dnvGlCsvColumns]];
  const parts = [
    { label: 'Sea', part: figures.passage, from: voyage.departurePort, to: voyage.arrivalPort },
    ...(figures.atBerth
      ? [{ label: 'Berth', part: figures.atBerth, from: voyage.arrivalPort, to: null }]
      : []),
  ];
  for (const { label, part, from, to } of parts) {
    const fuelIds = Object.keys(part.input.fuelTonnes);
    for (const id of fuelIds.length ? fuelIds : [null]) {
      const type = id === null ? null : fuelName(fuelTypes, id);
      rows.push([
        ship.imoNumber,
        ship.name,
        voyage.name,
        voyage.type,
        label,
        isoMinute(part.startMs),
        isoMinute(part.endMs),
        from?.name ?? null,
        from?.loCode ?? null,
        to?.name ?? null,
        to?.loCode ?? null,
        Number(part.input.distanceNm.toFixed(reportDecimals.distance)),
        Number(((part.endMs - part.startMs) / 3_600_000).toFixed(reportDecimals.hours)),
        part.input.cargoCarriedTonnes,
        ship.cargoUnit,
        type?.name ?? null,
        id === null ? 0 : Number((part.input.fuelTonnes[id] ?? 0).toFixed(reportDecimals.tonnes)),
        type?.carbonEmissionFactor ?? null,
        id === null ? 0 : Number((part.result.co2TonnesByFuel[id] ?? 0).toFixed(reportDecimals.co2)),
      ]);
    }
  }
  return rows;
}
