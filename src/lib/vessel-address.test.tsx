import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canonicalVesselHref, ensureVesselNameInAddress } from './vessel-address.ts';

const at = (pathname: string, searchStr = '', hash = '') => ({ pathname, searchStr, hash });

describe('canonicalVesselHref (issue 26 §5)', () => {
  it("replaces a wrong name with the vessel's, keeping the page, the search and the hash", () => {
    expect(
      canonicalVesselHref(
        at('/Vessel/v-7/Northwind-Aurora/EmissionReport', '?from=2026-01-01', 'event-3'),
        'Northwind-Aurora',
        'Northwind Aurora',
      ),
    ).toBe('/Vessel/v-7/Northwind%20Aurora/EmissionReport?from=2026-01-01#event-3');
    expect(canonicalVesselHref(at('/Vessel/v-7/Old%20name/Fouling/Diagnostics'), 'Old name', 'Aurora')).toBe(
      '/Vessel/v-7/Aurora/Fouling/Diagnostics',
    );
    expect(canonicalVesselHref(at('/Vessel/v-7/Aurora'), 'Aurora', 'Aurora')).toBeNull();
  });

  it('is null when the address already names the vessel, whichever way its characters are written', () => {
    expect(
      canonicalVesselHref(at('/Vessel/v-7/Northwind Aurora/Info'), 'Northwind Aurora', 'Northwind Aurora'),
    ).toBeNull();
    // A name with a slash or a percent sign: once encoded, the address is as good as it gets.
    expect(canonicalVesselHref(at('/Vessel/v-7/A%2FB/Info'), 'A%2FB', 'A/B')).toBeNull();
    expect(canonicalVesselHref(at('/Vessel/v-7/100%25/Info'), '100%25', '100%')).toBeNull();
    expect(canonicalVesselHref(at('/Vessel/v-7/A/Info'), 'A', 'A/B')).toBe('/Vessel/v-7/A%2FB/Info');
  });
});

/** A router with the vessel layout's rule and a page under it, at `path`. */
function renderVesselRoute(path: string, vesselName: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const overviewRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/VesselOverview',
    component: () => <p>overview</p>,
  });
  const vesselRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/Vessel/$vesselId/$vesselName',
    beforeLoad: ({ params, location }) => ensureVesselNameInAddress(location, params.vesselName, vesselName),
    component: () => <Outlet />,
  });
  const reportRoute = createRoute({
    getParentRoute: () => vesselRoute,
    path: 'EmissionReport',
    component: function Report() {
      const { vesselName: inAddress } = reportRoute.useParams();
      return <h1>{inAddress}</h1>;
    },
  });
  const history = createMemoryHistory({ initialEntries: ['/VesselOverview', path] });
  const router = createRouter({
    routeTree: rootRoute.addChildren([overviewRoute, vesselRoute.addChildren([reportRoute])]),
    history,
  });
  render(<RouterProvider router={router} />);
  return { router, history };
}

describe('a vessel address with a wrong name', () => {
  it("is replaced by the vessel's own: the same page, search and hash, and no extra history entry", async () => {
    const { router, history } = renderVesselRoute(
      '/Vessel/v-7/Northwind-Aurora/EmissionReport?tab=fuel#top',
      'Northwind Aurora',
    );
    expect(await screen.findByRole('heading', { name: 'Northwind Aurora' })).toBeTruthy();
    await waitFor(() =>
      expect(history.location.pathname).toBe('/Vessel/v-7/Northwind%20Aurora/EmissionReport'),
    );
    expect(router.state.location.pathname).toBe('/Vessel/v-7/Northwind Aurora/EmissionReport');
    expect(router.state.location.searchStr).toBe('?tab=fuel');
    expect(router.state.location.hash).toBe('top');
    expect(history.length).toBe(2);
    // Back leaves the vessel: the wrong address is not kept in the history.
    history.back();
    expect(await screen.findByText('overview')).toBeTruthy();
  });

  it('an address with the right name stays as it is', async () => {
    const { router } = renderVesselRoute('/Vessel/v-7/Aurora/EmissionReport', 'Aurora');
    expect(await screen.findByRole('heading', { name: 'Aurora' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Vessel/v-7/Aurora/EmissionReport');
  });
});
