// Reads log-data series page by page (001 §7, PERF-168): a response carrying a continuationFilter
// is followed up and merged, null values are left out, and each variable's samples end up in two
// typed arrays for the charts (the answers asked for in their compact form, ADR 0122); the query that
// holds a plotted period with its progress. The graph
// page reads GET /LogData/BatchFind through it, the partner page GET /Kognifai/LogData.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LogDataColumnsResponse, LogDataSeriesAnswer } from '../../domain/contracts/log-data.ts';
import { columnLength, columnTimeAt } from '../../domain/log-data/series-columns.ts';

export type RawSeries = { id: string; xsMs: Float64Array; ys: Float64Array };
export type LogDataProgress = { values: number; percent: number };

type Accumulator = { xs: number[]; ys: number[] };

/**
 * A page asked for with form=Columns (ADR 0122): the compact member of the endpoints' answer (a
 * page in the object form is an error of the caller).
 */
function columnsPage(page: LogDataSeriesAnswer): LogDataColumnsResponse {
  if (!('form' in page)) throw new Error('The log data came as objects; the series are read as columns.');
  return page;
}

/**
 * The series of `ids` over [fromMs, toMs]: `readPage` asks for one page in the compact form
 * (form=Columns) from a continuationFilter (undefined for the first); `onProgress` hears after
 * every page. Each page's values go straight from its arrays into the typed arrays.
 */
export async function collectSeries(
  ids: readonly string[],
  period: { fromMs: number; toMs: number },
  readPage: (continuationFilter: string | undefined) => Promise<LogDataSeriesAnswer>,
  onProgress: (progress: LogDataProgress) => void = () => {},
): Promise<RawSeries[]> {
  const collected = new Map<string, Accumulator>(ids.map((id) => [id, { xs: [], ys: [] }]));
  let continuationFilter: string | null | undefined;
  let values = 0;
  do {
    const page = columnsPage(await readPage(continuationFilter ?? undefined));
    const places = columnLength(page.time);
    for (const item of page.items) {
      const target = collected.get(item.logVariableId);
      if (!target) continue;
      for (let k = 0; k < places; k++) {
        const value = item.values[k];
        if (value === null || value === undefined) continue;
        target.xs.push(columnTimeAt(page.time, k));
        target.ys.push(value);
        values++;
      }
    }
    const latestMs = places > 0 ? columnTimeAt(page.time, places - 1) : period.fromMs;
    continuationFilter = page.continuationFilter;
    const span = period.toMs - period.fromMs;
    const percent = continuationFilter ? Math.min(99, ((latestMs - period.fromMs) / span) * 100) : 100;
    onProgress({ values, percent });
  } while (continuationFilter);

  return ids.map((id) => {
    const { xs, ys } = collected.get(id) as Accumulator;
    return { id, xsMs: Float64Array.from(xs), ys: Float64Array.from(ys) };
  });
}

export type SeriesReader<R> = (
  request: R,
  onProgress: (progress: LogDataProgress) => void,
  signal?: AbortSignal,
) => Promise<RawSeries[]>;

/** The series of a plotted request (none before the first Plot) and the progress of reading them. */
export function usePlottedSeries<R>(key: string, request: R | null, read: SeriesReader<R>) {
  const [progress, setProgress] = useState<LogDataProgress>({ values: 0, percent: 0 });
  const query = useQuery({
    queryKey: [key, request],
    queryFn: ({ signal }) => {
      setProgress({ values: 0, percent: 0 });
      return read(request as R, setProgress, signal);
    },
    enabled: request !== null,
    // A plotted period is a snapshot; large answers are not kept around after leaving the page.
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  return { ...query, series: query.data ?? [], progress };
}
