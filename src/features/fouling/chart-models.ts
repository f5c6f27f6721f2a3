// Chart data of the Fouling pages, as pure functions (tested in chart-models.test.ts): the speed loss
// history with each period's trendline, and the sea temperature over time.
import type { SeaSurfaceTemperature, SpeedLossHistoryColumns } from '../../../domain/contracts/fouling.ts';
import { columnArrays } from '../../../domain/log-data/series-columns.ts';
import { formatDate } from '../../lib/format.ts';

export type SpeedLossChartModel = {
  xs: number[];
  values: (number | null)[];
  /** One series per period: its trendline from its start to its end, null elsewhere. */
  trendlines: (number | null)[][];
  marks: { label: string; x: number }[];
  summary: string;
};

/** The daily speed loss as points, the trendline of each period, the trend events as marks. */
export function speedLossChartModel(history: SpeedLossHistoryColumns): SpeedLossChartModel {
  const lines = history.periods.filter((p) => p.trendlineStart !== null && p.trendlineEnd !== null);
  const rows = new Map<number, { value: number | null; trends: (number | null)[] }>();
  const rowAt = (x: number) => {
    let row = rows.get(x);
    if (!row) {
      row = { value: null, trends: lines.map(() => null) };
      rows.set(x, row);
    }
    return row;
  };
  const { xsMs, ys } = columnArrays(history.time, history.values);
  for (let k = 0; k < xsMs.length; k++) rowAt(xsMs[k]!).value = ys[k]!;
  lines.forEach((period, index) => {
    rowAt(Date.parse(period.start)).trends[index] = period.trendlineStart;
    rowAt(Date.parse(period.end)).trends[index] = period.trendlineEnd;
  });
  const sorted = [...rows.entries()].sort((a, b) => a[0] - b[0]);
  const count = xsMs.length;
  const current = history.periods.at(-1);
  return {
    xs: sorted.map(([x]) => x),
    values: sorted.map(([, row]) => row.value),
    trendlines: lines.map((_, index) => sorted.map(([, row]) => row.trends[index] ?? null)),
    marks: history.events.map((e) => ({ label: e.name, x: Date.parse(e.timestamp) })),
    summary:
      count === 0
        ? 'No daily speed loss yet.'
        : `${count} daily values up to ${formatDate(new Date(xsMs[count - 1]!).toISOString())}, the latest ${ys[count - 1]!.toFixed(1)} %; ` +
          `${history.periods.length} trend period(s)` +
          (current?.changePerYear != null
            ? `, the current one changing ${current.changePerYear.toFixed(1)} % per year.`
            : '.'),
  };
}

/** The sea temperature points over time. */
export function seaTemperatureChartModel(sst: SeaSurfaceTemperature) {
  const temperatures = sst.points.map((p) => p.temperature);
  return {
    xs: sst.points.map((p) => Date.parse(p.timestamp)),
    temperatures,
    warmDays: sst.points.filter((p) => p.temperature > sst.warmWaterLimit).length,
    summary:
      sst.points.length === 0
        ? 'No sea temperature in this period.'
        : `${sst.points.length} days from ${Math.min(...temperatures).toFixed(1)} to ${Math.max(...temperatures).toFixed(1)} °C.`,
  };
}

/** A temperature's colour on the map: blue (cold) to red (warm), warm-water points at the red end. */
export function temperatureColour(temperatureC: number): string {
  const f = Math.min(1, Math.max(0, (temperatureC - 0) / 32));
  const hue = Math.round(220 - 220 * f);
  return `hsl(${hue}, 75%, 45%)`;
}
