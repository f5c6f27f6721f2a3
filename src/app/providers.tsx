import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { readCachePersistOptions } from '../lib/read-cache.ts';
import { DeviceStoreProvider, deviceStore } from '../offline/device-store.tsx';
import { clearSession } from '../lib/session.ts';
import { router } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// SHELL-119: a 401 after the stored expiry has passed signs out and goes to /login, reloading the
// page like Log out does, so no screen keeps showing the previous user's data.
setSessionExpiredHandler(() => {
  clearSession();
  window.location.assign('/login');
});

// The small read cache kept on the device (lib/read-cache.ts); restored before the first query runs.
const persistOptions = readCachePersistOptions();

export function AppProviders() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeviceStoreProvider store={deviceStore()}>
        <Notifications position="bottom-center" limit={3} />
        <UpdatePrompt />
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </DeviceStoreProvider>
    </MantineProvider>
  );
}
