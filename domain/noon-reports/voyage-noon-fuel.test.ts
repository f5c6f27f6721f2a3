import { describe, expect, it } from 'vitest';
import { compareVoyageFuel } from './voyage-noon-fuel.ts';

const hfo = 'a0000000-0000-4000-8000-000000000001';
const mgo = 'a0000000-0000-4000-8000-000000000002';
const lng = 'a0000000-0000-4000-8000-000000000003';
const departure = Date.parse('2031-03-01T06:00:00Z');
const arrival = Date.parse('2031-03-04T18:00:00Z');
const report = (
  at: string,
  fuel: [string, 'MainEngine' | 'AuxiliaryEngines' | 'Boilers' | 'Other', number][],
) => ({
  reportTimeUtc: at,
  fuel: fuel.map(([fuelTypeId, consumer, tonnes]) => ({ fuelTypeId, consumer, tonnes })),
});

describe('the noon reports of a voyage summed beside its fuel', () => {
  it('sums every consumer per fuel type over departure < report time ≤ arrival and gives noon reports minus voyage', () => {
    const reports = [
      report('2031-03-01T06:00:00Z', [[hfo, 'MainEngine', 99]]), // at the departure: the time before
      report('2031-03-01T08:00:00Z', [
        [hfo, 'MainEngine', 5],
        [mgo, 'AuxiliaryEngines', 0.5],
      ]),
      report('2031-03-02T08:00:00Z', [
        [hfo, 'MainEngine', 30],
        [hfo, 'Boilers', 1],
        [mgo, 'AuxiliaryEngines', 2],
      ]),
      report('2031-03-04T18:00:00Z', [[lng, 'MainEngine', 4]]), // at the arrival: the voyage's
      report('2031-03-05T08:00:00Z', [[hfo, 'MainEngine', 50]]), // after it
    ];
    const result = compareVoyageFuel({ [hfo]: 37.5, [mgo]: 2.5 }, reports, departure, arrival);
    expect(result.reportCount).toBe(3);
    expect(result.fuels).toEqual([
      { fuelTypeId: hfo, voyageTonnes: 37.5, noonReportTonnes: 36, differenceTonnes: -1.5 },
      { fuelTypeId: mgo, voyageTonnes: 2.5, noonReportTonnes: 2.5, differenceTonnes: 0 },
      { fuelTypeId: lng, voyageTonnes: 0, noonReportTonnes: 4, differenceTonnes: 4 },
    ]);
  });

  it('without noon reports in the period: a count of 0 and the voyage fuel against 0 t', () => {
    const result = compareVoyageFuel(
      { [mgo]: 3 },
      [report('2031-04-01T08:00:00Z', [[mgo, 'Other', 1]])],
      departure,
      arrival,
    );
    expect(result).toEqual({
      reportCount: 0,
      fuels: [{ fuelTypeId: mgo, voyageTonnes: 3, noonReportTonnes: 0, differenceTonnes: -3 }],
    });
  });

  it('orders the fuel types by the given name', () => {
    const names: Record<string, string> = { [hfo]: 'HFO', [mgo]: 'MDO/MGO', [lng]: 'LNG' };
    const result = compareVoyageFuel(
      { [hfo]: 1, [mgo]: 1, [lng]: 1 },
      [],
      departure,
      arrival,
      (id) => names[id]!,
    );
    expect(result.fuels.map((f) => names[f.fuelTypeId])).toEqual(['HFO', 'LNG', 'MDO/MGO']);
  });
});
