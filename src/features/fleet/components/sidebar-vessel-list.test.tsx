import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { buildVessel } from '../../../../tests/support/fake-api.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { SidebarVesselList } from './sidebar-vessel-list.tsx';

const fetchMock = vi.fn();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function vessel(id: string, name: string): Vessel {
  return buildVessel({ id, name, performanceStatus: 'Ok', course: 90 });
}

describe('SidebarVesselList', () => {
  it("SHELL-058 says 'Loading all vessels' while loading", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderWithRouter(<SidebarVesselList />);
    expect(await screen.findByText('Loading all vessels')).toBeDefined();
  });

  it("SHELL-058 says 'No active vessels' when there are none", async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    renderWithRouter(<SidebarVesselList />);
    expect(await screen.findByText('No active vessels')).toBeDefined();
  });

  it('SHELL-056 SHELL-057 lists the vessels by name ignoring case, each linking to its vessel page', async () => {
    const vessels = [
      vessel('00000000-0000-4000-8000-00000000000b', 'nordic breeze'),
      vessel('00000000-0000-4000-8000-00000000000a', 'Atlantic Crest'),
      vessel('00000000-0000-4000-8000-00000000000c', 'Baltic Dawn'),
    ];
    fetchMock.mockResolvedValue(new Response(JSON.stringify(vessels), { status: 200 }));
    renderWithRouter(<SidebarVesselList />);
    const list = await screen.findByRole('list', { name: 'Vessels' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Atlantic Crest', 'Baltic Dawn', 'nordic breeze']);
    expect(links[0]?.getAttribute('href')).toBe(
      '/Vessel/00000000-0000-4000-8000-00000000000a/Atlantic%20Crest',
    );
    expect(list.querySelectorAll('svg')).toHaveLength(3);
  });
});
