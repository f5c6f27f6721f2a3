import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LatestSpeedLossStatistics } from '../../../../../domain/contracts/fouling.ts';
import type { Incident } from '../../../../../domain/contracts/notifications.ts';
import { renderWithRouter } from '../../../../lib/testing.tsx';
import { FoulingOverviewWidget } from './fouling-overview-widget.tsx';
import { NotificationsWidget } from './notifications-widget.tsx';

configure({ asyncUtilTimeout: 10_000 });

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function incident(
  n: number,
  vesselId: string,
  vesselName: string,
  timestamp: string,
  severity: 'Warning' | 'Critical',
): Incident {
  return {
    id: id(100 + n),
    severity,
    vesselId,
    vesselName,
    ruleId: id(200 + n),
    ruleName: `Rule ${n}`,
    conditionType: 'Above',
    conditionDetails: `Shaft power above 8000 kW: 900${n} kW`,
    conditionTargetKey: 'Shaft power',
    acknowledged: false,
    acknowledgedAt: null,
    openVesselEvent: { timestamp },
    clearedAt: null,
    state: 'Open',
    createdAt: timestamp,
  };
}

describe('the Notifications widget (000 §3)', () => {
  const incidents = [
    incident(1, id(1), 'Aurora', '2026-03-01T10:00:00.000Z', 'Warning'),
    incident(2, id(2), 'Borealis', '2026-03-02T10:00:00.000Z', 'Critical'),
    incident(3, id(1), 'Aurora', '2026-03-03T10:00:00.000Z', 'Critical'),
  ];
  const props = { incidents, loading: false, error: null, onRetry: () => {} };

  it('SHELL-095 SHELL-076 SHELL-077 lists its vessels’ notifications newest first, each with Acknowledge', async () => {
    renderWithRouter(<NotificationsWidget {...props} vesselIds={[id(1)]} />);
    const items = await screen.findAllByTestId('widget-notification');
    expect(items.map((item) => within(item).getByText(/Shaft power/).textContent)).toEqual([
      'Above: Shaft power above 8000 kW: 9003 kW',
      'Above: Shaft power above 8000 kW: 9001 kW',
    ]);
    expect(within(items[0]!).getByText('Critical')).toBeTruthy();
    expect(screen.queryByText('Borealis')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Rule 3 on Aurora' }));
    expect(await screen.findByRole('menuitem', { name: 'Acknowledge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All notifications and alert rules' }).getAttribute('href')).toBe(
      '/Notifications',
    );
  });

  it('says when there are no vessels, nothing to acknowledge, or the read failed', async () => {
    const { unmount } = renderWithRouter(<NotificationsWidget {...props} vesselIds={[]} />);
    expect(
      await screen.findByText('No vessels chosen. Configure the widget to choose vessels.'),
    ).toBeTruthy();
    unmount();
    const second = renderWithRouter(<NotificationsWidget {...props} vesselIds={[id(9)]} />);
    expect(await screen.findByText('No notifications to acknowledge on these vessels.')).toBeTruthy();
    second.unmount();
    const retry = vi.fn();
    renderWithRouter(
      <NotificationsWidget
        vesselIds={[id(1)]}
        incidents={undefined}
        loading={false}
        error={new Error('Failed')}
        onRetry={retry}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('the Fouling Overview widget (000 §3)', () => {
  const stats = (
    vesselId: string,
    name: string,
    currentSpeedLoss: number | null,
  ): LatestSpeedLossStatistics => ({
    vesselId,
    name,
    url: `/Vessel/${vesselId}/${name}/Fouling`,
    latestDate: '2026-03-01T00:00:00.000Z',
    dailyValueCount: 120,
    statisticsPeriodDays: 90,
    meanSpeedLoss: 3,
    meanSpeedLoss90Days: 3.5,
    currentSpeedLoss,
    changePerYear: 1.25,
    lastCleaningDate: '2025-06-01T00:00:00.000Z',
    speedLossAtLastCleaning: 0.5,
    speedLossBeforeLastCleaning: 6,
    daysSinceLastCleaning: 273,
    benchmark: 5,
    deviationFromBenchmark: -1,
    daysToMaintenanceTrigger: 100,
    status: currentSpeedLoss === null ? 'notAvailable' : 'Observe',
  });

  it('SHELL-097 shows each vessel’s speed loss now in the configuration’s order, linked to its Fouling page', async () => {
    renderWithRouter(
      <FoulingOverviewWidget
        vesselIds={[id(2), id(1)]}
        rows={[stats(id(1), 'Aurora', 4.256), stats(id(2), 'Borealis', null)]}
        loading={false}
        error={null}
        onRetry={() => {}}
      />,
    );
    const table = await screen.findByTestId('fouling-overview');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Borealis',
      'Aurora',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Aurora', '4.26 %', '3.50 %', '1.25 %', '01. Jun, 2025', 'Observe']);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('–');
    expect(within(rows[1]!).getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe(
      `/Vessel/${id(1)}/Aurora/Fouling`,
    );
  });

  it('says when no vessel with Fouling is chosen', async () => {
    renderWithRouter(
      <FoulingOverviewWidget
        vesselIds={[]}
        rows={undefined}
        loading={false}
        error={null}
        onRetry={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        'No vessels with the Fouling module chosen. Configure the widget to choose vessels.',
      ),
    ).toBeTruthy();
  });
});
