// A date and time entered and stored in UTC (the spec's times are UTC whatever the device's zone),
// typed and shown in the spec's one 24-hour format 'DD. MMM, YYYY HH:mm' (000 §9, issue 26 §3):
// not the browser's datetime-local field, whose format follows the device's locale (12-hour on a
// US tablet). ADR 0109.
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, parseDateTimeText } from '../../domain/format/date-time.ts';
import { messages } from '../../domain/messages.ts';

export const dateTimePlaceholder = 'DD. MMM, YYYY HH:mm';

export function UtcDateTimeInput({
  label,
  value,
  onChange,
  disabled,
  size = 'xs',
  error,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (instant: string | null) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  error?: string | null;
  required?: boolean;
}) {
  // What is typed: shown while unfinished or while it is the value; a new value from outside (a
  // reset after saving) replaces a finished entry.
  const [draft, setDraft] = useState<string | null>(null);
  const drafted = draft === null ? undefined : parseDateTimeText(draft);
  const shown = draft !== null && (drafted === null || drafted === value) ? draft : formatDateTime(value);
  const invalid = shown.trim() !== '' && parseDateTimeText(shown) === null;
  return (
    <TextInput
      size={size}
      w={190}
      error={error ?? (invalid ? messages.dateTimeInvalid : null)}
      required={required}
      label={`${label} (UTC)`}
      placeholder={dateTimePlaceholder}
      inputMode="text"
      autoComplete="off"
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        onChange(parseDateTimeText(text));
      }}
      onBlur={() => {
        if (drafted && drafted === value) setDraft(null);
      }}
    />
  );
}
