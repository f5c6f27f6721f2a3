// The voyages chart (EMIS-027): one bar per voyage across the window, coloured by where the voyage
// stands (in progress, event info confirmed, fuel & distance confirmed), drawn with uPlot. The
// figure is named by its caption and carries a text alternative listing the same voyages.
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { timeAxisValues, timeChartBase } from '../../../lib/chart-time.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { voyageStateLabels, type VoyageBar, type VoyageState } from '../departure-view.ts';
import { lastDayOf, type ReportWindow } from '../report-window.ts';
import { barLabelPaddingPx, placeBarLabel } from '../voyage-bar-label.ts';

export const voyageStateColors: Record<VoyageState, string> = {
  inProgress: '#e8590c',
  informationConfirmed: '#1c7ed6',
  dataConfirmed: '#099268',
};

const rowHeightPx = 26;
const axisHeightPx = 34;

/**
 * Draws the bars on uPlot's canvas, each in its own row, with its name inside the bar, beside it
 * or shortened with an ellipsis, never cut by the bar's edge (issue 26 §3, a 768 px tablet).
 */
function drawBars(plot: uPlot, bars: readonly VoyageBar[], fromMs: number, toMs: number): void {
  const { ctx } = plot;
  const pixelRatio = uPlot.pxRatio;
  ctx.save();
  ctx.font = `${12 * pixelRatio}px sans-serif`;
  ctx.textBaseline = 'middle';
  const area = { left: plot.valToPos(fromMs, 'x', true), right: plot.valToPos(toMs, 'x', true) };
  const measure = (text: string) => ctx.measureText(text).width;
  bars.forEach((bar, row) => {
    const left = plot.valToPos(Math.max(bar.startMs, fromMs), 'x', true);
    const right = plot.valToPos(Math.min(bar.endMs, toMs), 'x', true);
    const top = plot.valToPos(row + 0.85, 'y', true);
    const bottom = plot.valToPos(row + 0.15, 'y', true);
    const width = Math.max(right - left, 3 * pixelRatio);
    ctx.fillStyle = voyageStateColors[bar.state];
    ctx.globalAlpha = bar.hasEnded ? 1 : 0.7;
    ctx.fillRect(left, top, width, bottom - top);
    ctx.globalAlpha = 1;
    const label = placeBarLabel(
      bar.label,
      measure,
      { left, right: left + width },
      area,
      barLabelPaddingPx * pixelRatio,
    );
    if (label) {
      ctx.fillStyle = label.inside ? '#ffffff' : '#212529';
      ctx.fillText(label.text, label.x, (top + bottom) / 2);
    }
  });
  ctx.restore();
}

function VoyageTimeline({ bars, window }: { bars: VoyageBar[]; window: ReportWindow }) {
  const { ref: sizeRef, width } = useElementSize();
  const hostRef = useRef<HTMLDivElement>(null);
  const fromMs = Date.parse(window.fromIso);
  const toMs = Date.parse(window.toIso);
  const height = axisHeightPx + Math.max(bars.length, 1) * rowHeightPx;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || width <= 0) return;
    const options: uPlot.Options = {
      ...timeChartBase(width, height),
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: true, range: [fromMs, toMs] },
        y: { auto: false, range: [0, Math.max(bars.length, 1)] },
      },
      axes: [
        {
          // The app's time ticks: the year shows where the window crosses one (issue 26 §5).
          values: timeAxisValues,
          space: 70,
          grid: { stroke: '#e9ecef' },
        },
        { show: false },
      ],
      series: [{}, { label: 'Voyages', points: { show: false }, stroke: 'transparent' }],
      hooks: { draw: [(plot) => drawBars(plot, bars, fromMs, toMs)] },
    };
    const plot = new uPlot(
      options,
      [
        [fromMs, toMs],
        [null, null],
      ],
      host,
    );
    return () => plot.destroy();
  }, [bars, width, height, fromMs, toMs]);

  return (
    <Box ref={sizeRef} w="100%">
      <div ref={hostRef} aria-hidden data-testid="voyages-chart-canvas" />
    </Box>
  );
}

type VoyagesChartProps = { bars: VoyageBar[]; window: ReportWindow };

export function VoyagesChart({ bars, window }: VoyagesChartProps) {
  const captionId = useId();
  const caption = `Voyages from ${formatDate(window.fromIso)} to ${formatDate(lastDayOf(window))}`;
  return (
    <Box component="figure" m={0} aria-labelledby={captionId} data-testid="voyages-chart">
      <Text component="figcaption" id={captionId} size="sm" fw={500} mb={4}>
        {caption}
      </Text>
      {bars.length > 0 ? <VoyageTimeline bars={bars} window={window} /> : null}
      <Group gap="md" mt={4} aria-hidden>
        {(Object.keys(voyageStateLabels) as VoyageState[]).map((state) => (
          <Group key={state} gap={4}>
            <Box w={12} h={12} bg={voyageStateColors[state]} style={{ borderRadius: 2 }} />
            <Text size="xs">{voyageStateLabels[state]}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        {bars.length === 0 ? (
          <p>No voyages in this period.</p>
        ) : (
          <ul>
            {bars.map((bar) => (
              <li key={bar.departureId}>
                {bar.label}: {formatDateTime(new Date(bar.startMs))} to{' '}
                {bar.hasEnded ? formatDateTime(new Date(bar.endMs)) : 'not ended'},{' '}
                {voyageStateLabels[bar.state]}
              </li>
            ))}
          </ul>
        )}
      </VisuallyHidden>
    </Box>
  );
}
