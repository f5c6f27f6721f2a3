// The Vessels list of the sidebar (SHELL-056/057/058).
import { NavLink, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages.ts';
import { VesselStatusIcon } from '../../../components/vessel-status-icon.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { sortVesselsByName } from '../../../lib/vessel-order.ts';
import { useVessels } from '../api/get-vessels.ts';

export function SidebarVesselList() {
  const { data, isPending, isError, error } = useVessels();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (isPending) {
    return (
      <Text size="sm" c="dimmed" px="sm" role="status">
        {messages.loadingAllVessels}
      </Text>
    );
  }
  if (isError) {
    return (
      <Text size="sm" c="red.8" px="sm" role="alert">
        {errorText(error)}
      </Text>
    );
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" px="sm">
        {messages.noActiveVessels}
      </Text>
    );
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Vessels">
      {sortVesselsByName(data).map((vessel) => {
        const active = pathname.startsWith(`/Vessel/${vessel.id}/`);
        return (
          <li key={vessel.id}>
            <NavLink
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/Vessel/$vesselId/$vesselName"
                  params={{ vesselId: vessel.id, vesselName: vessel.name }}
                />
              )}
              label={vessel.name}
              active={active}
              aria-current={active ? 'page' : undefined}
              leftSection={
                <VesselStatusIcon
                  status={vessel.performanceStatus}
                  courseDeg={vessel.course}
                  labelled={false}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
