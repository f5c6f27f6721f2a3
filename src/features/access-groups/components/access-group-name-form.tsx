// The ADD and RENAME dialog body (ADMIN-076/144): one Name field; Create or Rename is enabled only
// while the name is valid.
import { Stack, TextInput } from '@mantine/core';
import { FormFooter } from '../../../components/form-footer.tsx';
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
        <FormFooter
          submitLabel={mode === 'ADD' ? 'Create' : 'Rename'}
          canSubmit={error === null}
          submitting={submitting}
          failure={failure}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
