import { describe, expect, it } from 'vitest';
import type { SeaSurfaceTemperature, SpeedLossHistory } from '../../../domain/contracts/fouling.ts';
import { speedLossInColumns } from '../../../tests/support/log-data-answers.ts';
import { seaTemperatureChartModel, speedLossChartModel, temperatureColour } from './chart-models.ts';

const id = '00000000-0000-4000-8000-000000000001';
const t = (day: number) => new Date(Date.UTC(2026, 0, 1 + day, 12)).toISOString();

describe('the speed loss chart', () => {
  it('PERF-037 points per day, each period’s trendline broken at the cleaning, the cleaning as a mark', () => {
    const history: SpeedLossHistory = {
      vesselId: id,
      unitName: '%',
      values: [
        { timestamp: t(0), speedLoss: 3 },
        { timestamp: t(1), speedLoss: 3.2 },
        { timestamp: t(3), speedLoss: 1 },
      ],
      periods: [
        {
          start: t(0),
          end: t(2),
          isCurrent: false,
          sampleCount: 2,
          trendlineStart: 3,
          trendlineEnd: 3.4,
          changePerYear: null,
        },
        {
          start: t(2),
          end: t(3),
          isCurrent: true,
          sampleCount: 1,
          trendlineStart: null,
          trendlineEnd: null,
          changePerYear: null,
        },
      ],
      events: [{ timestamp: t(2), name: 'Hull cleaning', trendEventType: 'HullCleaning' }],
      computedAt: null,
    };
    const model = speedLossChartModel(speedLossInColumns(history));
    expect(model.xs).toEqual([Date.parse(t(0)), Date.parse(t(1)), Date.parse(t(2)), Date.parse(t(3))]);
    expect(model.values).toEqual([3, 3.2, null, 1]);
    // One series per period with a trendline; the second has fewer than two values.
    expect(model.trendlines).toEqual([[3, null, 3.4, null]]);
    expect(model.marks).toEqual([{ label: 'Hull cleaning', x: Date.parse(t(2)) }]);
    expect(model.summary).toBe('3 daily values up to 04. Jan, 2026, the latest 1.0 %; 2 trend period(s).');
    expect(
      speedLossChartModel(speedLossInColumns({ ...history, values: [], periods: [], events: [] })).summary,
    ).toBe('No daily speed loss yet.');
  });

  it('PERF-037 the sea temperature over time, the days above the warm-water limit counted; colder is bluer', () => {
    const sst: SeaSurfaceTemperature = {
      vesselId: id,
      fromDate: t(0),
      toDate: t(3),
      warmWaterLimit: 20,
      points: [
        { timestamp: t(0), temperature: 18, latlng: [1, 2], shipSpeed: 12, timeSpent: 24 },
        { timestamp: t(1), temperature: 26, latlng: [1, 3], shipSpeed: 0.2, timeSpent: 24 },
      ],
    };
    expect(seaTemperatureChartModel(sst)).toMatchObject({ temperatures: [18, 26], warmDays: 1 });
    expect(temperatureColour(0)).toBe('hsl(220, 75%, 45%)');
    expect(temperatureColour(40)).toBe('hsl(0, 75%, 45%)');
  });
});
