// Test helpers for component tests (the `web` vitest project): Mantine and, where a component
// links somewhere, a memory router around it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import { theme } from '../app/theme.ts';
import { isFeatureNotAvailable } from './api-client.ts';

function Providers({ children }: { children: ReactNode }) {
  // As the app's (lib/query-client.ts): a feature refusal goes to the nearest gate.
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, throwOnError: isFeatureNotAvailable },
      mutations: { throwOnError: isFeatureNotAvailable },
    },
  });
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Providers });
}

/** Renders `ui` as the only route of a memory router at `path`; await a findBy query afterwards. */
export function renderWithRouter(ui: ReactElement, path = '/'): RenderResult {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />, { wrapper: Providers });
}

/** A log variable a flow meter may read its fuel mass flow rate from (GET /LogVariables/Find). */
export function testLogVariable(id: string, displayName: string, vesselId: string): LogVariable {
  return {
    id,
    vesselId,
    sourceId: id,
    name: displayName,
    displayName,
    description: '',
    unit: 't/h',
    unitCaption: 't/h',
    onboardSystem: 'AMS',
    sampleWindowInMs: 60_000,
    displayPrecision: 2,
    taxa: [],
    hasLogData: true,
    logDataMinDate: null,
    logDataMaxDate: null,
  };
}

/** Opens a Select or MultiSelect by its label (a MultiSelect by its pill field) and picks an option. */
export async function chooseOption(label: string, option: string): Promise<void> {
  // A Select is a combobox named by its label (with a required mark); a MultiSelect's input is found by its label.
  const input = await waitFor(
    () =>
      screen.queryByRole('combobox', { name: label }) ?? screen.getByLabelText(label, { selector: 'input' }),
  );
  fireEvent.click(input.closest('.mantine-MultiSelect-input') ?? input);
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`the ${label} options did not open`);
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
