// The voyage event list (002 §2; EMIS-034..039): the add buttons the rules offer with a date and
// time row (Create, Cancel), and one row per event: date, time, event, name or port, voyage name,
// confirmed tick, distance in nm, source icon, and (until the voyage data is confirmed) the
// missing-data warning and the delete icon. The time is edited inline while the event is
// unconfirmed. Every change goes through the device's write path. Narrower than 1024 px each event
// is a card instead (issue 26 §3, ADR 0109: no sideways scrolling on a 768 px tablet).
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { VesselEventType } from '../../../../domain/contracts/emission-report-vessel-events.ts';
import { checkEventTimeChange } from '../../../../domain/voyages/departure-rules.ts';
import { checkNewVoyageEvent, eventTypeLabels } from '../../../../domain/voyages/event-rules.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconCheck, IconTrash, IconWarning } from '../../../components/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useNarrowScreen } from '../../../lib/narrow-screen.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import { changeEventTime, createEvent, deleteEvent } from '../local/vessel-events.ts';
import type { ReportEvent } from '../report-event.ts';
import type { EventListRow, VoyageView } from '../voyage-view.ts';
import { EventTimeForm } from './event-time-form.tsx';
import { SourceIcon } from './source-icon.tsx';

type VoyageEventListProps = {
  view: VoyageView;
  /** Every event of the vessel on this device (the rules look across voyages). */
  allEvents: readonly ReportEvent[];
  userId: string;
  selectedEventId: string | null;
  onSelectEvent: (eventId: string) => void;
  renderRecordState: (eventId: string) => ReactNode;
};

const timeText = (iso: string) => iso.slice(11, 16);

