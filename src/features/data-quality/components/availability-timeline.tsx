// The availability timeline (issue 26 §2, ADR 0110): one bar per row (a vessel, or a variable of
// the vessel chosen) over the period, outages drawn in red on the available time in green, an
// ongoing outage hatched to the end. A plain SVG: each row is an image with its own name
// (`role="img"`, its summary as the accessible name), so screen readers read one sentence per
// row and the table beside it holds every figure; nothing in it takes the keyboard focus. The row's
// vessel events are marked across it as on the time charts (trend events solid, info events dotted),
// the ticks carry the year where the period crosses one, and the legend keys what is drawn (issue 26
// §5).
import { Stack, Text } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { ChartLegend, type LegendEntry } from '../../../components/chart-legend.tsx';
import { eventLegendEntries, eventMarkStyle, type EventMark } from '../../../lib/chart-events.ts';
import { chartDayText, crossesYear } from '../../../lib/chart-time.ts';

export type TimelineRow = {
  key: string;
  label: string;
  /** The outages of the row, [start, end] in ms, `open` when still going on. */
  spans: { startMs: number; endMs: number; open: boolean }[];
  /** The vessel events of the row inside the period. */
  marks: EventMark[];
  /** The accessible sentence of the row. */
  summary: string;
};

const WIDTH = 600;
const HEIGHT = 18;
const dataColour = '#2f9e44';
const outageColour = '#c92a2a';
const ongoingColour = '#e8590c';

/** Ticks at the start of each UTC day, week or month the period spans, at most ~8. */
export function timelineTicks(fromMs: number, toMs: number): number[] {
  const day = 86_400_000;
  const span = toMs - fromMs;
  if (!(span > 0)) return [];
  const step = [day, 2 * day, 7 * day, 14 * day, 30 * day, 91 * day].find((s) => span / s <= 8) ?? 182 * day;
  const ticks: number[] = [];
  for (let at = Math.ceil(fromMs / day) * day; at <= toMs; at += step) ticks.push(at);
  return ticks;
}

/** What the legend keys: the data, the kinds of outage drawn, and the kinds of event marked. */
export function timelineLegendEntries(rows: readonly TimelineRow[]): LegendEntry[] {
  const spans = rows.flatMap((row) => row.spans);
  return [
    { label: messages.availabilityTimelineData, colour: dataColour, kind: 'bar' },
    ...(spans.some((span) => !span.open)
      ? [{ label: messages.availabilityTimelineOutage, colour: outageColour, kind: 'bar' as const }]
      : []),
    ...(spans.some((span) => span.open)
      ? [{ label: messages.availabilityTimelineOngoing, colour: ongoingColour, kind: 'bar' as const }]
      : []),
    ...eventLegendEntries(rows.flatMap((row) => row.marks)),
  ];
}

export function AvailabilityTimeline(props: {
  title: string;
  fromMs: number;
  toMs: number;
  rows: TimelineRow[];
}) {
  const { fromMs, toMs } = props;
  const x = (ms: number) => ((Math.min(Math.max(ms, fromMs), toMs) - fromMs) / (toMs - fromMs)) * WIDTH;
  const ticks = timelineTicks(fromMs, toMs);
  const withYear = crossesYear(fromMs, toMs);
  return (
    <figure style={{ margin: 0 }} aria-labelledby="availability-timeline-title">
      <Text component="figcaption" id="availability-timeline-title" fw={600} mb="xs">
        {props.title}
      </Text>
      <Stack gap={4}>
        {props.rows.map((row) => (
          <div
            key={row.key}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 14rem) 1fr', gap: 8 }}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} aria-hidden>
              {row.label}
            </Text>
            <svg
              role="img"
              aria-label={row.summary}
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              width="100%"
              height={HEIGHT}
              data-testid="timeline-row"
            >
              <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill={dataColour} />
              {row.spans.map((span) => (
                <rect
                  key={span.startMs}
                  x={x(span.startMs)}
                  y={0}
                  width={Math.max(1, x(span.endMs) - x(span.startMs))}
                  height={HEIGHT}
                  fill={span.open ? ongoingColour : outageColour}
                  data-testid={span.open ? 'timeline-ongoing' : 'timeline-outage'}
                />
              ))}
              {row.marks.map((mark) => (
                <line
                  key={`${mark.atMs}-${mark.label}`}
                  x1={x(mark.atMs)}
                  x2={x(mark.atMs)}
                  y1={0}
                  y2={HEIGHT}
                  stroke={eventMarkStyle[mark.type].colour}
                  strokeWidth={2}
                  strokeDasharray={eventMarkStyle[mark.type].dash.join(' ') || undefined}
                  vectorEffect="non-scaling-stroke"
                  data-testid="event-mark"
                >
                  <title>{mark.label}</title>
                </line>
              ))}
            </svg>
          </div>
        ))}
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 14rem) 1fr', gap: 8 }} aria-hidden>
          <span />
          <div style={{ position: 'relative', height: '1.2rem' }}>
            {ticks.map((tick) => (
              <Text
                key={tick}
                size="xs"
                c="dimmed"
                style={{ position: 'absolute', left: `${(x(tick) / WIDTH) * 100}%`, whiteSpace: 'nowrap' }}
              >
                {chartDayText(tick, withYear)}
              </Text>
            ))}
          </div>
        </div>
        <ChartLegend entries={timelineLegendEntries(props.rows)} />
      </Stack>
    </figure>
  );
}
