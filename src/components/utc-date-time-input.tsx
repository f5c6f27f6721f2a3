// A date and time entered and stored in UTC (the spec's times are UTC whatever the device's zone):
// the browser's datetime-local field, read as UTC.
import { TextInput } from '@mantine/core';

/** '2026-03-01T08:00' for the field; '' for none. */
export function toFieldValue(instant: string | null): string {
  if (!instant) return '';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The field's value as an ISO instant in UTC; null when incomplete. */
export function fromFieldValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}:00.000Z`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

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
  return (
    <TextInput
      size={size}
      error={error}
      required={required}
      type="datetime-local"
      label={`${label} (UTC)`}
      value={toFieldValue(value)}
      disabled={disabled}
      onChange={(e) => onChange(fromFieldValue(e.currentTarget.value))}
    />
  );
}
