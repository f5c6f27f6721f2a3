// A read-only view of a record as labelled fields (the VIEW dialogs): each value in a filled,
// read-only input so it can be selected and copied; `multiline` values in a text area.
import { Stack, TextInput, Textarea } from '@mantine/core';

export type ReadOnlyField = { label: string; value: string; multiline?: boolean };

export function ReadOnlyFields({ fields }: { fields: readonly ReadOnlyField[] }) {
  return (
    <Stack gap="sm">
      {fields.map(({ label, value, multiline }) =>
        multiline ? (
          <Textarea key={label} label={label} value={value} readOnly variant="filled" rows={3} />
        ) : (
          <TextInput key={label} label={label} value={value} readOnly variant="filled" />
        ),
      )}
    </Stack>
  );
}
