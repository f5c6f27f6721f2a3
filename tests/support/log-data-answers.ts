// Log-data answers for component tests: the fakes write a page in the spec's object form (easy to
// read) and hand the client the compact form it asks for (form=Columns, ADR 0122).
import type {
  PropulsionEfficiencyColumns,
  PropulsionEfficiencyData,
  SpeedLossHistory,
  SpeedLossHistoryColumns,
} from '../../domain/contracts/fouling.ts';
import type { LogDataColumnsResponse } from '../../domain/contracts/log-data.ts';
import type {
  LongTrendPeriod,
  LongTrendPeriodColumns,
  LongTrendPeriodsColumns,
} from '../../domain/contracts/long-trends.ts';
import { timedColumns } from '../../domain/log-data/series-columns.ts';

type ObjectPage = {
  items: {
    logVariableId: string | null;
    granularity: string;
    unit: string;
    values: { timestamp: number; value: number | null }[];
  }[];
  continuationFilter: string | null;
};

/** The compact form of an object-form page: its times once, in order, and a value array per item. */
export function asColumns(page: ObjectPage): LogDataColumnsResponse {
  const ms = [...new Set(page.items.flatMap((item) => item.values.map((point) => point.timestamp)))].sort(
    (a, b) => a - b,
  );
  const place = new Map(ms.map((t, k) => [t, k]));
  return {
    form: 'Columns',
    time: { ms },
    items: page.items.map((item) => {
      const values: (number | null)[] = new Array<number | null>(ms.length).fill(null);
      for (const point of item.values) values[place.get(point.timestamp)!] = point.value;
      return {
        logVariableId: item.logVariableId ?? '',
        granularity: item.granularity as LogDataColumnsResponse['items'][number]['granularity'],
        unit: item.unit,
        values,
      };
    }),
    continuationFilter: page.continuationFilter,
  };
}

/** A faked fetch answer with an object-form page, turned into the compact form; a refusal as it is. */
export async function inColumns(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const page = (await response.json()) as ObjectPage;
  return new Response(JSON.stringify(asColumns(page)), {
    status: response.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

// The daily series of the long trends and fouling pages (ADR 0122): the fixtures are written in the
// object form and handed to the client in the compact form it asks for, built by the server's rule.

/** A long-trend period with its daily values in columns. */
export function periodInColumns(period: LongTrendPeriod): LongTrendPeriodColumns {
  const { values, ...rest } = period;
  const { time, columns } = timedColumns([values.map((p) => ({ t: Date.parse(p.x), value: p.y }))]);
  return { ...rest, time, values: columns[0]! };
}

/** GET /LongTrendPeriods/Find?form=Columns of periods written in the object form. */
export function periodsInColumns(periods: readonly LongTrendPeriod[]): LongTrendPeriodsColumns {
  return { form: 'Columns', items: periods.map(periodInColumns) };
}

/** GET /Fouling/SpeedLoss?form=Columns of a history written in the object form. */
export function speedLossInColumns(history: SpeedLossHistory): SpeedLossHistoryColumns {
  const { values, ...rest } = history;
  const { time, columns } = timedColumns([
    values.map((p) => ({ t: Date.parse(p.timestamp), value: p.speedLoss })),
  ]);
  return { ...rest, form: 'Columns', time, values: columns[0]! };
}

/** GET /Fouling/PropulsionEfficiencyData?form=Columns of data written in the object form. */
export function efficiencyInColumns(data: PropulsionEfficiencyData): PropulsionEfficiencyColumns {
  const { values, ...rest } = data;
  const { time, columns } = timedColumns([
    values.map((p) => ({ t: Date.parse(p.timestamp), value: p.propulsionEfficiency })),
  ]);
  return { ...rest, form: 'Columns', time, values: columns[0]! };
}
