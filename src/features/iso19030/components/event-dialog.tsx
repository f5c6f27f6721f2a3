// The dialog that records or changes a hull or propeller event: its kind, start (in-docking for a
// dry-docking), optional end (out-docking) in UTC, and a description. Checked as the server checks
// it (the contract's rules); a refusal shows the server's words in the dialog.
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  eventDatesError,
  type Iso19030Event,
  type Iso19030EventPatch,
} from '../../../../domain/contracts/iso19030.ts';
import { ISO19030_EVENT_TYPES, type Iso19030EventType } from '../../../../domain/performance/iso19030.ts';
import { UtcDateTimeInput } from '../../../components/utc-date-time-input.tsx';

export type EventDraft = {
  eventType: Iso19030EventType;
  startDate: string | null;
  endDate: string | null;
  description: string;
};

export const emptyDraft = (): EventDraft => ({
  eventType: 'HullCleaning',
  startDate: null,
  endDate: null,
  description: '',
});

export const draftOf = (event: Iso19030Event): EventDraft => ({
  eventType: event.eventType,
  startDate: event.startDate,
  endDate: event.endDate,
  description: event.description,
});

/** What is wrong with the draft, per field; empty when it can be saved. */
export function draftErrors(draft: EventDraft): {
  startDate?: string;
  endDate?: string;
  description?: string;
} {
  if (!draft.startDate) return { startDate: 'The start date is required.' };
  const dates = eventDatesError(draft.startDate, draft.endDate);
  if (dates) return { endDate: dates };
  if (draft.description.trim().length > 500)
    return { description: 'The description is at most 500 characters.' };
  return {};
}

/** The fields of the draft that differ from the event (the PATCH body). */
export function changesOf(event: Iso19030Event, draft: EventDraft): Iso19030EventPatch {
  const change: Iso19030EventPatch = {};
  if (draft.eventType !== event.eventType) change.eventType = draft.eventType;
  if (draft.startDate && Date.parse(draft.startDate) !== Date.parse(event.startDate))
    change.startDate = draft.startDate;
  const endMs = draft.endDate ? Date.parse(draft.endDate) : null;
  const storedEndMs = event.endDate ? Date.parse(event.endDate) : null;
  if (endMs !== storedEndMs) change.endDate = draft.endDate;
  if (draft.description.trim() !== event.description) change.description = draft.description.trim();
  return change;
}

export function EventDialog({
  opened,
  title,
  initial,
  saving,
  failure,
  onSave,
  onCancel,
}: {
  opened: boolean;
  title: string;
  initial: EventDraft;
  saving: boolean;
  failure: string | null;
  onSave: (draft: EventDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const errors = touched ? draftErrors(draft) : {};
  const isDocking = draft.eventType === 'DryDocking';

  function save() {
    setTouched(true);
    if (Object.keys(draftErrors(draft)).length === 0) onSave(draft);
  }

  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        <Select
          label="Event type"
          required
          allowDeselect={false}
          data={ISO19030_EVENT_TYPES.map((type) => ({ value: type.id, label: type.name }))}
          value={draft.eventType}
          onChange={(value) => value && setDraft({ ...draft, eventType: value as Iso19030EventType })}
        />
        <UtcDateTimeInput
          size="sm"
          label={isDocking ? 'In-docking (UTC)' : 'Start (UTC)'}
          required
          value={draft.startDate}
          error={errors.startDate}
          onChange={(startDate) => setDraft({ ...draft, startDate })}
        />
        <UtcDateTimeInput
          size="sm"
          label={isDocking ? 'Out-docking (UTC)' : 'End (UTC), if it lasted'}
          value={draft.endDate}
          error={errors.endDate}
          onChange={(endDate) => setDraft({ ...draft, endDate })}
        />
        <Textarea
          label="Description"
          rows={3}
          value={draft.description}
          error={errors.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
