// Where an event was made (EMIS-036): Ship (created onboard) or Office (created in the office).
import { Group, Text, Tooltip } from '@mantine/core';
import type { VesselEventSource } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import { IconBuilding, IconShip } from '../../../components/icons.tsx';

export const sourceDescriptions: Record<VesselEventSource, string> = {
  Ship: 'Ship: created onboard',
  Office: 'Office: created in the office',
};

export function SourceIcon({ source, withText = false }: { source: VesselEventSource; withText?: boolean }) {
  const icon = source === 'Ship' ? <IconShip size={18} /> : <IconBuilding size={18} />;
  return (
    <Tooltip label={sourceDescriptions[source]}>
      <Group gap={4} wrap="nowrap" role="img" aria-label={sourceDescriptions[source]} component="span">
        {icon}
        {withText ? (
          <Text span size="sm" aria-hidden>
            {source}
          </Text>
        ) : null}
      </Group>
    </Tooltip>
  );
}
