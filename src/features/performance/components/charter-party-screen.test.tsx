import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/auth/roles.ts';
import type { CharterPartyTable } from '../../../../domain/contracts/charter-party.ts';
import type { ReferenceCurve } from '../../../../domain/contracts/reference-curves.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { CharterPartyScreen, type CharterPartySearch } from './charter-party-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));
afterEach(() => vi.unstubAllGlobals());

const vesselId = testId('vessel');
const timeCharter: ReferenceCurve = {
  id: testId('time-charter'),
  vesselId,
  curveMode: 'TimeCharter',
  curveFit: 'power',
  regressionOrder: 2,
  xAxisLogVariableId: null,
  yAxisLogVariableId: null,
  points: [11, 12, 13, 14, 15].map((x) => ({ x, y: Number((0.012 * x ** 3).toFixed(2)) })),
  referenceDraft: null,
  version: 2,
};
const table: CharterPartyTable = {
  vesselId,
  curveMode: 'TimeCharter',
  curveId: timeCharter.id,
  fromDate: '2026-01-01T00:00:00.000Z',
  toDate: '2026-04-01T00:00:00.000Z',
  hasLogData: true,
  rows: [
    {
      fromDate: '2026-01-05T19:15:00.000Z',
      toDate: '2026-01-21T09:00:00.000Z',
      steamingHours: 373.75,
      meanSpeed: 13.47,
      actualConsumption: 470.84,
      allowedConsumption: 436.71,
      difference: 34.13,
      distance: 5035.2,
    },
    {
      fromDate: '2026-01-22T20:00:00.000Z',
      toDate: '2026-01-26T00:00:00.000Z',
      steamingHours: 76,
      meanSpeed: 16.2,
      actualConsumption: 94.2,
      allowedConsumption: null,
      difference: null,
      distance: 1231.2,
    },
  ],
  summary: {
    steamingHours: 449.75,
    actualConsumption: 565.04,
    allowedConsumption: 436.71,
    difference: 34.13,
    distance: 6266.4,
    rowsWithAllowed: 1,
  },
};

/** The screen with its URL state kept in a component, as the route keeps it. */
function Page({ role, initial = {} }: { role: Role; initial?: CharterPartySearch }) {
  const [search, setSearch] = useState<CharterPartySearch>(initial);
  return (
    <CharterPartyScreen
      vesselId={vesselId}
      role={role}
      latestDataDate="2026-03-31T23:45:00.000Z"
      search={search}
      onSearchChange={(change) => setSearch((current) => ({ ...current, ...change }))}
    />
  );
}

const curvesAnswer = (curves: ReferenceCurve[]) => () => ({ body: curves });

