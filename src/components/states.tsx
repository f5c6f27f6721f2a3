// Loading, empty and error states shared by every page, so each screen says the same thing the
// same way.
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { errorText } from './snackbar.ts';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Text c="dimmed">{children}</Text>
    </Center>
  );
}

type ErrorStateProps = {
  error: unknown;
  title?: string;
  onRetry?: () => void;
};

export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" title={title} role="alert" my="md">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {messages.retry}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
