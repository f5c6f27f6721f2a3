// The date + hh:mm entry of 002 §2 and §5 (EMIS-032, EMIS-035, EMIS-039, EMIS-153): a date in
// 'DD. MMM, YYYY', a time of at most 5 characters, the submit button (Create or Save) enabled only
// while the date and time are valid and the rules allow the instant, and Cancel. One form for the
// new departure, a new voyage event and the inline time edit.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { timeInputMaxLength } from '../../../../domain/format/date-time.ts';
import { messages } from '../../../../domain/messages.ts';
import { combineDateAndTime, voyageEventMessages } from '../../../../domain/voyages/event-rules.ts';
import { errorText } from '../../../components/snackbar.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';

type EventTimeFormProps = {
  /** Names the form for assistive technology, e.g. 'New departure'. */
  label: string;
  submitLabel: string;
  /** 'YYYY-MM-DD' to start from. */
  initialDay: string;
  /** 'hh:mm' to start from ('' = empty). */
  initialTime?: string;
  /** The rules' refusal for an instant (null = allowed). */
  check: (timestamp: string) => string | null;
  onSubmit: (timestamp: string) => Promise<void>;
  onCancel: () => void;
};

export function EventTimeForm({
  label,
  submitLabel,
  initialDay,
  initialTime = '',
  check,
  onSubmit,
  onCancel,
}: EventTimeFormProps) {
  const [day, setDay] = useState(initialDay);
  const [time, setTime] = useState(initialTime);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // An open entry row holds input: an app update waits for it (issue 5 §1).
  useDirtyForm(true);

  const timestamp = day ? combineDateAndTime(day, time) : null;
  const timeError = time !== '' && timestamp === null && day ? voyageEventMessages.timeFormat : null;
  const refusal = timestamp ? check(timestamp) : null;
  const canSubmit = timestamp !== null && refusal === null && !saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || !timestamp) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(timestamp);
    } catch (error) {
      setFailure(errorText(error));
      setSaving(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <DatePickerInput
          label={messages.voyageEventDate}
          w={170}
          size="xs"
          valueFormat="DD. MMM, YYYY"
          firstDayOfWeek={1}
          value={day || null}
          onChange={(picked) => setDay(picked ? picked.slice(0, 10) : '')}
        />
        <TextInput
          label={messages.voyageEventTime}
          placeholder="hh:mm"
          w={90}
          size="xs"
          maxLength={timeInputMaxLength}
          value={time}
          error={timeError}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <Group gap="xs" mt={22}>
          <Button type="submit" size="xs" disabled={!canSubmit} loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
            {messages.cancel}
          </Button>
        </Group>
      </Group>
      {refusal || failure ? (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {refusal ?? failure}
        </Text>
      ) : null}
    </form>
  );
}
