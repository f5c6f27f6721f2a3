// Small pieces the settings tabs share: the loading/error gate of a view, the note on a copy read
// from this device, and a row's Remove button with its spinner.
import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
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