export function VoyageEventList({
  view,
  allEvents,
  userId,
  selectedEventId,
  onSelectEvent,
  renderRecordState,
}: VoyageEventListProps) {
  const store = useDeviceStore();
  const [adding, setAdding] = useState<VesselEventType | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReportEvent | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const showActions = !view.isDataConfirmed;
  const columnCount = showActions ? 9 : 8;
  const lastEvent = view.events.at(-1) ?? view.departure;

  const create = async (type: VesselEventType, timestamp: string) => {
    const id = await createEvent(store, { vesselId: view.departure.vesselId, type, timestamp, userId });
    setAdding(null);
    onSelectEvent(id);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteEvent(store, deleting, userId);
      setDeleting(null);
      setDeleteFailure(null);
    } catch (error) {
      setDeleteFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const narrow = useNarrowScreen();
  const onRowKey = (event: KeyboardEvent<HTMLElement>, id: string) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onSelectEvent(id);
  };

  const timeForm = (row: EventListRow) => {
    const { event } = row;
    return (
      <EventTimeForm
        label={fillMessage(messages.voyageEventChangeTimeOf, { event: row.typeLabel })}
        submitLabel={messages.save}
        initialDay={event.timestamp.slice(0, 10)}
        initialTime={timeText(event.timestamp)}
        check={(timestamp) => checkEventTimeChange(allEvents, event, timestamp)}
        onSubmit={async (timestamp) => {
          await changeEventTime(store, event, timestamp, userId);
          setEditingId(null);
        }}
        onCancel={() => setEditingId(null)}
      />
    );
  };

  const timeCell = (row: EventListRow) => {
    const { event } = row;
    return row.canEditTime ? (
      <Tooltip label={messages.voyageEventChangeTime}>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={fillMessage(messages.voyageEventChangeTimeAt, {
            time: timeText(event.timestamp),
            event: row.typeLabel,
          })}
          onClick={(click) => {
            click.stopPropagation();
            setEditingId(event.id);
          }}
        >
          {timeText(event.timestamp)}
        </Button>
      </Tooltip>
    ) : (
      timeText(event.timestamp)
    );
  };

  const confirmedCell = (row: EventListRow) =>
    row.event.isConfirmed ? (
      <span role="img" aria-label={messages.voyageEventConfirmed}>
        <IconCheck size={18} color="var(--mantine-color-teal-7)" />
      </span>
    ) : (
      <VisuallyHidden>{messages.voyageEventNotConfirmed}</VisuallyHidden>
    );

  const actionsCell = (row: EventListRow) => {
    const { event } = row;
    return (
      <Group gap={4} wrap="nowrap">
        {row.warning ? (
          <Tooltip label={row.warning}>
            <span role="img" aria-label={row.warning}>
              <IconWarning size={18} color="var(--mantine-color-orange-7)" />
            </span>
          </Tooltip>
        ) : null}
        {row.deleteRefusal === null ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={fillMessage(messages.voyageEventDeleteLabel, {
              event: row.typeLabel,
              date: formatDate(event.timestamp),
              time: timeText(event.timestamp),
            })}
            onClick={(click) => {
              click.stopPropagation();
              setDeleteFailure(null);
              setDeleting(event);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        ) : null}
      </Group>
    );
  };

  /** One event as a card (narrow screens): when and what first, then where, then its marks. */
  const renderCard = (row: EventListRow) => {
    const { event } = row;
    if (editingId === event.id) {
      return (
        <Paper key={event.id} withBorder p="xs" component="li">
          {timeForm(row)}
        </Paper>
      );
    }
    const selected = selectedEventId === event.id;
    return (
      <Paper
        key={event.id}
        component="li"
        withBorder
        p="xs"
        tabIndex={0}
        style={{ cursor: 'pointer', listStyle: 'none' }}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        aria-current={selected ? 'true' : undefined}
        aria-label={`${row.typeLabel} ${formatDate(event.timestamp)} ${timeText(event.timestamp)}`}
        data-testid="voyage-event-row"
        onClick={() => onSelectEvent(event.id)}
        onKeyDown={(keyEvent) => onRowKey(keyEvent, event.id)}
      >
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {row.typeLabel}
            </Text>
            {renderRecordState(event.id)}
          </Group>
          <Group gap={4}>
            <Text size="sm">{formatDate(event.timestamp)}</Text>
            {timeCell(row)}
          </Group>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{[row.nameOrPort, row.voyageName].filter(Boolean).join(' · ') || '-'}</Text>
          <Group gap="sm">
            {confirmedCell(row)}
            {row.distanceText ? <Text size="sm">{row.distanceText} nm</Text> : null}
            <SourceIcon source={event.source} />
            {showActions ? actionsCell(row) : null}
          </Group>
        </Group>
      </Paper>
    );
  };

  const renderRow = (row: EventListRow) => {
    const { event } = row;
    if (editingId === event.id) {
      return (
        <Table.Tr key={event.id}>
          <Table.Td colSpan={columnCount}>{timeForm(row)}</Table.Td>
        </Table.Tr>
      );
    }
    return (
      <Table.Tr
        key={event.id}
        tabIndex={0}
        style={{ cursor: 'pointer' }}
        bg={selectedEventId === event.id ? 'var(--mantine-primary-color-light)' : undefined}
        aria-current={selectedEventId === event.id ? 'true' : undefined}
        data-testid="voyage-event-row"
        onClick={() => onSelectEvent(event.id)}
        onKeyDown={(keyEvent) => onRowKey(keyEvent, event.id)}
      >
        <Table.Td>{formatDate(event.timestamp)}</Table.Td>
        <Table.Td>{timeCell(row)}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{row.typeLabel}</Text>
            {renderRecordState(event.id)}
          </Group>
        </Table.Td>
        <Table.Td>{row.nameOrPort ?? '-'}</Table.Td>
        <Table.Td>{row.voyageName ?? ''}</Table.Td>
        <Table.Td>{confirmedCell(row)}</Table.Td>
        <Table.Td ta="right">{row.distanceText}</Table.Td>
        <Table.Td>
          <SourceIcon source={event.source} />
        </Table.Td>
        {showActions ? <Table.Td>{actionsCell(row)}</Table.Td> : null}
      </Table.Tr>
    );
  };

  return (
    <>
      {view.offeredTypes.length > 0 ? (
        <Group gap="xs" mb="xs" role="group" aria-label={messages.voyageEventAdd}>
          {view.offeredTypes.map((type) => (
            <Button
              key={type}
              size="xs"
              variant={adding === type ? 'filled' : 'light'}
              aria-pressed={adding === type}
              onClick={() => setAdding(type)}
            >
              {eventTypeLabels[type]}
            </Button>
          ))}
        </Group>
      ) : null}
      {adding ? (
        <EventTimeForm
          key={adding}
          label={fillMessage(messages.voyageEventNew, { event: eventTypeLabels[adding] })}
          submitLabel={messages.create}
          initialDay={lastEvent.timestamp.slice(0, 10)}
          check={(timestamp) => checkNewVoyageEvent(allEvents, adding, timestamp)}
          onSubmit={(timestamp) => create(adding, timestamp)}
          onCancel={() => setAdding(null)}
        />
      ) : null}
      {narrow ? (
        <Stack
          component="ul"
          gap="xs"
          mt="sm"
          p={0}
          aria-label={messages.voyageEventsCaption}
          data-testid="voyage-event-list"
        >
          {view.rows.map(renderCard)}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={860} mt="sm">
          <Table highlightOnHover verticalSpacing="xs" data-testid="voyage-event-list">
            <Table.Caption>{messages.voyageEventsCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.voyageEventDate}</Table.Th>
                <Table.Th>{messages.voyageEventTime}</Table.Th>
                <Table.Th>{messages.voyageEventEvent}</Table.Th>
                <Table.Th>{messages.voyageEventNameOrPort}</Table.Th>
                <Table.Th>{messages.voyageEventVoyageName}</Table.Th>
                <Table.Th>{messages.voyageEventConfirmed}</Table.Th>
                <Table.Th ta="right">{messages.voyageEventDistance}</Table.Th>
                <Table.Th>{messages.voyageEventSource}</Table.Th>
                {showActions ? (
                  <Table.Th>
                    <VisuallyHidden>{messages.voyageEventActions}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{view.rows.map(renderRow)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.voyageEventDeleteTitle}
        message={
          deleting
            ? fillMessage(messages.voyageEventDeleteConfirm, {
                event: eventTypeLabels[deleting.type],
                date: formatDate(deleting.timestamp),
                time: timeText(deleting.timestamp),
              })
            : ''
        }
        confirmLabel={messages.delete}
        danger
        failure={deleteFailure}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
