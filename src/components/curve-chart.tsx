// A curve chart (001 §2, PERF-060; reference curves, data analysis, charter party): the points, the regression curve through them and
// the outliers marked, a legend with colour keys for what is drawn; a text alternative gives the
// equation and the counts. The y range is uPlot's (min to max): the outliers are marked, not hidden.
import { Paper, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CurveReading } from '../../domain/performance/reference-curve.ts';
import { ChartLegend } from './chart-legend.tsx';

const pointColour = '#1c7ed6';
const outlierColour = '#e03131';
const curveColour = '#2f9e44';

export function CurveChart({
  reading,
  xLabel,
  yLabel,
  height = 320,
}: {
  reading: CurveReading;
  xLabel: string;
  yLabel: string;
  height?: number;
}) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  // One row per point (a data analysis has many points at one x) and per curve sample, by x.
  const data = useMemo(() => {
    const rows: [number, number | undefined, number | undefined, number | undefined][] = reading.points.map(
      (p) => (p.isOutlier ? [p.x, undefined, p.y, undefined] : [p.x, p.y, undefined, undefined]),
    );
    const curve = reading.fit?.curve;
    if (curve) curve.xs.forEach((x, i) => rows.push([x, undefined, undefined, curve.ys[i]]));
    rows.sort((a, b) => a[0] - b[0]);
    return [0, 1, 2, 3].map((k) => rows.map((row) => row[k])) as uPlot.AlignedData;
  }, [reading]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const dots = (colour: string, size: number): uPlot.Series => ({
      stroke: colour,
      paths: () => null,
      points: { show: true, size, stroke: colour, fill: colour },
    });
    const plot = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        scales: { x: { time: false } },
        series: [
          {},
          { label: 'Points', ...dots(pointColour, 6) },
          { label: 'Outliers', ...dots(outlierColour, 8) },
          { label: 'Curve', stroke: curveColour, width: 2, spanGaps: true, points: { show: false } },
        ],
        axes: [
          { label: xLabel, stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.15)' } },
          { label: yLabel, stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.15)' } },
        ],
      },
      data,
      host,
    );
    return () => plot.destroy();
  }, [data, width, height, xLabel, yLabel]);

  const outliers = reading.points.filter((p) => p.isOutlier).length;
  const summary = `${reading.points.length} points${outliers ? `, ${outliers} marked as outliers` : ''}; ${
    reading.fit ? `curve ${reading.fit.equation}` : (reading.error ?? 'no curve')
  }`;
  return (
    <Paper withBorder p="sm" component="figure" m={0}>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div
          ref={hostRef}
          role="img"
          aria-label={`Chart of ${yLabel} against ${xLabel}: ${summary}`}
          style={{ minHeight: height }}
          data-testid="curve-chart"
        />
      </div>
      <VisuallyHidden component="figcaption">{`${yLabel} against ${xLabel}`}</VisuallyHidden>
      <ChartLegend
        entries={[
          { label: 'Points', colour: pointColour, kind: 'points' },
          ...(outliers > 0 ? [{ label: 'Outliers', colour: outlierColour, kind: 'points' as const }] : []),
          ...(reading.fit ? [{ label: 'Curve', colour: curveColour }] : []),
        ]}
      />
      <VisuallyHidden>{summary}</VisuallyHidden>
    </Paper>
  );
}
