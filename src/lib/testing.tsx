// Test helpers for component tests (the `web` vitest project): Mantine and, where a component
// links somewhere, a memory router around it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { useState, type ReactElement, type ReactNode } from 'react';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import { theme } from '../app/theme.ts';
import { isFeatureNotAvailable } from './api-client.ts';
import { READ_CACHE_KEY, readCachePersistOptions } from './read-cache.ts';

/** A query client without retries; as the app's (lib/query-client.ts), a feature refusal goes to the nearest gate. */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, throwOnError: isFeatureNotAvailable },
      mutations: { throwOnError: isFeatureNotAvailable },
    },
  });
}

/**
 * A query client with the app's network rule too (lib/query-client.ts, `networkMode: 'always'`): a
 * read fails at once offline instead of waiting for the network, as on the device.
 */
export function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, throwOnError: isFeatureNotAvailable },
      mutations: { networkMode: 'always', throwOnError: isFeatureNotAvailable },
    },
  });
}

function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [fallback] = useState(testQueryClient);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client ?? fallback}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders `ui` in the app's providers; with `queryClient`, on that client (e.g. one with kept answers). */
export function renderWithProviders(
  ui: ReactElement,
  options: { queryClient?: QueryClient } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <Providers client={options.queryClient}>{children}</Providers>,
  });
}

/** A Storage kept in a Map, so a test reads what would be in localStorage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The persist-client (5.104.5) types its QueryClient with its own copy of query-core, react-query
 * (5.108.0) with another: the same class at run time, two types for tsc.
 */
export const persistableClient = (queryClient: QueryClient) =>
  queryClient as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];

/**
 * The device after a page was read online (issue 26 §4, ADR 0108): renders `ui` on a client with
 * the fake API in place, waits for `ready`, lets the app's read cache (lib/read-cache.ts) write what
 * it keeps, as if every answer had been read at `readAt`, and returns a new client restored from it,
 * as the app is after a reload.
 */
export async function clientAfterReading(
  ui: ReactElement,
  ready: () => Promise<unknown>,
  readAt: number,
): Promise<QueryClient> {
  const online = appQueryClient();
  const view = renderWithProviders(ui, { queryClient: online });
  await ready();
  view.unmount();
  const storage = memoryStorage();
  const options = readCachePersistOptions(storage);
  await persistQueryClientSave({ queryClient: persistableClient(online), ...options });
  // The persister writes at most once a second.
  const text = await waitFor(
    () => {
      const written = storage.getItem(READ_CACHE_KEY);
      if (written === null) throw new Error('the read cache was not written');
      return written;
    },
    { timeout: 3000 },
  );
  const kept = JSON.parse(text) as { clientState: { queries: { state: { dataUpdatedAt: number } }[] } };
  for (const query of kept.clientState.queries) query.state.dataUpdatedAt = readAt;
  storage.setItem(READ_CACHE_KEY, JSON.stringify(kept));
  online.clear();
  const restored = appQueryClient();
  await persistQueryClientRestore({ queryClient: persistableClient(restored), ...options });
  return restored;
}

/** Renders `ui` as the only route of a memory router at `path`; await a findBy query afterwards. */
export function renderWithRouter(ui: ReactElement, path = '/'): RenderResult {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
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
