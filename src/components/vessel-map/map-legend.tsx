// PERF-068: the map legend in the spec's order and words, with the marker colours of the status icons.
import { Group, Text } from '@mantine/core';
import { MAP_LEGEND } from '../../../domain/geo/vessel-map.ts';
import { statusColour } from '../vessel-status-icon.tsx';

export function MapLegend() {
  return (
    <Group
      component="ul"
      gap="md"
      aria-label="Map legend"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {MAP_LEGEND.map((entry) => (
        <Group component="li" key={entry.key} gap={6} wrap="nowrap">
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden style={{ flex: 'none' }}>
            {entry.key === 'PreviousPosition' ? (
              <circle cx={7} cy={7} r={4} fill="#5c5f66" stroke="#fff" />
            ) : (
              <rect x={1} y={1} width={12} height={12} rx={3} fill={statusColour(entry.key)} />
            )}
          </svg>
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
