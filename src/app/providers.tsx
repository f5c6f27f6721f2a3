import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSession } from '../lib/session.ts';
import { router } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// SHELL-119: a 401 after the stored expiry has passed signs out and goes to /login, reloading the
// page like Log out does, so no screen keeps showing the previous user's data.
setSessionExpiredHandler(() => {
  clearSession();
  window.location.assign('/login');
});

export function AppProviders() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="bottom-center" limit={3} />
      <UpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
