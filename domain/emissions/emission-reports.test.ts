// The report figures (EMIS-135..138) against a worked example computed by hand with the Cf of the
// research note §2.1 (HFO 3.114, MGO 3.206), the Art. 10 buckets of §5.5 and the Annex II
// averages of §5.4.
import { describe, expect, it } from 'vitest';
import { annualFigures, countsTowardYear, voyageFigures, type ReportVoyage } from './emission-reports.ts';
import {
  dnvGlCsvColumns,
  dnvGlVoyageRows,
  imoAnnualDocument,
  imoVoyageDocument,
  mrvAnnualDocument,
  mrvVoyageDocument,
  reportFuelFactors,
  toCsv,
  type ReportDocument,
  type ReportFuelType,
  type ReportShip,
} from './report-documents.ts';

const fuelTypes: ReportFuelType[] = [
  { id: 'hfo', name: 'Heavy Fuel Oil', carbonEmissionFactor: 3.114 },
  { id: 'mgo', name: 'Diesel/Gas Oil', carbonEmissionFactor: 3.206 },
];
const factors = reportFuelFactors(fuelTypes);
const at = (iso: string) => Date.parse(iso);
const rotterdam = { name: 'Rotterdam', loCode: 'NLRTM' };
const hamburg = { name: 'Hamburg', loCode: 'DEHAM' };
const newYork = { name: 'New York', loCode: 'USNYC' };

function voyage(
  id: string,
  overrides: Partial<ReportVoyage>,
  legs: [string, string, number, number | null][],
) {
  return {
    departureId: id,
    name: `V-${id}`,
    type: 'Laden',
    isNonCommercial: false,
    dataConfirmedAt: '2025-12-01T00:00:00.000Z',
    departurePort: rotterdam,
    arrivalPort: hamburg,
    events: legs.map(([type, time, distanceNm, cargoCarried], index) => ({
      id: `${id}-${index}`,
      type,
      timestampMs: at(time),
      distanceNm,
      cargoCarried,
    })),
    fuel: [],
    ...overrides,
  } satisfies ReportVoyage;
}

// A: Rotterdam → Hamburg, 36 h at sea, 300 nm, 20 000 t; 100 t HFO at sea, 5 t MGO at berth (24 h).
const a = voyage(
  'a',
  {
    fuel: [
      { vesselEventId: 'a-1', fuelTypeId: 'hfo', tonnes: 100, method: 'FlowMeter' },
      { vesselEventId: 'a-2', fuelTypeId: 'mgo', tonnes: 5, method: 'FlowMeter' },
    ],
  },
  [
    ['Departure', '2025-03-01T00:00:00Z', 0, null],
    ['Arrival', '2025-03-02T12:00:00Z', 300, 20_000],
    ['EndOfVoyage', '2025-03-03T12:00:00Z', 0, null],
  ],
);
// B: Hamburg → New York, 240 h, 3 500 nm, 18 000 t; 400 t HFO + 10 t MGO at sea, 4 t MGO at berth in the US.
const b = voyage(
  'b',
  {
    departurePort: hamburg,
    arrivalPort: newYork,
    fuel: [
      { vesselEventId: 'b-1', fuelTypeId: 'hfo', tonnes: 400, method: 'FlowMeter' },
      { vesselEventId: 'b-1', fuelTypeId: 'mgo', tonnes: 10, method: 'FuelTank' },
      { vesselEventId: 'b-2', fuelTypeId: 'mgo', tonnes: 4, method: 'FuelTank' },
    ],
  },
  [
    ['Departure', '2025-04-01T00:00:00Z', 0, null],
    ['Arrival', '2025-04-11T00:00:00Z', 3_500, 18_000],
    ['EndOfVoyage', '2025-04-12T00:00:00Z', 0, null],
  ],
);
// C: a non-commercial Rotterdam → Hamburg, 24 h, 280 nm, 50 t HFO, no end of voyage yet.
const c = voyage(
  'c',
  {
    isNonCommercial: true,
    fuel: [{ vesselEventId: 'c-1', fuelTypeId: 'hfo', tonnes: 50, method: 'FlowMeter' }],
  },
  [
    ['Departure', '2025-05-01T00:00:00Z', 0, null],
    ['Arrival', '2025-05-02T00:00:00Z', 280, 0],
  ],
);
// D: not confirmed; E: confirmed but departed in 2024. Neither counts toward 2025.
const d = voyage(
  'd',
  {
    dataConfirmedAt: null,
    fuel: [{ vesselEventId: 'd-1', fuelTypeId: 'hfo', tonnes: 999, method: 'FlowMeter' }],
  },
  [
    // prettier-ignore
    ['Departure', '2025-06-01T00:00:00Z', 0, null],
    ['Arrival', '2025-06-02T00:00:00Z', 100, 1],
  ],
);
const e = voyage(
  'e',
  { fuel: [{ vesselEventId: 'e-1', fuelTypeId: 'hfo', tonnes: 999, method: 'FlowMeter' }] },
  [
    ['Departure', '2024-12-31T20:00:00Z', 0, null],
    ['Arrival', '2025-01-01T04:00:00Z', 100, 1],
  ],
);

