// The legend of the uPlot charts (issue 26 §5): one entry per drawn series, level and event kind, each
// with a colour key drawn like its line (stroke, width and dash) or its points, and optionally the
// value under the cursor; and the 'Show full range' switch of the charts whose y range leaves out
// outliers (lib/chart-range.ts).
import { Group, Switch, Text } from '@mantine/core';
import { messages } from '../../domain/messages.ts';

export type LegendEntry = {
  label: string;
  colour: string;
  /** How the series is drawn: a line (optionally dashed), points, a vertical event mark, or a filled bar. */
  kind?: 'line' | 'points' | 'mark' | 'bar';
  dash?: readonly number[];
  /** The value under the cursor, already formatted. */
  value?: string;
};

/** The entries to show: those with a label, each label once (per-period series share one entry). */
export function legendEntries(entries: readonly LegendEntry[]): LegendEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (!entry.label || seen.has(entry.label)) return false;
    seen.add(entry.label);
    return true;
  });
}

export function LegendSwatch({ colour, kind = 'line', dash }: Pick<LegendEntry, 'colour' | 'kind' | 'dash'>) {
  return (
    <svg width={18} height={10} aria-hidden="true" data-testid="legend-swatch" style={{ flex: 'none' }}>
      {kind === 'points' ? (
        <circle cx={9} cy={5} r={3} fill={colour} stroke={colour} />
      ) : kind === 'bar' ? (
        <rect x={0} y={1} width={18} height={8} fill={colour} />
      ) : kind === 'mark' ? (
        <line
          x1={9}
          y1={0}
          x2={9}
          y2={10}
          stroke={colour}
          strokeWidth={1.5}
          strokeDasharray={dash?.join(' ')}
        />
      ) : (
        <line
          x1={0}
          y1={5}
          x2={18}
          y2={5}
          stroke={colour}
          strokeWidth={2}
          strokeDasharray={dash?.join(' ')}
        />
      )}
    </svg>
  );
}

export function ChartLegend({
  entries,
  mt = 'xs',
}: {
  entries: readonly LegendEntry[];
  /** The space above (none where the legend sits beside the title). */
  mt?: 'xs' | 0;
}) {
  const shown = legendEntries(entries);
  if (shown.length === 0) return null;
  return (
    <Group
      gap="md"
      mt={mt}
      component="ul"
      aria-label={messages.chartLegend}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shown.map((entry) => (
        <Group key={entry.label} gap={6} wrap="nowrap" component="li">
          <LegendSwatch colour={entry.colour} kind={entry.kind} dash={entry.dash} />
          <Text size="sm">
            {entry.label}
            {entry.value !== undefined ? `: ${entry.value}` : ''}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** The switch between the y range that leaves out outliers and the full range. */
export function FullRangeSwitch({
  checked,
  onChange,
  chartTitle,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  chartTitle: string;
}) {
  return (
    <Switch
      size="xs"
      label={messages.showFullRange}
      aria-label={`${messages.showFullRange} of ${chartTitle}`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
