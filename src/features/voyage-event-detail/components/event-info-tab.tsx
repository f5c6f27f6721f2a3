// EMIS-041: Event info: type, timestamp, voyage (Departure), port (Departure, Arrival), cargo and
// location, with what the event still lacks before it can be confirmed (EMIS-160, EMIS-162).
// Everything is edited only while the event is not confirmed (EMIS-133).
import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { eventTypeLabels, missingEventInformation } from '../../../../domain/voyage/event-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { RecordState } from '../detail-env.tsx';
import { detailTexts } from '../detail-texts.ts';
import { useCargoDetails, useVesselCargoUnits } from '../local/detail-queries.ts';
import type { EventRow } from '../local/rows.ts';
import { CargoSection } from './cargo-section.tsx';
import { LocationEditor } from './location-editor.tsx';
import { PortEditor } from './port-editor.tsx';
import { VoyageEditor } from './voyage-editor.tsx';

function MissingInformation({ event }: { event: EventRow }) {
  const units = useVesselCargoUnits(event.vesselId);
  const details = useCargoDetails(event.id);
  if (!units || !details || event.isConfirmed) return null;
  const missing = missingEventInformation(
    { ...event, isConfirmed: false },
    {
      vesselCargoUnitIds: units.map((unit) => unit.id),
      eventCargoUnitIds: details.map((detail) => detail.cargoUnitId),
    },
  );
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
      <MissingInformation event={event} />
      {event.type === 'Departure' ? <VoyageEditor key={event.id} event={event} editable={editable} /> : null}
      {event.type === 'Departure' || event.type === 'Arrival' ? (
        <PortEditor key={event.id} event={event} events={events} editable={editable} />
      ) : null}
      <CargoSection key={`cargo-${event.id}`} event={event} editable={editable} />
      <LocationEditor event={event} editable={editable} />
    </Stack>
  );
}
