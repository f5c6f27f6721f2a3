import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isAdmin, isSuperOrAdmin, type Role } from '../../../domain/auth/roles.ts';
import { theme } from '../../app/theme.ts';
import { requireRole } from '../../lib/route-guards.ts';
import { RefusedPageNotice, refusedPageText } from './refused-page-notice.tsx';

/** The signed-in shell in small: the notice above the page, the start page and two guarded pages. */
function renderShellView(role: Role, path: string) {
  const rootRoute = createRootRoute({
    context: () => ({ user: { role } }),
    component: () => (
      <>
        <RefusedPageNotice />
        <Outlet />
      </>
    ),
  });
  const start = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Dashboard</h1>,
  });
  const companies = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Company',
    beforeLoad: requireRole(isAdmin),
    component: () => <h1>Company List</h1>,
  });
  const users = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Users',
    beforeLoad: requireRole(isSuperOrAdmin),
    component: () => <h1>User List</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([start, companies, users]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, unmount: view.unmount };
}

const renderShell = (role: Role, path: string) => renderShellView(role, path).router;

describe('a page the role may not open (issue 26 §5)', () => {
  it('a SuperUser opening an Administrator-only page gets the start page with a notice that says why', async () => {
    const router = renderShell('SuperUser', '/Company');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Company List' })).toBeNull();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('You cannot open that page');
    expect(notice.textContent).toContain(
      'The page /Company is for Administrators only. You are signed in as a SuperUser, so the start page opened instead.',
    );
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('the notice names every role a page is for', async () => {
    renderShell('User', '/Users');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'The page /Users is for Administrators and SuperUsers only. You are signed in as a User,',
    );
  });

  it('no notice on a page the role may open, nor on the start page opened directly', async () => {
    const { unmount } = renderShellView('SuperUser', '/Users');
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderShell('User', '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an Administrator with an article that fits', () => {
    expect(
      refusedPageText({ path: '/Kognifai', allowedRoles: ['KognifaiUser'], role: 'Administrator' }),
    ).toContain('is for KognifaiUsers only. You are signed in as an Administrator,');
  });
});
