import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../lib/testing.tsx';
import { setViewportWidth } from '../../lib/viewport.testing.ts';
import { VesselPageNav } from './vessel-page-nav.tsx';

const pages = [
  { label: 'Info', path: 'Info', group: 'Vessel' },
  { label: 'Long trend', path: 'LongTrend', group: 'Performance' },
  { label: 'Emission report', path: 'EmissionReport', group: 'Emissions' },
  { label: 'Noon reports', path: 'NoonReports', group: 'Emissions' },
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

  it('at 768 px the select lists the pages under their groups', async () => {
    setViewportWidth(768);
    renderWithRouter(
      <VesselPageNav vesselId="v-1" vesselName="Aurora" pages={pages} />,
      '/Vessel/v-1/Aurora/Info',
    );
    const select = await screen.findByRole('combobox', { name: 'Vessel pages' });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Vessel', ['Info']],
      ['Performance', ['Long trend']],
      ['Emissions', ['Emission report', 'Noon reports']],
    ]);
  });

  it('issue 26 §5 at 1024 px the groups come first, then the shown group’s pages in one row that does not wrap', async () => {
    setViewportWidth(1024);
    renderWithRouter(
      <VesselPageNav vesselId="v-1" vesselName="Aurora" pages={pages} />,
      '/Vessel/v-1/Aurora/NoonReports',
    );
    const groups = await screen.findByRole('group', { name: 'Groups of vessel pages' });
    const groupButtons = within(groups).getAllByRole('button');
    expect(groupButtons.map((button) => button.textContent)).toEqual(['Vessel', 'Performance', 'Emissions']);
    // The open page's group is shown.
    expect(groupButtons[2]!.getAttribute('aria-pressed')).toBe('true');
    const row = screen.getByRole('group', { name: 'Emissions' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Emission report', 'Noon reports']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(getComputedStyle(row).flexWrap).toBe('nowrap');
    // Another group shows its pages without leaving the page.
    fireEvent.click(groupButtons[1]!);
    const performance = await screen.findByRole('group', { name: 'Performance' });
    expect(within(performance).getByRole('link', { name: 'Long trend' }).getAttribute('href')).toBe(
      '/Vessel/v-1/Aurora/LongTrend',
    );
    expect(screen.queryByRole('group', { name: 'Emissions' })).toBeNull();
  });
});
