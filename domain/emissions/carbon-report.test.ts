// The carbon report of a voyage and a year (ADR 0078): from `voyageFigures` / `annualFigures`, every
// figure explained; the year's EU ETS CO2 equals the annual MRV roll-up's.
import { describe, expect, it } from 'vitest';
import type { CarbonFigure, CarbonSection } from '../contracts/carbon-pricing.ts';
import { voyageCarbon, yearCarbon, type CarbonFuel } from './carbon-report.ts';
import { annualFigures, voyageFigures, type ReportVoyage } from './emission-reports.ts';

const HFO = 'f-hfo';
const MGO = 'f-mgo';
const OWN = 'f-own';
const fuels: CarbonFuel[] = [
  { id: HFO, name: 'Heavy Fuel Oil', kind: 'HFO' },
  { id: MGO, name: 'Diesel/Gas Oil', kind: 'MDO_MGO' },
  { id: OWN, name: 'Own blend', kind: null },
];
const factors = { [HFO]: 3.114, [MGO]: 3.206, [OWN]: 3 };
const H = 3_600_000;

function voyage(
  id: string,
  from: [string, string],
  to: [string, string],
  departureMs: number,
  sea: [string, number][],
  berth: [string, number][],
): ReportVoyage {
  return {
    departureId: id,
    name: `${from[0]}-${to[0]}`,
    type: 'Laden',
    isNonCommercial: false,
    dataConfirmedAt: '2026-12-01T00:00:00.000Z',
    departurePort: { name: from[0], loCode: from[1] },
    arrivalPort: { name: to[0], loCode: to[1] },
    events: [
      { id: `${id}-d`, type: 'Departure', timestampMs: departureMs, distanceNm: null, cargoCarried: null },
      {
        id: `${id}-a`,
        type: 'Arrival',
        timestampMs: departureMs + 30 * H,
        distanceNm: 300,
        cargoCarried: 1000,
      },
      {
        id: `${id}-e`,
        type: 'EndOfVoyage',
        timestampMs: departureMs + 40 * H,
        distanceNm: 0,
        cargoCarried: null,
      },
    ],
    fuel: [
      ...sea.map(([fuelTypeId, tonnes]) => ({ vesselEventId: `${id}-a`, fuelTypeId, tonnes, method: 'FuelTank' as const })), // prettier-ignore
      ...berth.map(([fuelTypeId, tonnes]) => ({ vesselEventId: `${id}-e`, fuelTypeId, tonnes, method: 'FuelTank' as const })), // prettier-ignore
    ],
  };
}

const incoming = voyage('v1', ['Felixstowe', 'GBFXT'], ['Rotterdam', 'NLRTM'], Date.UTC(2026, 2, 1), [[HFO, 200]], [[MGO, 4]]); // prettier-ignore
const domestic = voyage('v2', ['Felixstowe', 'GBFXT'], ['Immingham', 'GBIMM'], Date.UTC(2026, 7, 1), [[MGO, 50]], [[MGO, 2]]); // prettier-ignore
const prices = { euaPriceEurPerTonne: 70, ukaPriceGbpPerTonne: 40 };

const section = (sections: CarbonSection[], scheme: string) => sections.find((s) => s.scheme === scheme)!;
const value = (sections: CarbonSection[], key: string) =>
  sections.flatMap((s) => s.figures).find((f: CarbonFigure) => f.key === key)?.value;

