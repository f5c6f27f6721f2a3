import { Alert } from '@mantine/core';
import { useOnlineStatus } from '../lib/use-online-status.ts';

export const offlineText = 'You are offline';

/** Shown across the top of every screen while the device has no network. */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <Alert color="yellow" variant="filled" radius={0} py={6} role="status" aria-live="polite">
      {offlineText}
    </Alert>
  );
}
