// The grouped notifications (issue 26 §2, ADR 0110): open, cleared and acknowledged apart, one row
// per rule and vessel with count, first and last time; a group is acknowledged at once.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncidentGroup } from '../../../../domain/contracts/notifications.ts';
import { messages } from '../../../../domain/messages.ts';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { IncidentGroups } from './incident-groups.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const group = (n: number, state: IncidentGroup['state'], count: number): IncidentGroup => ({
  key: `${testId('vessel')}:${testId(`rule-${n}`)}:${state}`,
  state,
  vesselId: testId('vessel'),
  vesselName: 'Nordic Star',
  ruleId: testId(`rule-${n}`),
  ruleName: `Rule ${n}`,
  severity: n === 1 ? 'Critical' : 'Warning',
  conditionDetails: `Shaft power above 8000 kW: 900${n} kW`,
  count,
  firstAt: '2026-03-01T10:00:00.000Z',
  lastAt: '2026-03-04T12:30:00.000Z',
  incidentIds: Array.from({ length: count }, (_, i) => testId(`incident-${n}-${i}`)),
});

describe('IncidentGroups', () => {
  it('shows open, cleared and acknowledged apart, each group once with its count, first and last time', async () => {
    installFakeApi({});
    renderWithRouter(
      <IncidentGroups
        groups={[group(1, 'Open', 1), group(2, 'Cleared', 3), group(3, 'Acknowledged', 2)]}
        showVessel
      />,
    );
    const open = await screen.findByRole('table', { name: `${messages.alertsOpen} (1)` });
    const cleared = screen.getByRole('table', { name: `${messages.alertsCleared} (3)` });
    const acknowledged = screen.getByRole('table', { name: `${messages.alertsAcknowledged} (2)` });
    expect(within(open).getByText('Rule 1')).toBeDefined();
    expect(within(open).queryByText('Rule 2')).toBeNull();
    const row = within(cleared).getByText('Rule 2').closest('tr')!;
    expect(within(row).getByText('3')).toBeDefined();
    expect(within(row).getByText('01. Mar, 2026 10:00')).toBeDefined();
    expect(within(row).getByText('04. Mar, 2026 12:30')).toBeDefined();
    expect(within(row).getByText('Warning')).toBeDefined();
    // The acknowledged ones have nothing left to acknowledge.
    expect(within(acknowledged).queryByRole('button')).toBeNull();
  });

  it('says so when a section is empty', async () => {
    installFakeApi({});
    renderWithRouter(<IncidentGroups groups={[group(2, 'Cleared', 1)]} showVessel={false} />);
    expect(await screen.findByText(messages.alertsNoneOpen)).toBeDefined();
    expect(screen.getByText(messages.alertsNoneAcknowledged)).toBeDefined();
    expect(screen.queryByRole('columnheader', { name: 'Vessel' })).toBeNull();
  });

  it('SHELL-176 Acknowledge on a group acknowledges every episode of it with one POST /Incidents', async () => {
    const { calls } = installFakeApi({
      'POST /Incidents': ({ body }) => ({ body: { acknowledged: (body as unknown[]).length } }),
    });
    renderWithRouter(<IncidentGroups groups={[group(2, 'Cleared', 3)]} showVessel />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Acknowledge 3 notification(s) of Rule 2 on Nordic Star' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual(
      group(2, 'Cleared', 3).incidentIds.map((id) => ({ id })),
    );
  });
});
