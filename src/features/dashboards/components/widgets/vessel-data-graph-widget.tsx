// The Vessel data graph widget (000 §3: 12x6): the configured values of the configured vessels over
// the first column's period, drawn with the log-data chart of the graph page (uPlot), the vessels'
// trend and info events marked (named by vessel where there are several).
import { useCallback, useMemo, useState } from 'react';
import type { WidgetConfiguration } from '../../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../../domain/contracts/vessels.ts';
import { LogDataChart } from '../../../../components/log-data-chart.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../../components/states.tsx';
import { defaultDisplayPrecision, type ChartSeries, type XRange } from '../../../../lib/chart-series.ts';
import { useVesselEventMarks } from '../../../../lib/vessel-events-query.ts';
import type { GraphSeries } from '../../api/widget-results.ts';

type Props = {
  widgetId: string;
  name: string;
  config: WidgetConfiguration;
  vessels: readonly Vessel[];
  series: GraphSeries[] | undefined;
  loading: boolean;
  error: unknown;
  height: number;
};

export function VesselDataGraphWidget({
  widgetId,
  name,
  config,
  vessels,
  series,
  loading,
  error,
  height,
}: Props) {
  const [xRange, setXRange] = useState<XRange | null>(null);
  const vesselIds = useMemo(
    () => [...new Set(config.columns.flatMap((c) => c.logVariables.map((v) => v.vesselId)))],
    [config],
  );
  const nameOf = useCallback((id: string) => vessels.find((v) => v.id === id)?.name ?? id, [vessels]);
  const marks = useVesselEventMarks(vesselIds, vesselIds.length > 1 ? nameOf : undefined);
  const chartSeries = useMemo<ChartSeries[]>(() => {
    if (!series) return [];
    const names = new Map(vessels.map((v) => [v.id, v.name]));
    return series.flatMap((s, index) => {
      const column = config.columns.find((c) => c.logVariables.some((v) => v.id === s.id));
      const variable = column?.logVariables.find((v) => v.id === s.id);
      if (!column || !variable) return [];
      return [
        {
          id: s.id,
          label: `${column.name}, ${names.get(variable.vesselId) ?? ''}`,
          unit: variable.unitCaption,
          precision: defaultDisplayPrecision,
          xsMs: Float64Array.from(s.xsMs),
          ys: Float64Array.from(s.ys),
          colorIndex: index,
        },
      ];
    });
  }, [series, config, vessels]);

  const variables = config.columns.reduce((n, c) => n + c.logVariables.length, 0);
  if (variables === 0)
    return <EmptyMessage>No values to draw. Configure the widget to choose them.</EmptyMessage>;
  if (loading && !series) return <LoadingState label="Loading graph" />;
  if (error && !series) return <ErrorState error={error} />;
  if (chartSeries.every((s) => s.xsMs.length === 0))
    return <EmptyMessage>No data in this period.</EmptyMessage>;
  return (
    <div data-testid="vessel-data-graph">
      <LogDataChart
        title={name}
        series={chartSeries}
        syncKey={`widget-${widgetId}`}
        xRange={xRange}
        onXRangeChange={setXRange}
        height={Math.max(120, height)}
        events={marks}
      />
    </div>
  );
}