describe('the figures of one voyage', () => {
  it('EMIS-136 an MRV voyage: CO2 at sea and at berth, distance, times, cargo and transport work', () => {
    const f = voyageFigures(a, factors);
    expect(f.isMrvVoyage).toBe(true);
    expect(f.mrvBucket).toBe('between_ms_ports');
    expect(f.passage.result.co2Tonnes).toBeCloseTo(311.4, 9); // 100 × 3.114
    expect(f.atBerth?.result.co2Tonnes).toBeCloseTo(16.03, 9); // 5 × 3.206
    expect(f.atBerth?.result.mrvBucket).toBe('within_ms_ports_at_berth');
    expect(f.co2Tonnes).toBeCloseTo(327.43, 9);
    expect(f.fuelTonnesByType).toEqual({ hfo: 100, mgo: 5 });
    expect(f.co2TonnesByFuel.hfo).toBeCloseTo(311.4, 9);
    expect(f.co2TonnesByFuel.mgo).toBeCloseTo(16.03, 9);
    expect(f.distanceNm).toBe(300);
    expect(f.hoursAtSea).toBe(36);
    expect(f.hoursAtBerth).toBe(24);
    expect(f.cargoCarried).toBe(20_000);
    expect(f.transportWorkTonneNm).toBe(6_000_000);
    expect(f.methods).toEqual(['FlowMeter']);
  });

  it('EMIS-136 an outgoing voyage is an MRV voyage; its stay at berth outside the EU is not in scope', () => {
    const f = voyageFigures(b, factors);
    expect(f.mrvBucket).toBe('departed_from_ms_ports');
    expect(f.passage.result.co2Tonnes).toBeCloseTo(1277.66, 9); // 400 × 3.114 + 10 × 3.206
    expect(f.atBerth?.result.co2Tonnes).toBeCloseTo(12.824, 9);
    expect(f.atBerth?.result.mrvBucket).toBeNull();
    expect(f.methods).toEqual(['FlowMeter', 'FuelTank']);
  });

  it('EMIS-136 a non-commercial voyage is no MRV voyage', () => {
    const f = voyageFigures(c, factors);
    expect(f.isMrvVoyage).toBe(false);
    expect(f.atBerth).toBeNull();
    expect(f.co2Tonnes).toBeCloseTo(155.7, 9);
  });

  it('EMIS-138 counts a voyage toward the year of its departure only once its data is confirmed', () => {
    expect([a, b, c, d, e].map((v) => countsTowardYear(v, 2025))).toEqual([true, true, true, false, false]);
    expect(countsTowardYear(e, 2024)).toBe(true);
  });
});

