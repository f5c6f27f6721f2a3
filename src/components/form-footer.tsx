// The end of a dialog form: the failure of the last save (if any), Cancel, and the submit button,
// which stays disabled while the form is invalid.
import { Alert, Button, Group } from '@mantine/core';
import { messages } from '../../domain/messages.ts';

type FormFooterProps = {
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  failure: string | null;
  onCancel: () => void;
};

export function FormFooter({ submitLabel, canSubmit, submitting, failure, onCancel }: FormFooterProps) {
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {messages.cancel}
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
