// The charts of the Fouling pages (uPlot): x values (times in ms, or numbers) with series drawn as
// points or lines, optional horizontal levels (benchmark, maintenance trigger, warm-water limit) and
// vertical marks (trend events). A text alternative (`summary`) is given for screen readers.
import { Paper, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';

export type ChartSeries = {
  label: string;
  values: (number | null)[];
  colour: string;
  kind: 'points' | 'line';
  dash?: number[];
};
export type ChartLevel = { label: string; y: number; colour: string };
export type ChartMark = { label: string; x: number };

export type FoulingChartProps = {
  title: string;
  summary: string;
  xs: number[];
  series: ChartSeries[];
  isTime: boolean;
  xLabel?: string;
  yLabel: string;
  levels?: ChartLevel[];
  marks?: ChartMark[];
  height?: number;
};

function drawLevelsAndMarks(levels: ChartLevel[], marks: ChartMark[]) {
  return (u: uPlot) => {
    const { ctx } = u;
    const { top, height, left, width } = u.bbox;
    const px = uPlot.pxRatio;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, top, width, height);
    ctx.clip();
    ctx.font = `${11 * px}px sans-serif`;
    for (const level of levels) {
      const y = Math.round(u.valToPos(level.y, 'y', true)) + 0.5;
      ctx.strokeStyle = level.colour;
      ctx.lineWidth = px;
      ctx.setLineDash([6 * px, 4 * px]);
      ctx.beginPath();
      ctx.moveTo(left, y);
      ctx.lineTo(left + width, y);
      ctx.stroke();
      ctx.fillStyle = level.colour;
      ctx.fillText(level.label, left + 4 * px, y - 3 * px);
    }
    ctx.setLineDash([]);
    for (const mark of marks) {
      const x = Math.round(u.valToPos(mark.x, 'x', true)) + 0.5;
      if (x < left || x > left + width) continue;
      ctx.strokeStyle = '#343a40';
      ctx.lineWidth = px;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      ctx.fillStyle = '#343a40';
      ctx.fillText(mark.label, x + 3 * px, top + 12 * px);
    }
    ctx.restore();
  };
}

export function FoulingChart(props: FoulingChartProps) {
  const { title, summary, xs, series, isTime, xLabel, yLabel, levels = [], marks = [], height = 260 } = props;
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const captionId = useId();

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const ys = series.flatMap((s) => s.values).filter((y): y is number => y !== null && Number.isFinite(y));
    const all = [...ys, ...levels.map((l) => l.y)];
    const yMin = all.length ? Math.min(...all) : 0;
    const yMax = all.length ? Math.max(...all) : 1;
    const pad = Math.max(0.5, (yMax - yMin) * 0.08);
    const options: uPlot.Options = {
      ...(isTime ? timeChartBase(width, height) : { width, height, legend: { show: false } }),
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: isTime },
        y: { range: () => [yMin - pad, yMax + pad] },
      },
      series: [
        {},
        ...series.map((s): uPlot.Series =>
          s.kind === 'points'
            ? {
                label: s.label,
                stroke: s.colour,
                paths: () => null,
                points: { show: true, size: 4, stroke: s.colour, fill: s.colour },
              }
            : {
                label: s.label,
                stroke: s.colour,
                width: 2,
                dash: s.dash,
                points: { show: false },
                spanGaps: false,
              },
        ),
      ],
      axes: [
        {
          stroke: 'currentColor',
          grid: { stroke: 'rgba(128,128,128,0.15)' },
          ...(isTime ? { values: timeAxisValues, space: 70 } : { label: xLabel }),
        },
        { stroke: 'currentColor', label: yLabel, grid: { stroke: 'rgba(128,128,128,0.15)' } },
      ],
      hooks: { drawAxes: [drawLevelsAndMarks(levels, marks)] },
    };
    const data = [xs, ...series.map((s) => s.values)] as uPlot.AlignedData;
    const plot = new uPlot(options, data, host);
    return () => plot.destroy();
  }, [xs, series, isTime, xLabel, yLabel, levels, marks, width, height]);

  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <div ref={sizeRef} style={{ width: '100%' }}>
        <div ref={hostRef} role="img" aria-labelledby={captionId} />
      </div>
      <VisuallyHidden id={captionId}>{`${title}. ${summary}`}</VisuallyHidden>
      <Text size="xs" c="dimmed" mt={4}>
        {series
          .map((s) => s.label)
          .filter(Boolean)
          .join(' · ')}
        {levels.length > 0 ? ` · ${levels.map((l) => l.label).join(' · ')}` : ''}
      </Text>
    </Paper>
  );
}
