// The fleet the user may see, on the start page: name, IMO, type, DWT and status.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { VesselStatusIcon, performanceStatusTitle } from '../../../components/vessel-status-icon.tsx';
import { formatImo, formatQuantity } from '../../../lib/format.ts';
import { sortVesselsByName, useVessels } from '../api/get-vessels.ts';

export function FleetTable() {
  const { data, isPending, isError, error, refetch } = useVessels();

  if (isPending) return <LoadingState label={messages.loadingAllVessels} />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyMessage>{messages.noActiveVessels}</EmptyMessage>;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Your fleet" data-testid="fleet-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Vessel</Table.Th>
            <Table.Th scope="col">IMO</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" ta="right">
              DWT
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortVesselsByName(data).map((vessel) => (
            <Table.Tr key={vessel.id}>
              <Table.Td>
                <Anchor
                  fw={600}
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
              </Table.Td>
              <Table.Td>{formatImo(vessel.imoNumber)}</Table.Td>
              <Table.Td>{vessel.vesselType}</Table.Td>
              <Table.Td ta="right">{formatQuantity(vessel.deadweight, 't')}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <VesselStatusIcon
                    status={vessel.performanceStatus}
                    courseDeg={vessel.course}
                    labelled={false}
                  />
                  <Text size="sm">{performanceStatusTitle(vessel.performanceStatus)}</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
