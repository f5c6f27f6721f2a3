import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../../../domain/contracts/vessels.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { buildUser, buildVessel, installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { WidgetView } from './widget-view.tsx';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());

const vessel = (name: string, logDataMaxDate: string | null): Vessel =>
  buildVessel({ id: testId(name), name, isDataReceiver: true, performanceStatus: 'Ok', logDataMaxDate });

const fleet = [
  vessel('Aurora', '2026-11-20T12:00:00.000Z'),
  vessel('Borealis', '2026-11-19T08:00:00.000Z'),
  vessel('Cassiopeia', null),
];
const widget: Dashboard['widgets'][number] = {
  id: testId('widget'),
  type: 'VesselMap',
  name: 'Fleet map',
  active: true,
  configId: testId('config'),
  x: 0,
  y: 0,
  w: 9,
  h: 9,
};

describe('the Vessel map widget’s positions', () => {
  it('SHELL-093 PERF-137 reads the latest positions of all its vessels in one call, none per vessel', async () => {
    const { calls } = installFakeApi({
      [`GET /WidgetConfigurations/${widget.configId}`]: () => ({
        body: {
          id: widget.configId,
          widgetType: 'VesselMap',
          vessels: fleet.map((v) => v.id),
          columns: [],
          readOnly: false,
        },
      }),
      'POST /VesselLocations/Latest': ({ body }) => ({
        body: (body as { vesselIds: string[] }).vesselIds.map((vesselId, i) => ({
          vesselId,
          location:
            i < 2
              ? { timestamp: '2026-11-19T07:45:00.000Z', latitude: 51 + i, longitude: 4, source: 'LogData' }
              : null,
        })),
      }),
      'GET /LogVariables': () => ({ body: [] }),
      'GET /LogData/LastReceived': () => ({ body: [] }),
    });
    renderWithRouter(
      <WidgetView
        widget={widget}
        vessels={fleet}
        editable={false}
        onConfigure={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(await screen.findByTestId('widget-vessel-map')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/VesselLocations/Latest')).toBe(true));
    expect(calls.filter((call) => call.path.startsWith('/VesselLocations/'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/VesselLocations/Latest',
        body: { vesselIds: fleet.map((v) => v.id).sort() },
      }),
    ]);
  });
});

describe('the Welcome widget (issue 26 §5)', () => {
  const welcome: Dashboard['widgets'][number] = {
    ...widget,
    id: testId('welcome'),
    type: 'Welcome',
    name: 'Welcome',
    configId: null,
    w: 20,
    h: 12,
  };

  it('SHELL-090 is dismissed from a dashboard the user may change, and only there', async () => {
    installFakeApi({ 'GET /Users/GetUser': () => ({ body: buildUser({ name: 'Anna Berg' }) }) });
    const onRemove = vi.fn();
    const view = renderWithRouter(
      <WidgetView widget={welcome} vessels={fleet} editable onConfigure={() => {}} onRemove={onRemove} />,
    );
    (await screen.findByRole('button', { name: 'Dismiss' })).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
    view.unmount();

    renderWithRouter(
      <WidgetView
        widget={welcome}
        vessels={fleet}
        editable={false}
        onConfigure={() => {}}
        onRemove={onRemove}
      />,
    );
    expect(await screen.findByText('Welcome, Anna Berg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
