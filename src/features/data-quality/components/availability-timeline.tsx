// The availability timeline (issue 26 §2, ADR 0110): one bar per row (a vessel, or a variable of
// the vessel chosen) over the period, outages drawn in red on the available time in green, an
// ongoing outage hatched to the end. A plain SVG: each row is an image with its own name
// (`role="img"`, its summary as the accessible name), so screen readers read one sentence per
// row and the table beside it holds every figure; nothing in it takes the keyboard focus.
import { Stack, Text } from '@mantine/core';

export type TimelineRow = {
  key: string;
  label: string;
  /** The outages of the row, [start, end] in ms, `open` when still going on. */
  spans: { startMs: number; endMs: number; open: boolean }[];
  /** The accessible sentence of the row. */
  summary: string;
};

const WIDTH = 600;
const HEIGHT = 18;

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

const tickLabel = (ms: number) => {
  const date = new Date(ms);
  return `${date.getUTCDate()} ${date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${date.getUTCFullYear()}`;
};

export function AvailabilityTimeline(props: {
  title: string;
  fromMs: number;
  toMs: number;
  rows: TimelineRow[];
}) {
  const { fromMs, toMs } = props;
  const x = (ms: number) => ((Math.min(Math.max(ms, fromMs), toMs) - fromMs) / (toMs - fromMs)) * WIDTH;
  const ticks = timelineTicks(fromMs, toMs);
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
              <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#2f9e44" />
              {row.spans.map((span) => (
                <rect
                  key={span.startMs}
                  x={x(span.startMs)}
                  y={0}
                  width={Math.max(1, x(span.endMs) - x(span.startMs))}
                  height={HEIGHT}
                  fill={span.open ? '#e8590c' : '#c92a2a'}
                  data-testid={span.open ? 'timeline-ongoing' : 'timeline-outage'}
                />
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
                {tickLabel(tick)}
              </Text>
            ))}
          </div>
        </div>
        <Text size="xs" c="dimmed">
          <span style={{ color: '#2f9e44' }}>■</span> data <span style={{ color: '#c92a2a' }}>■</span> outage{' '}
          <span style={{ color: '#e8590c' }}>■</span> ongoing outage
        </Text>
      </Stack>
    </figure>
  );
}
