import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../lib/testing.tsx';
import { setViewportWidth } from '../../lib/viewport.testing.ts';
import { VesselPageNav } from './vessel-page-nav.tsx';

const pages = [
  { label: 'Info', path: 'Info' },
  { label: 'Emission report', path: 'EmissionReport' },
  { label: 'Noon reports', path: 'NoonReports' },
];

describe('VesselPageNav (issue 26 §3)', { timeout: 20_000 }, () => {
  it('at 768 px the vessel pages are a select showing the open page, and choosing one opens it', async () => {
    setViewportWidth(768);
    renderWithRouter(
      <VesselPageNav vesselId="v-1" vesselName="Aurora" pages={pages} />,
      '/Vessel/v-1/Aurora/Info',
    );
    const select = (await screen.findByRole('combobox', { name: 'Vessel pages' })) as HTMLSelectElement;
    expect(select.value).toBe('Info');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.change(select, { target: { value: 'NoonReports' } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Vessel pages' }) as HTMLSelectElement).value).toBe(
        'NoonReports',
      ),
    );
  });

  it('at 1024 px the vessel pages are links in one row that does not wrap', async () => {
    setViewportWidth(1024);
    renderWithRouter(
      <VesselPageNav vesselId="v-1" vesselName="Aurora" pages={pages} />,
      '/Vessel/v-1/Aurora/Info',
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Info', 'Emission report', 'Noon reports']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(links[0]!.parentElement?.className).toContain('Group');
    expect(getComputedStyle(links[0]!.parentElement!).flexWrap).toBe('nowrap');
  });
});