describe('the annual figures (Art. 10, Annex II; Appendix IX)', () => {
  const year = annualFigures([e, d, c, b, a], 2025, factors);

  it('EMIS-138 lists the confirmed voyages of the year, oldest first', () => {
    expect(year.voyages.map((f) => f.voyage.departureId)).toEqual(['a', 'b', 'c']);
  });

  it('EMIS-009 MRV: fuel per type, CO2 total and per bucket, distance, time at sea, transport work', () => {
    const r = year.annual;
    expect(r.fuelTonnesByType).toEqual({ hfo: 500, mgo: 15 });
    expect(r.co2Tonnes).toBeCloseTo(1605.09, 9);
    expect(r.co2TonnesByBucket.between_ms_ports).toBeCloseTo(311.4, 9);
    expect(r.co2TonnesByBucket.departed_from_ms_ports).toBeCloseTo(1277.66, 9);
    expect(r.co2TonnesByBucket.to_ms_ports).toBe(0);
    expect(r.co2TonnesByBucket.within_ms_ports_at_berth).toBeCloseTo(16.03, 9);
    expect(r.distanceNm).toBe(3_800);
    expect(r.hoursAtSea).toBe(276);
    expect(r.transportWorkTonneNm).toBe(69_000_000);
  });

  it('EMIS-009 MRV: the four Annex II averages, at-berth emissions included', () => {
    const avg = year.annual.averages;
    expect(avg.fuelPerDistanceKgPerNm).toBeCloseTo(135.526315789, 6); // 515 000 kg / 3 800 nm
    expect(avg.fuelPerTransportWorkGPerTonneNm).toBeCloseTo(7.463768116, 6); // 515e6 g / 69e6 t·nm
    expect(avg.co2PerDistanceKgPerNm).toBeCloseTo(422.392105263, 6); // 1 605 090 kg / 3 800 nm
    expect(avg.co2PerTransportWorkGPerTonneNm).toBeCloseTo(23.262173913, 6); // 1 605.09e6 g / 69e6
  });

  it('EMIS-009 IMO DCS: every confirmed voyage, in or out of MRV scope', () => {
    const dcs = year.annual.imoDcs;
    expect(dcs.fuelTonnesByType).toEqual({ hfo: 550, mgo: 19 });
    expect(dcs.co2Tonnes).toBeCloseTo(1773.614, 9);
    expect(dcs.distanceNm).toBe(4_080);
    expect(year.imoHoursUnderWay).toBe(300);
    expect(dcs.transportWorkTonneNm).toBe(69_000_000);
  });
});

const ship: ReportShip = {
  name: 'Northwind Fjord',
  imoNumber: '9476123',
  shipType: 'Bulk carrier',
  portOfRegistry: 'Valletta',
  homePort: 'Rotterdam',
  iceClass: null,
  eedi: 4.5,
  estimatedIndexValue: null,
  grossTonnage: 30_000,
  netTonnage: 17_000,
  deadweight: 50_000,
  mainPropulsionPowerKw: 9_000,
  auxiliaryEnginesPowerKw: 1_500,
  ownerName: 'Owner AS',
  ownerAddress: null,
  operatorName: 'Operator AS',
  operatorAddress: null,
  contactName: 'Kari',
  contactAddress: null,
  contactPhone: null,
  contactEmail: 'kari@example.com',
  cargoUnit: 'Metric tonnes',
};

function field(document: ReportDocument, label: string) {
  for (const section of document.sections)
    if (section.kind === 'fields') {
      const found = section.fields.find((f) => f.label === label);
      if (found) return found.value;
    }
  throw new Error(`No field ${label}`);
}
function table(document: ReportDocument, title: string) {
  const found = document.sections.find((section) => section.kind === 'table' && section.title === title);
  if (found?.kind !== 'table') throw new Error(`No table ${title}`);
  return found;
}

