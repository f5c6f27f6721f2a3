// The critical-error dialog of the access group editor (ADMIN-079/174): the failure, Retry and Close.
import { Button, Group, Modal, Text } from '@mantine/core';

type CriticalErrorDialogProps = {
  message: string | null;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
};

export function CriticalErrorDialog({ message, retrying, onRetry, onClose }: CriticalErrorDialogProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Error" centered withCloseButton={false}>
      <Text role="alert" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onRetry} loading={retrying} data-autofocus>
          Retry
        </Button>
      </Group>
    </Modal>
  );
}
