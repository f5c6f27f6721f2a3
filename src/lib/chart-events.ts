// The vessel events on the time charts (PERF-027; issue 26 §5): a vertical mark per event with its
// name, trend events solid and dark, info events dotted and grey, and the legend entries for them.
import uPlot from 'uplot';
import { messages } from '../../domain/messages.ts';
import type { LegendEntry } from '../components/chart-legend.tsx';

export type EventMark = {
  atMs: number;
  label: string;
  type: 'TrendEvent' | 'InfoEvent';
  /** The vessel of the event, where a chart marks each vessel's events on its own row. */
  vesselId?: string;
};

/** The marks from `fromMs` to `toMs` (a chart's legend names only the kinds of event it shows). */
export function marksWithin(marks: readonly EventMark[], fromMs: number, toMs: number): EventMark[] {
  return marks.filter((mark) => mark.atMs >= fromMs && mark.atMs <= toMs);
}

export const eventMarkStyle = {
  TrendEvent: { colour: '#343a40', dash: [] as number[], label: messages.chartTrendEvents },
  InfoEvent: { colour: '#868e96', dash: [2, 3], label: messages.chartInfoEvents },
} as const;

/** One legend entry per kind of event on the chart. */
export function eventLegendEntries(marks: readonly EventMark[]): LegendEntry[] {
  return (['TrendEvent', 'InfoEvent'] as const)
    .filter((type) => marks.some((mark) => mark.type === type))
    .map((type) => ({
      label: eventMarkStyle[type].label,
      colour: eventMarkStyle[type].colour,
      kind: 'mark' as const,
      dash: eventMarkStyle[type].dash.length > 0 ? eventMarkStyle[type].dash : undefined,
    }));
}

/** The plot area of a uPlot chart in canvas pixels, and the device's pixel ratio. */
export type PlotArea = { top: number; height: number; left: number; width: number; px: number };

/** Runs `draw` on the chart's canvas clipped to its plot area, in the charts' label font. */
export function drawInPlotArea(
  u: uPlot,
  draw: (ctx: CanvasRenderingContext2D, area: PlotArea) => void,
): void {
  const { ctx } = u;
  const { top, height, left, width } = u.bbox;
  const px = uPlot.pxRatio;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.font = `${11 * px}px sans-serif`;
  draw(ctx, { top, height, left, width, px });
  ctx.restore();
}

/** A vertical line across the plot area at `x` with its label at the top, in `colour`. */
export function drawVerticalMark(
  ctx: CanvasRenderingContext2D,
  { top, height, px }: PlotArea,
  x: number,
  label: string,
  colour: string,
  dash: readonly number[] = [],
): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = px;
  ctx.setLineDash(dash.map((d) => d * px));
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x, top + height);
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.fillText(label, x + 3 * px, top + 12 * px);
}

/** A uPlot draw hook that marks the events inside the plot area. */
export function drawEventMarks(marks: readonly EventMark[]) {
  return (u: uPlot) =>
    drawInPlotArea(u, (ctx, area) => {
      for (const mark of marks) {
        const x = Math.round(u.valToPos(mark.atMs, 'x', true)) + 0.5;
        if (x < area.left || x > area.left + area.width) continue;
        const style = eventMarkStyle[mark.type];
        drawVerticalMark(ctx, area, x, mark.label, style.colour, style.dash);
      }
    });
}
