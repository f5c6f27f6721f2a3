// The ADD and RENAME dialog body (ADMIN-076/144): one Name field; Create or Rename is enabled only
// while the name is valid.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { validateAccessGroupName } from '../access-group-rules.ts';

type AccessGroupNameFormProps = {
  mode: 'ADD' | 'RENAME';
  initialName: string;
  existingNames: readonly string[];
  submitting: boolean;
  failure: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

export function AccessGroupNameForm({
  mode,
  initialName,
  existingNames,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: AccessGroupNameFormProps) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const error = validateAccessGroupName(name, {
    existingNames,
    originalName: mode === 'RENAME' ? initialName : undefined,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!error && !submitting) onSubmit(name.trim());
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setTouched(true);
          }}
          error={touched ? error : undefined}
          data-autofocus
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={error !== null} loading={submitting}>
            {mode === 'ADD' ? 'Create' : 'Rename'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
