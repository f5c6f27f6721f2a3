import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { emptyGraphGroups, selectionError, type GraphGroups } from '../graph-groups.ts';
import { VariableGroups } from './variable-groups.tsx';

const variables = Array.from({ length: 12 }, (_, i) => ({ value: `v${i}`, label: `Variable ${i}` }));

function Harness({ initial = emptyGraphGroups }: { initial?: GraphGroups }) {
  const [groups, setGroups] = useState(initial);
  return (
    <VariableGroups
      value={groups}
      onChange={setGroups}
      variables={variables}
      selectionError={selectionError(groups)}
    />
  );
}

// Ten pickers are slow to render in jsdom on a busy machine: a generous timeout, not a speed claim.
describe('VariableGroups', { timeout: 20_000 }, () => {
  it('PERF-053 PERF-124 starts with the Distinct group and asks for at least 1 item', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByText('Distinct group')).toBeDefined();
    expect(screen.getByText('Please select at least 1 item.')).toBeDefined();
  });

  it('PERF-125 says "Maximum 10 items reached." when the Distinct group is full', () => {
    renderWithProviders(
      <Harness initial={{ distinct: variables.slice(0, 10).map((v) => v.value), groups: [] }} />,
    );
    expect(screen.getByText('Maximum 10 items reached.')).toBeDefined();
    expect(screen.queryByText('Please select at least 1 item.')).toBeNull();
  });

  it('PERF-125 says "Maximum 5 items reached." when another group is full', () => {
    renderWithProviders(<Harness initial={{ distinct: [], groups: [['v0', 'v1', 'v2', 'v3', 'v4']] }} />);
    expect(screen.getByText('Maximum 5 items reached.')).toBeDefined();
  });

  it('PERF-127 the add-group button disappears once there are 10 groups', () => {
    renderWithProviders(<Harness initial={{ distinct: [], groups: Array.from({ length: 9 }, () => []) }} />);
    expect(screen.getByText('Group 9')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(screen.getByText('Group 10')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove group 10' }));
    expect(screen.getByRole('button', { name: 'Add group' })).toBeDefined();
  });
});
