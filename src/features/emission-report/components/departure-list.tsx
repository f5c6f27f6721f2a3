// The departure list (EMIS-028, EMIS-031): Departed at, From port, Voyage name, Completed and
// Origin, oldest first. A row opens its voyage by click, Enter or Space. Narrower than 1024 px each
// departure is a card instead (issue 26 §3, ADR 0109: no sideways scrolling on a 768 px tablet).
import { Card, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useNarrowScreen } from '../../../lib/narrow-screen.ts';
import type { DepartureRow } from '../departure-view.ts';
import { SourceIcon } from './source-icon.tsx';

type DepartureListProps = {
  rows: DepartureRow[];
  onSelect: (departureId: string) => void;
  /** The record's sync state (composed by the route). */
  renderRecordState: (eventId: string) => ReactNode;
};

export const departureColumns = [
  messages.departureDepartedAt,
  messages.departureFromPort,
  messages.departureVoyageName,
  messages.departureCompleted,
  messages.departureOrigin,
] as const;

/** The departures as cards: the time and sync state first, the other columns as name and value. */
function DepartureCards({ rows, onSelect, renderRecordState }: DepartureListProps) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} aria-label={messages.departures} data-testid="departure-list">
      <Text size="sm" c="dimmed" component="li" style={{ listStyle: 'none' }}>
        {messages.departuresSelect}
      </Text>
      {rows.map((row) => (
        <li key={row.id} style={{ listStyle: 'none' }}>
          <Card withBorder padding="sm" data-testid="departure-row">
            <Group justify="space-between" gap="xs">
              <UnstyledButton
                onClick={() => onSelect(row.id)}
                aria-label={fillMessage(messages.departureOpen, { time: formatDateTime(row.departedAt) })}
                fw={600}
                style={{ minHeight: 44 }}
              >
                {formatDateTime(row.departedAt)}
              </UnstyledButton>
              {renderRecordState(row.id)}
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
              {(
                [
                  [departureColumns[1], row.fromPort ?? '-'],
                  [departureColumns[2], row.voyageName ?? '-'],
                  [departureColumns[3], row.isCompleted ? messages.yes : messages.no],
                  [departureColumns[4], <SourceIcon key="origin" source={row.origin} withText />],
                ] as const
              ).map(([name, value]) => (
                <Fragment key={name}>
                  <Text component="dt" size="sm" c="dimmed">
                    {name}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </Fragment>
              ))}
            </SimpleGrid>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

export function DepartureList(props: DepartureListProps) {
  const narrow = useNarrowScreen();
  return narrow ? <DepartureCards {...props} /> : <DepartureTable {...props} />;
}

function DepartureTable({ rows, onSelect, renderRecordState }: DepartureListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="departure-list">
        <Table.Caption>{messages.departuresSelect}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {departureColumns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              data-testid="departure-row"
              onClick={() => onSelect(row.id)}
              onKeyDown={(event) => onKeyDown(event, row.id)}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{formatDateTime(row.departedAt)}</Text>
                  {renderRecordState(row.id)}
                </Group>
              </Table.Td>
              <Table.Td>{row.fromPort ?? '-'}</Table.Td>
              <Table.Td>{row.voyageName ?? '-'}</Table.Td>
              <Table.Td>{row.isCompleted ? messages.yes : messages.no}</Table.Td>
              <Table.Td>
                <SourceIcon source={row.origin} withText />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
