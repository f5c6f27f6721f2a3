import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/messages.ts';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../lib/testing.tsx';
import { storeToken } from '../lib/token-store.ts';
import { Route as vesselRoute } from '../routes/_authenticated/Vessel/$vesselId/$vesselName.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { offlineText } from './snackbar.ts';

/**
 * The app's routes in small: the root's not-found page for an address outside the route map, the
 * signed-in shell, and under it the vessel pages with the vessel layout's own error page, for a
 * vessel the server does not know (404).
 */
function renderApp(path: string) {
  const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });
  const shellRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'shell',
    component: () => (
      <AppLayout
        user={{ name: 'Ola Nordmann', email: 'ola@example.com', companyName: 'Northwind', companyId: 'c1' }}
        entries={[]}
        vessels={null}
        onOpenProfile={() => {}}
        onLogout={() => {}}
      >
        <Outlet />
      </AppLayout>
    ),
  });
  const vesselPages = createRoute({
    getParentRoute: () => shellRoute,
    path: '/Vessel/$vesselId/$vesselName',
    beforeLoad: () => {
      throw new ApiError(404, 'NOT_FOUND', 'The vessel was not found.');
    },
    component: Outlet,
    errorComponent: vesselRoute.options.errorComponent,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([shellRoute.addChildren([vesselPages])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the not-found page while offline', () => {
  beforeEach(() => {
    storeToken('token', '2099-01-01T00:00:00Z');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it("inside a vessel's pages shows the shell's offline banner once, in one main area", async () => {
    // The vessel read's 404 is logged by React and the router on its way to the error page.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/Vessel/v-404/Nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound })).toBeTruthy();
    expect(screen.getAllByText(offlineText)).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('outside the shell (an address outside the route map) shows its own banner once', async () => {
    renderApp('/Nowhere/At/All');
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFound })).toBeTruthy();
    expect(screen.getAllByText(offlineText)).toHaveLength(1);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});
