import type * as MantineHooks from '@mantine/hooks';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LongTrendStatistics } from '../../../../domain/contracts/diagnostics.ts';
import type { LongTrend } from '../../../../domain/contracts/long-trends.ts';
import { messages } from '../../../../domain/messages.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { installFakeApi, testId } from '../../../../tests/support/fake-api.ts';
import { CompareDetails } from './compare-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    destroy() {}
  }
  return { default: FakePlot };
});
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: () => ({ ref: () => undefined, width: 800, height: 0 }),
}));
afterEach(() => vi.unstubAllGlobals());

const aurora = testId('aurora');
const fjord = testId('fjord');
const trend = (vesselId: string, name: string): LongTrend => ({
  id: testId(`speed-${name}`),
  vesselId,
  description: 'Speed',
  descriptionLong: '',
  diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
  performanceStatus: 'Ok',
  useInVesselStatus: true,
  useManualBenchmarkLevel: false,
  manualBenchmarkLevel: null,
  computedAt: null,
});
const row = (t: LongTrend, name: string, change: number | null): LongTrendStatistics => ({
  longTrendId: t.id,
  vesselId: t.vesselId,
  name,
  url: `/Vessel/${t.vesselId}/${name}/Diagnostics`,
  diagnosticType: { diagnosticTypeId: 1, diagnosticTypeName: 'Speed' },
  lastPeriodStartDate: change === null ? null : '2026-05-13T18:45:00.000Z',
  changePerYear: change,
  benchmarkPointValue: change === null ? null : -1,
  deviationFromBenchmark: change === null ? null : -2.5,
  isBenchmarking: change === null,
});

describe('CompareDetails', () => {
  it('PERF-041 PERF-042 PERF-043 PERF-044 PERF-045 ADMIN-071 the breadcrumb, the toggles, and a sortable row per vessel; a benchmarking vessel reads n/a', async () => {
    const ta = trend(aurora, 'Aurora');
    const tf = trend(fjord, 'Fjord');
    installFakeApi({
      'GET /VesselGroups': () => ({
        body: [
          {
            id: testId('group'),
            name: 'Tankers',
            vesselIds: [aurora, fjord],
            vessels: [
              { id: aurora, name: 'Aurora' },
              { id: fjord, name: 'Fjord' },
            ],
          },
        ],
      }),
      'GET /LongTrends/Find': ({ url }) => ({
        body: url.searchParams.get('vesselId') === aurora ? [ta] : [tf],
      }),
      'GET /LongTrendPeriods/Find': () => ({ body: [] }),
      'GET /LongTrendPeriods/Statistics': () => ({ body: [row(tf, 'Fjord', 3.25), row(ta, 'Aurora', null)] }),
      'GET /Consequences/FindLatest': () => ({ body: { consequences: [], notice: null } }),
    });
    renderWithRouter(<CompareDetails groupId={testId('group')} />);
    const section = await screen.findByRole('region', { name: 'Speed' });
    const names = async () =>
      (await within(section).findAllByRole('row'))
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    await waitFor(async () => expect(await names()).toEqual(['Aurora', 'Fjord']));
    const fjordRow = within(section).getAllByRole('row')[2]!;
    expect(
      within(fjordRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Fjord', '13. May, 2026', '3.25%', '-1.00%', '-2.50%', '–']);
    const auroraRow = within(section).getAllByRole('row')[1]!;
    expect(within(auroraRow).getAllByRole('cell')[2]!.textContent).toBe(messages.consequenceBenchmarking);
    // Sorting by Change: missing values go last either way.
    fireEvent.click(within(section).getByRole('button', { name: /Change/ }));
    expect(await names()).toEqual(['Fjord', 'Aurora']);
    expect(screen.getByText('Details')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: messages.showLastTrendPeriodOnly }));
    expect(screen.getByRole('button', { name: messages.showAllTrendPeriods })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: messages.showRealY }));
    expect(screen.getByRole('button', { name: messages.showRelativeY })).toBeDefined();
  });
});
