// Small pieces the settings tabs share: the loading/error gate of a view, the note on a copy read
// from this device, the frame of an add form, and a row's Remove button with its spinner.
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import type { DataView } from '../data-source.ts';
import { settingsTexts } from '../settings-texts.ts';

type ViewGateProps<T> = {
  view: DataView<T>;
  onRetry: () => void;
  children: (data: T, source: 'server' | 'device') => ReactNode;
};

export function ViewGate<T>({ view, onRetry, children }: ViewGateProps<T>) {
  if (view.state === 'loading') return <LoadingState label={settingsTexts.loading} />;
  if (view.state === 'error') return <ErrorState error={view.error} onRetry={onRetry} />;
  return <>{children(view.data, view.source)}</>;
}

export function DeviceCopyNote({ source }: { source: 'server' | 'device' }) {
  if (source === 'server') return null;
  return (
    <Alert color="yellow" role="status">
      {settingsTexts.offlineDeviceCopy}
    </Alert>
  );
}

type RemoveButtonProps = { name: string; busy: boolean; disabled: boolean; onClick: () => void };

export function RemoveButton({ name, busy, disabled, onClick }: RemoveButtonProps) {
  return (
    <Group justify="flex-end">
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`Remove ${name}`}
        disabled={disabled}
        loading={busy}
        onClick={onClick}
      >
        Remove
      </Button>
    </Group>
  );
}

type AddFormProps = {
  label: string;
  /** The Name field every add form starts with. */
  name: { value: string; error: string | undefined; onChange: (value: string) => void };
  columns: number;
  canSave: boolean;
  saving: boolean;
  failure: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/** An add form: Name and its other fields in a grid, the last save's failure, Cancel (clears) and Save. */
export function AddForm({
  label,
  name,
  columns,
  canSave,
  saving,
  failure,
  onSubmit,
  onCancel,
  children,
}: AddFormProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="sm">
          <TextInput
            label="Name"
            required
            value={name.value}
            onChange={(event) => name.onChange(event.currentTarget.value)}
            error={name.error}
          />
          {children}
        </SimpleGrid>
        <FormFooter
          submitLabel="Save"
          canSubmit={canSave}
          submitting={saving}
          failure={failure}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
