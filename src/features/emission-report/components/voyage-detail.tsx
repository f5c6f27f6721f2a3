// The voyage detail view of the selected departure (EMIS-031): back to the departures, where the
// voyage stands, its steps, its event list and the detail of the selected event.
import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { voyageStateLabels, voyageStateOf } from '../departure-view.ts';
import type { ReportEvent } from '../report-event.ts';
import type { VoyageView } from '../voyage-view.ts';
import { VoyageEventList } from './voyage-event-list.tsx';

export type VoyageDetailProps = {
  view: VoyageView;
  allEvents: readonly ReportEvent[];
  userId: string;
  selectedEventId: string | null;
  onSelectEvent: (eventId: string | null) => void;
  onBack: () => void;
  /** The voyage steps (confirmations), when the screen offers them. */
  steps?: ReactNode;
  renderRecordState: (eventId: string) => ReactNode;
  /** The tabs of the selected event (composed by the route). */
  renderEventDetail?: (eventId: string) => ReactNode;
};

export function VoyageDetail({
  view,
  allEvents,
  userId,
  selectedEventId,
  onSelectEvent,
  onBack,
  steps,
  renderRecordState,
  renderEventDetail,
}: VoyageDetailProps) {
  const { departure } = view;
  const state = voyageStateOf(departure);
  const title =
    departure.voyage?.name?.trim() ||
    fillMessage(messages.departureTitle, { time: formatDateTime(departure.timestamp) });
  const selected = view.events.find((event) => event.id === selectedEventId) ?? null;
  return (
    <Stack gap="md" data-testid="voyage-detail">
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" size="xs" onClick={onBack}>
          {messages.backToDepartures}
        </Button>
      </Group>
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Badge variant="light" c="dark.8" style={{ textTransform: 'none' }} data-testid="voyage-state">
          {voyageStateLabels[state]}
        </Badge>
      </Group>
      {steps}
      <VoyageEventList
        view={view}
        allEvents={allEvents}
        userId={userId}
        selectedEventId={selected?.id ?? null}
        onSelectEvent={onSelectEvent}
        renderRecordState={renderRecordState}
      />
      {selected && renderEventDetail ? (
        <Paper withBorder p="md" data-testid="event-detail-slot">
          {renderEventDetail(selected.id)}
        </Paper>
      ) : null}
    </Stack>
  );
}