describe('the report documents', () => {
  it('EMIS-009 the voyage MRV and IMO documents carry the voyage figures', () => {
    const f = voyageFigures(a, factors);
    const mrv = mrvVoyageDocument(ship, f, fuelTypes);
    expect(field(mrv, 'CO2 emitted')).toBeCloseTo(327.43, 9);
    expect(field(mrv, 'CO2 emitted at berth')).toBeCloseTo(16.03, 9);
    expect(field(mrv, 'Port of departure')).toBe('Rotterdam (NLRTM)');
    expect(field(mrv, 'Departure (UTC)')).toBe('2025-03-01T00:00Z');
    expect(field(mrv, 'Transport work')).toBe(6_000_000);
    expect(table(mrv, 'Fuel consumed per fuel type').rows).toEqual([
      ['Diesel/Gas Oil', 3.206, 5, f.co2TonnesByFuel.mgo],
      ['Heavy Fuel Oil', 3.114, 100, f.co2TonnesByFuel.hfo],
    ]);
    const imo = imoVoyageDocument(ship, f, fuelTypes);
    expect(field(imo, 'Hours under way')).toBe(36);
    expect(field(imo, 'Distance travelled')).toBe(300);
  });

  it('EMIS-009 the annual MRV document has every Art. 10 field, the averages and the voyages', () => {
    const doc = mrvAnnualDocument(ship, year(), fuelTypes);
    expect(field(doc, 'IMO number')).toBe('9476123');
    expect(field(doc, 'Total CO2 emitted')).toBeCloseTo(1605.09, 9);
    expect(field(doc, 'CO2 between ports under a member state jurisdiction')).toBeCloseTo(311.4, 9);
    expect(field(doc, 'CO2 departed from ports under a member state jurisdiction')).toBeCloseTo(1277.66, 9);
    expect(field(doc, 'CO2 to ports under a member state jurisdiction')).toBe(0);
    expect(field(doc, 'CO2 at berth within ports under a member state jurisdiction')).toBeCloseTo(16.03, 9);
    expect(field(doc, 'Total distance travelled')).toBe(3_800);
    expect(field(doc, 'Total time spent at sea')).toBe(276);
    expect(field(doc, 'Total transport work')).toBe(69_000_000);
    expect(field(doc, 'CO2 emissions per transport work')).toBeCloseTo(23.262173913, 6);
    expect(field(doc, 'MRV voyages')).toBe(2);
    const fuel = table(doc, 'Fuel consumed per fuel type (in scope)').rows;
    expect(fuel.map((row) => row.slice(0, 3))).toEqual([
      ['Diesel/Gas Oil', 3.206, 15],
      ['Heavy Fuel Oil', 3.114, 500],
    ]);
    expect(fuel[0]![3]).toBeCloseTo(48.09, 9);
    expect(fuel[1]![3]).toBeCloseTo(1557, 9);
    expect(table(doc, 'Voyages').rows.map((row) => row[0])).toEqual(['V-a', 'V-b', 'V-c']);
    expect(table(doc, 'Voyages').rows[2]![4]).toBe('Not an MRV voyage');
  });

  it('EMIS-009 the annual IMO DCS document has the Appendix IX fields', () => {
    const doc = imoAnnualDocument(ship, year(), fuelTypes);
    expect(field(doc, 'Reporting period')).toBe('2025-01-01 to 2025-12-31');
    expect(field(doc, 'Gross tonnage')).toBe(30_000);
    expect(field(doc, 'Net tonnage')).toBe(17_000);
    expect(field(doc, 'Deadweight tonnage')).toBe(50_000);
    expect(field(doc, 'Power output (rated power) of main engines')).toBe(9_000);
    expect(field(doc, 'Power output (rated power) of auxiliary engines')).toBe(1_500);
    expect(field(doc, 'Distance travelled')).toBe(4_080);
    expect(field(doc, 'Hours under way')).toBe(300);
    expect(field(doc, 'Total CO2 emitted')).toBeCloseTo(1773.614, 9);
    expect(field(doc, 'Method used for collecting fuel oil consumption data')).toBe(
      'Flow meters (EU MRV method C); Bunker fuel tank monitoring on board (EU MRV method B)',
    );
    expect(table(doc, 'Fuel oil consumption per fuel type').rows.map((row) => row[2])).toEqual([19, 550]);
  });

  it('EMIS-137 the classification-society CSV has a row per voyage part and fuel type', () => {
    const rows = dnvGlVoyageRows(ship, voyageFigures(b, factors), fuelTypes);
    expect(rows[0]).toEqual([...dnvGlCsvColumns]);
    expect(rows.slice(1).map((row) => [row[4], row[15], row[16], row[18]])).toEqual([
      ['Sea', 'Heavy Fuel Oil', 400, 1245.6],
      ['Sea', 'Diesel/Gas Oil', 10, 32.06],
      ['Berth', 'Diesel/Gas Oil', 4, 12.824],
    ]);
    expect(toCsv([['a,b', 'say "x"', null, 1.5]])).toBe('"a,b","say ""x""",,1.5\r\n');
  });
});

function year() {
  return annualFigures([a, b, c, d, e], 2025, factors);
}