describe('the carbon report of a voyage', () => {
  it('EMIS-009 EU ETS, FuelEU and UK ETS of an incoming voyage of 2026 from the MRV figures', () => {
    const report = voyageCarbon(voyageFigures(incoming, factors), fuels, prices);
    expect(report.year).toBe(2026);
    expect(report.route).toBe('Felixstowe (GBFXT) → Rotterdam (NLRTM)');
    // As eu-ets.test.ts: 324.224 t CO2 + 5.1064 t CO2e of CH4 and N2O.
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(329.3304, 9);
    expect(report.totals.euEtsCostEur).toBeCloseTo(329.3304 * 70, 6);
    expect(value(report.sections, 'euEts.share.passage')).toBe(50);
    expect(value(report.sections, 'euEts.share.atBerth')).toBe(100);
    const intensity = 387_067_080 / 4_220_800;
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeCloseTo(intensity, 9);
    expect(report.totals.fuelEuLimitGCo2ePerMj).toBeCloseTo(89.3368, 12);
    expect(report.totals.fuelEuBalanceTonnesCo2e).toBeCloseTo(((89.3368 - intensity) * 4_220_800) / 1e6, 9);
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBe(0);
    expect(section(report.sections, 'UK ETS').applies).toBe(false);
    expect(section(report.sections, 'UK ETS').notes).toContain(
      'The UK ETS covers emissions from 1 July 2026.',
    );
    for (const figure of report.sections.flatMap((s) => s.figures)) {
      expect(figure.inputs, figure.key).not.toBe('');
      expect(figure.formula, figure.key).not.toBe('');
      expect(figure.source, figure.key).not.toBe('');
    }
    expect(section(report.sections, 'EU ETS').figures.find((f) => f.key === 'euEts.co2InScope')!.inputs).toBe(
      'passage: 622.8 t × 50 %; at berth: 12.824 t × 100 %',
    );
  });

  it('EMIS-009 a UK domestic voyage after 1 July 2026: UK ETS only; a fuel without factors is named', () => {
    const report = voyageCarbon(voyageFigures(domestic, factors), fuels, { euaPriceEurPerTonne: null, ukaPriceGbpPerTonne: 40 }); // prettier-ignore
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBe(0);
    expect(report.totals.euEtsCostEur).toBeNull();
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeNull();
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBeCloseTo(169.2652, 9);
    expect(report.totals.ukEtsCostGbp).toBeCloseTo(6_770.608, 6);
    expect(section(report.sections, 'EU ETS').applies).toBe(false);
    expect(section(report.sections, 'UK ETS').applies).toBe(true);

    const own = voyage(
      'v3',
      ['Rotterdam', 'NLRTM'],
      ['Hamburg', 'DEHAM'],
      Date.UTC(2026, 3, 1),
      [[OWN, 10]],
      [],
    );
    const ownReport = voyageCarbon(voyageFigures(own, factors), fuels, prices);
    expect(ownReport.totals.euEtsSurrenderTonnesCo2e).toBe(30);
    expect(ownReport.totals.fuelEuIntensityGCo2ePerMj).toBeNull();
    expect(section(ownReport.sections, 'FuelEU Maritime').notes).toContain(
      'No FuelEU default factors for Own blend: the intensity cannot be given.',
    );
    expect(section(ownReport.sections, 'EU ETS').notes).toContain(
      'No CH4/N2O factor for Own blend: their CH4 and N2O count as 0.',
    );
  });
});

describe('the carbon report as its readers see it (issue 26 §5)', () => {
  it('names no research note, function or file in any text: sources cite the regulation and the calculation notes', () => {
    const LNG = 'f-lng';
    const withLng = [...fuels, { id: LNG, name: 'LNG', kind: 'LNG' as const }];
    const lngVoyage = voyage('v3', ['Felixstowe', 'GBFXT'], ['Rotterdam', 'NLRTM'], Date.UTC(2026, 3, 1), [[LNG, 80]], [[MGO, 1]]); // prettier-ignore
    const reports = [incoming, domestic, lngVoyage].map((one) =>
      voyageCarbon(voyageFigures(one, { ...factors, [LNG]: 2.75 }), withLng, prices),
    );
    const text = JSON.stringify(reports);
    expect(text).toContain('the engine type is not recorded');
    for (const pattern of [
      /research/i,
      /\b[a-z]+[A-Z][A-Za-z]*\(|\bcalculate[A-Z]/,
      /\.(ts|md)\b/,
      /\b(domain|server|src)\//,
    ])
      expect(text, String(pattern)).not.toMatch(pattern);
  });
});

describe('the carbon report of a year', () => {
  it('EMIS-009 EMIS-138 sums the voyages; the EU ETS CO2 equals aggregateMrvAnnual’s; one FuelEU balance', () => {
    const annual = annualFigures([incoming, domestic], 2026, factors);
    const report = yearCarbon({ id: 'vessel', companyId: null }, annual, fuels, prices);
    expect(report.voyages.map((v) => v.departureId)).toEqual(['v1', 'v2']);
    expect(value(report.sections, 'euEts.co2InScope')).toBeCloseTo(annual.annual.etsCo2Tonnes, 9);
    expect(report.totals.euEtsSurrenderTonnesCo2e).toBeCloseTo(329.3304, 9);
    expect(report.totals.ukEtsSurrenderTonnesCo2e).toBeCloseTo(169.2652, 9);
    expect(report.totals.ukEtsCostGbp).toBeCloseTo(6_770.608, 6);
    // The domestic voyage has no FuelEU energy in scope: the year's intensity is the incoming one's.
    expect(report.totals.fuelEuIntensityGCo2ePerMj).toBeCloseTo(387_067_080 / 4_220_800, 9);
    expect(report.totals.fuelEuPenaltyEur).toBeCloseTo(report.voyages[0]!.totals.fuelEuPenaltyEur!, 6);
  });
});
