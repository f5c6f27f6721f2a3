import { Alert } from '@mantine/core';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { offlineText } from './snackbar.ts';

/** Shown across the top of every screen while the device has no network. */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      c="dark"
      radius="sm"
      py={6}
      mb="md"
      role="status"
      aria-live="polite"
    >
      {offlineText}
    </Alert>
  );
}
