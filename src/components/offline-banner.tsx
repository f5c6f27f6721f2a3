import { Alert } from '@mantine/core';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { useInsideAppShell } from './shell/inside-shell.ts';
import { offlineText } from './snackbar.ts';

/**
 * Shown across the top of every screen while the device has no network; once: in the signed-in
 * shell's page area the shell's own banner is already there.
 */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  const insideShell = useInsideAppShell();
  if (isOnline || insideShell) return null;
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