describe('CharterPartyScreen', () => {
  it('PERF-064 a User reads the time charter curve, its fixed points and the curve table with its summary row', async () => {
    const api = installFakeApi({
      'GET /Curves/Find': curvesAnswer([timeCharter]),
      'GET /CharterParty/Table': () => ({ body: table }),
    });
    renderWithProviders(<Page role="User" />);
    expect((await screen.findByTestId('curve-equation')).textContent).toMatch(/\(R² 1\.0000, 5 points\)$/);
    expect(screen.getByTestId('curve-chart').getAttribute('aria-label')).toMatch(
      /^Chart of Fuel consumption \(t\/day\) against Speed \(kn\)/,
    );
    const points = screen.getByRole('region', { name: 'Curve data' });
    expect(within(points).getAllByRole('row')).toHaveLength(6);
    expect(within(points).queryByRole('button', { name: 'Add point' })).toBeNull();
    expect(within(points).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    const curveTable = await screen.findByRole('table', { name: 'Curve table' });
    expect(
      within(curveTable)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'From date',
      'To date',
      'Actual consumption (ton)',
      'Allowed consumption (ton)',
      'Difference (ton)',
      'Distance (nm)',
    ]);
    const [, first, second, summary] = within(curveTable).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['05. Jan, 2026 19:15', '21. Jan, 2026 09:00', '470.8', '436.7', '34.1', '5,035']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['22. Jan, 2026 20:00', '26. Jan, 2026 00:00', '94.2', '–', '–', '1,231']);
    expect(summary!.textContent).toBe('Total: 2 passages, 1 with an allowed value565.0436.734.16,266');
    expect(screen.getByText(/outside the curve’s speeds have no allowed consumption/)).toBeDefined();
    // The 90 days up to the vessel's latest data, whole UTC days.
    const call = api.calls.find((c) => c.path === '/CharterParty/Table')!;
    const query = new URLSearchParams(call.query);
    expect(Object.fromEntries(query)).toEqual({
      vesselId,
      curveMode: 'TimeCharter',
      fromDate: '2026-01-01T00:00:00.000Z',
      toDate: '2026-04-01T00:00:00.000Z',
    });
  });

  it('PERF-064 on the SpotMarket curve a SuperUser adds and removes points (001 §5 rules) and saves it', async () => {
    const api = installFakeApi({
      'GET /Curves/Find': curvesAnswer([timeCharter]),
      'GET /CharterParty/Table': () => ({ body: { ...table, curveMode: 'SpotMarket', curveId: null } }),
      'POST /Curves': ({ body }) => ({
        status: 201,
        body: { ...timeCharter, ...(body as object), id: testId('spot') },
      }),
    });
    renderWithProviders(<Page role="SuperUser" />);
    await screen.findByTestId('curve-equation');
    // A SuperUser does not save the time charter curve.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Spot market' }));
    expect((await screen.findByTestId('no-curve')).textContent).toBe(
      'There is no spot market curve for this vessel yet: add its points and save it.',
    );
    const points = screen.getByRole('region', { name: 'Curve data' });
    const add = (speed: string, consumption: string) => {
      fireEvent.change(within(points).getByLabelText('Speed (kn)'), { target: { value: speed } });
      fireEvent.change(within(points).getByLabelText('Fuel consumption (t/day)'), {
        target: { value: consumption },
      });
      fireEvent.click(within(points).getByRole('button', { name: 'Add point' }));
    };
    add('-2', '10');
    expect((await within(points).findByRole('alert')).textContent).toBe(
      'The point (-2, 10) does not fit a power curve: it needs x and y above 0.',
    );
    add('10', '14');
    add('12', '21');
    add('14', '33');
    await waitFor(() => expect(within(points).getAllByRole('row')).toHaveLength(4));
    fireEvent.click(within(points).getByRole('button', { name: 'Remove the point 12, 21' }));
    await waitFor(() => expect(within(points).getAllByRole('row')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      vesselId,
      curveMode: 'SpotMarket',
      curveFit: 'power',
      regressionOrder: 2,
      xAxisLogVariableId: null,
      yAxisLogVariableId: null,
      referenceDraft: null,
      points: [
        { x: 10, y: 14 },
        { x: 14, y: 33 },
      ],
    });
    expect(await screen.findByText(/With no spot market curve saved/)).toBeDefined();
  });

  it('PERF-064 an Administrator corrects a time charter value but adds and removes no point', async () => {
    const api = installFakeApi({
      'GET /Curves/Find': curvesAnswer([timeCharter]),
      'GET /CharterParty/Table': () => ({ body: table }),
      [`PUT /Curves/${timeCharter.id}`]: ({ body }) => ({ body: { ...timeCharter, ...(body as object) } }),
    });
    renderWithProviders(<Page role="Administrator" />);
    const points = await screen.findByRole('region', { name: 'Curve data' });
    expect(within(points).queryByRole('button', { name: 'Add point' })).toBeNull();
    expect(within(points).queryByRole('button', { name: /^Remove/ })).toBeNull();
    fireEvent.change(within(points).getByLabelText('Fuel consumption (t/day) at 13'), {
      target: { value: '27.5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'PUT')!.body as ReferenceCurve;
    expect(sent.points.map((p) => p.x)).toEqual([11, 12, 13, 14, 15]);
    expect(sent.points[2]).toEqual({ x: 13, y: 27.5 });
    expect(api.calls.find((c) => c.method === 'PUT')!.headers?.['if-match']).toBe('"2"');
  });

  it('PERF-064 no curve yet, no passages in the range, and a failed table say so', async () => {
    installFakeApi({
      'GET /Curves/Find': curvesAnswer([]),
      'GET /CharterParty/Table': () => ({ body: { ...table, curveId: null, rows: [] } }),
    });
    const { unmount } = renderWithProviders(<Page role="User" />);
    expect((await screen.findByTestId('no-curve')).textContent).toBe(
      'There is no time charter curve for this vessel yet.',
    );
    expect(await screen.findByText('No sea passages in the range.')).toBeDefined();
    unmount();
    installFakeApi({
      'GET /Curves/Find': curvesAnswer([timeCharter]),
      'GET /CharterParty/Table': () => ({
        status: 400,
        body: { message: 'The date range can be at most 366 days.', code: 'VALIDATION_FAILED' },
      }),
    });
    renderWithProviders(<Page role="User" initial={{ from: '2024-01-01', to: '2026-01-01' }} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The date range can be at most 366 days.',
    );
  });
});
