import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { registerServiceWorker } from '../register-service-worker.ts';

export const updateAvailableText = 'A new version of Wakeline is available';

/** Registers the service worker once and offers a Reload when a new version is waiting. */
export function UpdatePrompt() {
  useEffect(() => {
    registerServiceWorker(({ activate }) => {
      notifications.show({
        id: 'wakeline-update',
        autoClose: false,
        withCloseButton: true,
        color: 'sea',
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{updateAvailableText}</Text>
            <Button size="xs" onClick={activate}>
              Reload
            </Button>
          </Group>
        ),
      });
    });
  }, []);
  return null;
}
