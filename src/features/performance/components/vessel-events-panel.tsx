// The vessel events of the Diagnostics page (001 §2-§3, PERF-027, PERF-080): the Trend and Info
// events on the charts, listed by time with where they come from. Events added in the office can be
// changed and deleted; a trend event starts a new trend period of every long trend.
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  VesselPerformanceEventSchema,
  type VesselPerformanceEvent,
} from '../../../../domain/contracts/diagnostics.ts';
import { messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { UtcDateTimeInput } from '../../../components/utc-date-time-input.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import {
  useEventMutations,
  useTrendEventTypes,
  usePerformanceEvents,
  type EventDraft,
} from '../api/diagnostics.ts';

const typeTitles = { TrendEvent: 'Trend event', InfoEvent: 'Info event' } as const;
const sourceTitles = { Ship: 'Onboard', Office: 'Office' } as const;

type FormState = {
  id: string | null;
  type: 'TrendEvent' | 'InfoEvent';
  timestamp: string | null;
  trendEventType: string | null;
  name: string;
  description: string;
  /** The version the form was filled from (ADR 0092); 0 for a new event. */
  version: number;
};

const formOf = (event: VesselPerformanceEvent): FormState => ({
  id: event.id,
  type: event.type,
  timestamp: event.timestamp,
  trendEventType: event.trendEventType,
  name: event.name,
  description: event.description,
  version: event.version,
});

function EventForm({
  vesselId,
  initial,
  onClose,
}: {
  vesselId: string;
  initial: FormState;
  onClose: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const types = useTrendEventTypes();
  const { save } = useEventMutations(vesselId);
  const set = (change: Partial<FormState>) => setForm((before) => ({ ...before, ...change }));
  const typeName = (id: string | null) => types.data?.find((t) => t.id === id)?.name ?? '';
  const errors = {
    timestamp: form.timestamp ? null : 'The date and time are required.',
    trendEventType:
      form.type === 'TrendEvent' && !form.trendEventType ? 'Choose a kind of trend event.' : null,
    name: form.name.trim() ? null : 'The name is required.',
  };
  const isValid = Object.values(errors).every((e) => e === null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid || !form.timestamp) return;
    const common = {
      vesselId,
      timestamp: form.timestamp,
      name: form.name.trim(),
      description: form.description.trim(),
    };
    const draft: EventDraft =
      form.type === 'TrendEvent'
        ? { type: 'TrendEvent', ...common, trendEventType: form.trendEventType as never }
        : { type: 'InfoEvent', ...common };
    save.mutate(
      { draft, id: form.id, basedOn: form.version },
      {
        onSuccess: onClose,
        // Someone else saved the event meanwhile (412): the form shows it as saved now.
        onError: (error) => {
          const current = staleRecord(error, VesselPerformanceEventSchema);
          if (current) setForm(formOf(current));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {form.id ? null : (
          <SegmentedControl
            aria-label="Kind of event"
            value={form.type}
            onChange={(value) => set({ type: value as FormState['type'] })}
            data={[
              { value: 'TrendEvent', label: typeTitles.TrendEvent },
              { value: 'InfoEvent', label: typeTitles.InfoEvent },
            ]}
          />
        )}
        <Text size="sm" c="dimmed">
          {form.type === 'TrendEvent'
            ? 'A trend event (a hull cleaning, a propeller polish, ...) ends the trend period before it and starts a new one.'
            : 'An info event marks the charts; the trend periods stay as they are.'}
        </Text>
        <UtcDateTimeInput
          size="sm"
          label="Date and time"
          required
          value={form.timestamp}
          onChange={(timestamp) => set({ timestamp })}
          error={submitted ? errors.timestamp : null}
        />
        {form.type === 'TrendEvent' ? (
          <Select
            label="Kind of trend event"
            required
            data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={form.trendEventType}
            onChange={(value) =>
              set({
                trendEventType: value,
                // The name follows the kind until the user writes one of their own.
                name: !form.name || form.name === typeName(form.trendEventType) ? typeName(value) : form.name,
              })
            }
            error={submitted ? errors.trendEventType : null}
          />
        ) : null}
        <TextInput
          label="Name"
          required
          maxLength={100}
          value={form.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={submitted ? errors.name : null}
        />
        <Textarea
          label="Description"
          maxLength={1000}
          rows={3}
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {staleRecord(save.error, VesselPerformanceEventSchema)
              ? staleText('event')
              : errorText(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const blankForm = (): FormState => ({
  id: null,
  type: 'TrendEvent',
  timestamp: null,
  trendEventType: null,
  name: '',
  description: '',
  version: 0,
});

export function VesselEventsPanel({ vesselId }: { vesselId: string }) {
  const events = usePerformanceEvents(vesselId);
  const { remove } = useEventMutations(vesselId);
  const [editing, setEditing] = useState<FormState | null>(null);
  const [deleting, setDeleting] = useState<VesselPerformanceEvent | null>(null);

  const shown = useKeptAnswer(events, { loading: 'Loading events', failure: messages.failedToFetchEvents });
  let body;
  if (shown.data === undefined) body = shown.fallback;
  else if (shown.data.length === 0) body = <EmptyMessage>No trend or info events yet.</EmptyMessage>;
  else
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.data.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>{formatDateTime(event.timestamp)}</Table.Td>
                <Table.Td>{event.name}</Table.Td>
                <Table.Td>{typeTitles[event.type]}</Table.Td>
                <Table.Td>{sourceTitles[event.source]}</Table.Td>
                <Table.Td>
                  <RowActions
                    actions={[
                      {
                        label: 'Edit',
                        ariaLabel: `Edit ${event.name}, ${formatDateTime(event.timestamp)}`,
                        visible: event.isEditable,
                        onClick: () => setEditing(formOf(event)),
                      },
                      {
                        label: 'Delete',
                        ariaLabel: `Delete ${event.name}, ${formatDateTime(event.timestamp)}`,
                        visible: event.isEditable,
                        danger: true,
                        onClick: () => setDeleting(event),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="vessel-events-heading">
      <Group justify="space-between" mb="xs">
        <Text fw={600} id="vessel-events-heading">
          Events
        </Text>
        <Button size="xs" onClick={() => setEditing(blankForm())}>
          Add event
        </Button>
      </Group>
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? `Edit ${typeTitles[editing.type].toLowerCase()}` : 'Add event'}
        centered
      >
        {editing ? (
          <EventForm
            key={editing.id ?? 'new'}
            vesselId={vesselId}
            initial={editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete event?"
        message={`Delete ${deleting?.name ?? ''} of ${deleting ? formatDateTime(deleting.timestamp) : ''}?${
          deleting?.type === 'TrendEvent' ? ' The trend periods it started join the one before.' : ''
        }`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        failure={
          !remove.isError
            ? null
            : staleRecord(remove.error, VesselPerformanceEventSchema)
              ? staleText('event', 'delete')
              : errorText(remove.error)
        }
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setDeleting(null),
            // Someone else saved the event since it was shown (412): ask again about it as saved now.
            onError: (error) => setDeleting(staleRecord(error, VesselPerformanceEventSchema) ?? deleting),
          })
        }
      />
    </Paper>
  );
}
