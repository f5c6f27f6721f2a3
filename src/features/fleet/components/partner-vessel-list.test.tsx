import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { PartnerVesselList, partnerKeysExpiredText } from './partner-vessel-list.tsx';

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PartnerVesselList', () => {
  it('ADMIN-196 asks GET /Kognifai/Vessels without caching', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    renderWithProviders(<PartnerVesselList />);
    expect(await screen.findByText('No active vessels')).toBeDefined();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/Kognifai/Vessels');
    expect(init.cache).toBe('no-store');
  });

  it('shows the expired API key warning when the partner call answers 503 (003 §8)', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Service unavailable', code: 'INTERNAL' }), { status: 503 }),
    );
    renderWithProviders(<PartnerVesselList />);
    expect((await screen.findByRole('alert')).textContent).toContain(partnerKeysExpiredText);
  });

  it("shows the server's message for other failures", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'You may not do this.', code: 'FORBIDDEN' }), { status: 403 }),
    );
    renderWithProviders(<PartnerVesselList />);
    expect((await screen.findByRole('alert')).textContent).toContain('You may not do this.');
  });
});
