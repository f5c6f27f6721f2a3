import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { setViewportWidth } from '../../../lib/viewport.testing.ts';
import type { DepartureRow } from '../departure-view.ts';
import { DepartureList } from './departure-list.tsx';

const rows: DepartureRow[] = [
  {
    id: 'd1',
    departedAt: '2026-10-02T06:30:00.000Z',
    fromPort: 'Hamburg',
    voyageName: 'North run',
    isCompleted: true,
    origin: 'Ship',
  },
];

function renderList() {
  const onSelect = vi.fn();
  renderWithProviders(
    <DepartureList
      rows={rows}
      onSelect={onSelect}
      renderRecordState={(id) => <span data-testid={`state-${id}`}>Sent</span>}
    />,
  );
  return onSelect;
}

describe('the departure list on a tablet (issue 26 §3)', () => {
  it('EMIS-028 EMIS-031 at 768 px each departure is a card with the five columns by name, and opens its voyage', () => {
    setViewportWidth(768);
    const onSelect = renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('departure-row');
    const names = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(names).toEqual(['From port', 'Voyage name', 'Completed', 'Origin']);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values.slice(0, 3)).toEqual(['Hamburg', 'North run', 'Yes']);
    expect(within(card).getByRole('img', { name: 'Ship: created onboard' })).toBeDefined();
    expect(within(card).getByTestId('state-d1')).toBeDefined();
    fireEvent.click(
      within(card).getByRole('button', { name: 'Open the voyage departed at 02. Oct, 2026 06:30' }),
    );
    expect(onSelect).toHaveBeenCalledWith('d1');
  });

  it('EMIS-028 from 1024 px it is the table of five columns', () => {
    setViewportWidth(1024);
    renderList();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Departed at', 'From port', 'Voyage name', 'Completed', 'Origin']);
  });
});
