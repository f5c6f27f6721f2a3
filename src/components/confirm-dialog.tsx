import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  /** Why the last attempt failed, shown under the question. */
  failure?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = messages.yes,
  cancelLabel = messages.cancel,
  danger = false,
  loading = false,
  failure = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      {failure ? (
        <Alert color="red" role="alert" mb="lg">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
