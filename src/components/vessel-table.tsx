// A table of vessels: name, IMO, type, DWT and, where the user has vessel pages, a link and the
// performance status; a page may add columns of its own (the partner page: the latest values).
// The start page and the partner page both show their fleet with it.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { formatImo, formatQuantity } from '../lib/format.ts';
import { sortVesselsByName } from '../lib/vessel-order.ts';
import { VesselStatusIcon, performanceStatusTitle } from './vessel-status-icon.tsx';

/** A column a page adds after the vessel's own. */
export type VesselColumn = {
  key: string;
  header: string;
  align?: 'right';
  cell: (vessel: Vessel) => ReactNode;
};

type VesselTableProps = {
  vessels: readonly Vessel[];
  label: string;
  testId: string;
  /** Names link to the vessel pages and a status column is shown (not on the partner page). */
  withVesselPages: boolean;
  extraColumns?: readonly VesselColumn[];
};

export function VesselTable({
  vessels,
  label,
  testId,
  withVesselPages,
  extraColumns = [],
}: VesselTableProps) {
  return (
    <Table.ScrollContainer minWidth={560 + extraColumns.length * 140}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Vessel</Table.Th>
            <Table.Th scope="col">IMO</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col" ta="right">
              DWT
            </Table.Th>
            {withVesselPages ? <Table.Th scope="col">Status</Table.Th> : null}
            {extraColumns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortVesselsByName(vessels).map((vessel) => (
            <Table.Tr key={vessel.id}>
              <Table.Td fw={600}>
                {withVesselPages ? (
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
                ) : (
                  vessel.name
                )}
              </Table.Td>
              <Table.Td>{formatImo(vessel.imoNumber)}</Table.Td>
              <Table.Td>{vessel.vesselType}</Table.Td>
              <Table.Td ta="right">{formatQuantity(vessel.deadweight, 't')}</Table.Td>
              {withVesselPages ? (
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
              ) : null}
              {extraColumns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(vessel)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
