import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FleetOverview } from '../../../../domain/contracts/data-quality.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { buildUser, goOffline, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { currentUserQueryKey } from '../../../lib/session.ts';
import { appQueryClient, clientAfterReading, renderWithProviders } from '../../../lib/testing.tsx';
import { DataQualityKeptNotice, FleetOverviewScreen } from './data-quality-screens.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = buildUser({ role: 'SuperUser' });
const overview: FleetOverview = {
  fromDate: '2026-10-25T00:00:00.000Z',
  toDate: '2026-11-24T00:00:00.000Z',
  vessels: [
    {
      vesselId: testId('vessel'),
      vesselName: 'Northwind Fjord',
      variableCount: 42,
      outageCount: 3,
      percentMissing: 1.5,
      openOutlierCount: 7,
      outliersSearchedAt: null,
      outlierSearchPending: false,
      lastSampleAt: '2026-11-23T23:45:00.000Z',
    },
  ],
};

function serve(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /Users/GetUser': () => ({ body: user }),
    'GET /DataQuality/FleetOverview': () => ({ body: overview }),
    ...overrides,
  });
}

/** The Data Quality page as its layout shows the Fleet overview tab: the notice above the tab. */
const page = (
  <>
    <DataQualityKeptNotice />
    <FleetOverviewScreen />
  </>
);
const figuresShown = async () => {
  await screen.findByText('Northwind Fjord');
  expect(screen.getByText('42')).toBeDefined();
};
/** A client that knows the signed-in user, as the authenticated layout has loaded it. */
function signedIn(client = appQueryClient()) {
  client.setQueryData(currentUserQueryKey, user);
  return client;
}

describe('Data Quality offline (issue 26 §4, ADR 0108)', () => {
  const readAt = Date.UTC(2026, 10, 24, 8, 5);

  it('PERF-047 offline with the fleet overview kept from an earlier visit: its rows as read and one notice with the time they were read', async () => {
    serve();
    const kept = await clientAfterReading(page, figuresShown, readAt);
    goOffline();
    renderWithProviders(page, { queryClient: signedIn(kept) });
    await figuresShown();
    expect(screen.getByTestId('kept-answers-notice').textContent).toBe(
      fillMessage(messages.keptAnswersShown, { readAt: '24. Nov, 2026 08:05' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PERF-047 offline with nothing kept: one notice says so, without an error box', async () => {
    goOffline();
    renderWithProviders(page, { queryClient: signedIn() });
    expect((await screen.findByTestId('kept-answers-notice')).textContent).toBe(messages.nothingKeptOffline);
    await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
    expect(screen.getAllByTestId('kept-answers-notice')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(messages.failedToRefreshFleetOverview)).toBeNull();
  });

  it('PERF-047 online: the fleet overview as read now and no offline notice; a failed read still shows its error', async () => {
    serve();
    const { unmount } = renderWithProviders(page, { queryClient: signedIn() });
    await figuresShown();
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
    unmount();
    serve({ 'GET /DataQuality/FleetOverview': () => ({ status: 500, body: { message: 'Boom' } }) });
    renderWithProviders(page, { queryClient: signedIn() });
    expect((await screen.findByRole('alert')).textContent).toContain(messages.failedToRefreshFleetOverview);
    expect(screen.queryByTestId('kept-answers-notice')).toBeNull();
  });
});
