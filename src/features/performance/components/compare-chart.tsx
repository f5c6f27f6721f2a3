// A compare chart (001 §2, PERF-040..043): one line per vessel, the y axis of PERF-203, the values
// under the cursor with 2 decimals and % (PERF-204), and a text alternative.
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { LongTrendPeriod } from '../../../../domain/contracts/long-trends.ts';
import { HelpTip } from '../../../components/help-tip.tsx';
import { seriesColor } from '../../../lib/chart-colors.ts';
import { timeAxisValues, utcDate } from '../../../lib/chart-time.ts';
import { buildCompareChartModel, formatCompareValue, type CompareOptions } from '../compare-chart-model.ts';

type CompareChartProps = {
  title: string;
  help: string;
  lines: { trendId: string; label: string }[];
  periods: readonly LongTrendPeriod[];
  options: CompareOptions;
  height?: number;
};

export function CompareChart({ title, help, lines, periods, options, height = 260 }: CompareChartProps) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<(number | null | undefined)[]>([]);
  const model = useMemo(
    () =>
      buildCompareChartModel(
        lines.map((line) => line.trendId),
        periods,
        options,
      ),
    [lines, periods, options],
  );

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const plot = new uPlot(
      {
        width,
        height,
        ms: 1,
        tzDate: utcDate,
        legend: { show: false },
        scales: { x: { time: true }, y: { range: () => [model.yRange.min, model.yRange.max] } },
        series: [
          {},
          ...lines.map((line, index) => ({
            label: line.label,
            stroke: seriesColor(index),
            width: 1.5,
            points: { show: false },
          })),
        ],
        axes: [
          {
            stroke: 'currentColor',
            grid: { stroke: 'rgba(128,128,128,0.15)' },
            values: timeAxisValues,
            space: 70,
          },
          { stroke: 'currentColor', label: '%', grid: { stroke: 'rgba(128,128,128,0.15)' } },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const index = u.cursor.idx;
              setCursor(
                index === null || index === undefined ? [] : lines.map((_, i) => u.data[i + 1]?.[index]),
              );
            },
          ],
        },
      },
      model.data as uPlot.AlignedData,
      host,
    );
    return () => plot.destroy();
  }, [model, width, height, lines]);

  const summary = lines
    .map(
      (line, i) => `${line.label}: ${model.data[i + 1]!.filter((y) => y !== undefined).length} daily values`,
    )
    .join('; ');
  return (
    <Paper withBorder p="sm" component="figure" m={0}>
      <Group gap={6} mb="xs">
        <Text component="figcaption" fw={600}>
          {title}
        </Text>
        <HelpTip label={`About ${title}`} text={help} />
      </Group>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of ${title}: ${summary || 'no daily values'}`}
          style={{ minHeight: height }}
          data-testid="compare-chart"
        />
      </div>
      <Group gap="md" mt="xs">
        {lines.map((line, index) => (
          <Group key={line.trendId} gap={6} wrap="nowrap">
            <span style={{ display: 'inline-block', width: 12, height: 3, background: seriesColor(index) }} />
            <Text size="sm">
              {line.label}
              {cursor.length > 0 ? `: ${formatCompareValue(cursor[index])}` : ''}
            </Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
