import { useQuery } from '@tanstack/react-query';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../tests/support/fake-api.ts';
import { longTrendEndpoints } from '../../domain/contracts/diagnostics.ts';
import { callApi } from '../lib/api-client.ts';
import { renderWithProviders } from '../lib/testing.tsx';
import { VesselFeatureGate } from './vessel-feature-gate.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const refusal = {
  status: 403,
  body: { message: 'Diagnostics: feature not available for this vessel.', code: 'FEATURE_NOT_AVAILABLE' },
};

/** A page of the module: one gated read. */
function TrendsPage() {
  const trends = useQuery({
    queryKey: ['trends'],
    queryFn: () => callApi(longTrendEndpoints.find, { query: { vesselId: 'v-1' } }),
  });
  if (trends.isError) return <p>The page's own error: {trends.error.message}</p>;
  return <p>{trends.data ? 'The long trends' : 'Loading…'}</p>;
}

function Harness({ initial, onRefused }: { initial: string[] | undefined; onRefused?: () => void }) {
  const [features, setFeatures] = useState(initial);
  return (
    <>
      <button onClick={() => setFeatures([])}>Switch off</button>
      <button onClick={() => setFeatures(['Diagnostics'])}>Switch on</button>
      <VesselFeatureGate
        featureName="Diagnostics"
        vesselName="Nordic Star"
        features={features}
        title="Long trend"
        onRefused={onRefused}
      >
        <TrendsPage />
      </VesselFeatureGate>
    </>
  );
}

class ParentBoundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  override state = { caught: false };
  static getDerivedStateFromError() {
    return { caught: true };
  }
  override render() {
    return this.state.caught ? <p>The route's error page</p> : this.props.children;
  }
}

describe('VesselFeatureGate', () => {
  it('PERF-115 EMIS-033 ADMIN-060 a vessel without the feature gets the title and the notice instead of the page, which calls nothing', async () => {
    const { calls } = installFakeApi({ 'GET /LongTrends/Find': () => ({ body: [] }) });
    renderWithProviders(<Harness initial={['EmissionReport']} />);
    const notice = screen.getByTestId('feature-not-available');
    expect(notice.textContent).toContain('Diagnostics: feature not available');
    expect(notice.textContent).toContain('Diagnostics feature not available for Nordic Star.');
    // An information box, not an alert a screen reader breaks off for (the theme's Alert default).
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nordic Star');
    await waitFor(() => expect(document.title).toBe('Long trend | Nordic Star | Wakeline'));
    expect(screen.queryByText('The long trends')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the page where the vessel has the feature, and where its features are not known (offline)', async () => {
    installFakeApi({ 'GET /LongTrends/Find': () => ({ body: [] }) });
    const { unmount } = renderWithProviders(<Harness initial={['Diagnostics']} />);
    expect(await screen.findByText('The long trends')).toBeDefined();
    unmount();
    renderWithProviders(<Harness initial={undefined} />);
    expect(await screen.findByText('The long trends')).toBeDefined();
  });

  it('PERF-115 a call refused with FEATURE_NOT_AVAILABLE (switched off meanwhile) shows the notice; switched on again, the page reads afresh', async () => {
    let on = false;
    const { calls } = installFakeApi({ 'GET /LongTrends/Find': () => (on ? { body: [] } : refusal) });
    const onRefused = vi.fn();
    renderWithProviders(<Harness initial={['Diagnostics']} onRefused={onRefused} />);
    const notice = await screen.findByTestId('feature-not-available');
    expect(notice.textContent).toContain('Diagnostics feature not available for Nordic Star.');
    expect(screen.queryByText(/The page's own error/)).toBeNull();
    expect(onRefused).toHaveBeenCalledTimes(1);
    // The vessel read again says it is off; later it is switched on again.
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(screen.getByTestId('feature-not-available')).toBeDefined();
    on = true;
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch on' })));
    expect(await screen.findByText('The long trends')).toBeDefined();
    expect(calls.filter((call) => call.path === '/LongTrends/Find')).toHaveLength(2);
  });

  it('leaves every other error to the page and to the route', async () => {
    installFakeApi({
      'GET /LongTrends/Find': () => ({ status: 403, body: { message: 'No access.', code: 'FORBIDDEN' } }),
    });
    renderWithProviders(<Harness initial={['Diagnostics']} />);
    expect(await screen.findByText("The page's own error: No access.")).toBeDefined();
    expect(screen.queryByTestId('feature-not-available')).toBeNull();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken');
    };
    renderWithProviders(
      <ParentBoundary>
        <VesselFeatureGate
          featureName="Diagnostics"
          vesselName="Nordic Star"
          features={undefined}
          title="Diagnostics"
        >
          <Broken />
        </VesselFeatureGate>
      </ParentBoundary>,
    );
    expect(await screen.findByText("The route's error page")).toBeDefined();
  });
});
