// The Performance status widget (000 §3: 8x6, only for vessels with diagnostics): each configured
// vessel's overall performance status (the long trends' status, as in the sidebar), from GET /Vessels.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WidgetConfiguration } from '../../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../../domain/contracts/vessels.ts';
import { EmptyMessage } from '../../../../components/states.tsx';
import { VesselStatusIcon, performanceStatusTitle } from '../../../../components/vessel-status-icon.tsx';

export const hasDiagnostics = (vessel: Vessel) => vessel.features.some((f) => f.name === 'Diagnostics');

export function PerformanceStatusWidget({
  config,
  vessels,
}: {
  config: WidgetConfiguration;
  vessels: readonly Vessel[];
}) {
  const shown = vessels.filter((v) => config.vessels.includes(v.id) && hasDiagnostics(v));
  if (shown.length === 0)
    return (
      <EmptyMessage>No vessels with diagnostics chosen. Configure the widget to choose vessels.</EmptyMessage>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="performance-status"
    >
      {shown.map((vessel) => (
        <Group key={vessel.id} component="li" gap="sm" wrap="nowrap">
          <VesselStatusIcon status={vessel.performanceStatus} courseDeg={vessel.course} size={20} />
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/Vessel/$vesselId/$vesselName"
                params={{ vesselId: vessel.id, vesselName: vessel.name }}
              />
            )}
          >
            {vessel.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {performanceStatusTitle(vessel.performanceStatus)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
