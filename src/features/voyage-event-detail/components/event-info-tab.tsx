// EMIS-041: Event info: type, timestamp, voyage (Departure), port (Departure, Arrival), cargo and
// location, with what the event still lacks before it can be confirmed (EMIS-160, EMIS-162).
// Everything is edited only while the event is not confirmed (EMIS-133).
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { messages } from '../../../../domain/messages.ts';
import { arrivalFarFromPortWarning } from '../../../../domain/voyages/entry-warnings.ts';
import {
  checkConfirmEvent,
  checkUnconfirmEvent,
  eventTypeLabels,
} from '../../../../domain/voyages/event-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { RecordState } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { useCargoDetails, usePortPosition, useVesselCargoUnits } from '../local/detail-queries.ts';
import { updateEvent } from '../local/detail-writes.ts';
import type { EventRow } from '../local/rows.ts';
import { CargoSection } from './cargo-section.tsx';
import { LocationEditor } from './location-editor.tsx';
import { PortEditor } from './port-editor.tsx';
import { useSave } from './use-save.ts';
import { VoyageEditor } from './voyage-editor.tsx';

/** EMIS-042, EMIS-124, EMIS-125: confirm or unconfirm the event (an update of isConfirmed). */
function ConfirmButtons({
  event,
  events,
  missing,
}: {
  event: EventRow;
  events: readonly EventRow[];
  missing: readonly string[];
}) {
  const { saving, save } = useSave();
  if (!event.isConfirmed) {
    return (
      <Group>
        <Button
          size="xs"
          disabled={missing.length > 0 || saving}
          loading={saving}
          onClick={() => void save(updateEvent(event, { isConfirmed: true }))}
        >
          {messages.confirmEventInfo}
        </Button>
      </Group>
    );
  }
  const refusals = checkUnconfirmEvent(events, event);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        disabled={refusals.length > 0 || saving}
        loading={saving}
        onClick={() => void save(updateEvent(event, { isConfirmed: false }))}
      >
        {messages.unconfirmEventInfo}
      </Button>
      {refusals.length > 0 ? (
        <Text size="sm" c="dimmed">
          {refusals.join(' ')}
        </Text>
      ) : null}
    </Group>
  );
}

function ConfirmSection({ event, events }: { event: EventRow; events: readonly EventRow[] }) {
  const units = useVesselCargoUnits(event.vesselId);
  const details = useCargoDetails(event.id);
  if (!units || !details) return null;
  const missing = checkConfirmEvent(
    { ...event, isConfirmed: false },
    {
      vesselCargoUnitIds: units.map((unit) => unit.id),
      eventCargoUnitIds: details.map((detail) => detail.cargoUnitId),
    },
  );
  return (
    <Stack gap="xs">
      <ConfirmButtons event={event} events={events} missing={missing} />
      {event.isConfirmed ? null : <MissingInformation missing={missing} />}
    </Stack>
  );
}

function MissingInformation({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="missing-information">
      <List size="sm">
        {missing.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Issue 26 §3: an arrival whose position is far from its port's is worth a second look. A
 * warning, not a refusal: the event saves and confirms as before.
 */
function ArrivalFarFromPort({ event }: { event: EventRow }) {
  const position = usePortPosition(event.port?.loCode ?? null);
  const warning =
    event.port && position
      ? arrivalFarFromPortWarning(event.location, { name: event.port.name, ...position })
      : null;
  if (!warning) return null;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="arrival-far-from-port">
      <Text size="sm">{messages.voyageWarningsIntro}</Text>
      <Text size="sm">{warning}</Text>
    </Alert>
  );
}

export function EventInfoTab({ event, events }: { event: EventRow; events: readonly EventRow[] }) {
  const editable = !event.isConfirmed;
  return (
    <Stack gap="lg">
      <Group gap="xl" align="flex-start">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {detailTexts.eventType}
          </Text>
          <Text data-testid="event-type">{eventTypeLabels[event.type]}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {detailTexts.timestamp}
          </Text>
          <Text data-testid="event-timestamp">{formatDateTime(event.timestamp)}</Text>
        </Stack>
        <RecordState entityType="vesselEvent" id={event.id} />
      </Group>
      <ConfirmSection event={event} events={events} />
      {event.type === 'Arrival' ? <ArrivalFarFromPort event={event} /> : null}
      {event.type === 'Departure' ? (
        <VoyageEditor key={`voyage-${event.id}`} event={event} editable={editable} />
      ) : null}
      {event.type === 'Departure' || event.type === 'Arrival' ? (
        <PortEditor key={`port-${event.id}`} event={event} events={events} editable={editable} />
      ) : null}
      <CargoSection key={`cargo-${event.id}`} event={event} editable={editable} />
      <LocationEditor event={event} editable={editable} />
    </Stack>
  );
}
