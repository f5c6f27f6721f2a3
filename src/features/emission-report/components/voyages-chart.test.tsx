import type * as MantineHooks from '@mantine/hooks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import type { VoyageBar } from '../departure-view.ts';
import { defaultReportWindow } from '../report-window.ts';
import { recordedPlots } from '../../../../tests/support/chart-mocks.ts';
import { VoyagesChart, voyageStateColors } from './voyages-chart.tsx';

const plots = recordedPlots;

// jsdom has no canvas: uPlot is replaced by a recorder, and the draw hook runs on a fake context.
vi.mock('uplot', async () => (await import('../../../../tests/support/chart-mocks.ts')).fakeUplotModule);
vi.mock('@mantine/hooks', async (importOriginal) => ({
  ...(await importOriginal<typeof MantineHooks>()),
  useElementSize: (await import('../../../../tests/support/chart-mocks.ts')).fixedElementSize,
}));

const window = defaultReportWindow(new Date('2026-11-23T12:00:00.000Z'));
const bars: VoyageBar[] = [
  {
    departureId: 'a',
    label: 'North run',
    startMs: Date.parse('2026-09-28T00:00:00.000Z'),
    endMs: Date.parse('2026-10-03T12:00:00.000Z'),
    hasEnded: true,
    state: 'dataConfirmed',
  },
  {
    departureId: 'b',
    label: 'Departure 10. Nov, 2026 08:00',
    startMs: Date.parse('2026-11-10T08:00:00.000Z'),
    endMs: Date.parse('2026-11-23T12:00:00.000Z'),
    hasEnded: false,
    state: 'inProgress',
  },
];

describe('VoyagesChart', () => {
  it('EMIS-027 is a figure named by its caption with a text alternative listing every voyage', () => {
    renderWithProviders(<VoyagesChart bars={bars} window={window} />);
    const figure = screen.getByRole('figure', { name: 'Voyages from 01. Oct, 2026 to 30. Nov, 2026' });
    const items = within(figure)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'North run: 28. Sep, 2026 00:00 to 03. Oct, 2026 12:00, Fuel & distance confirmed',
      'Departure 10. Nov, 2026 08:00: 10. Nov, 2026 08:00 to not ended, In progress',
    ]);
  });

  it('EMIS-027 draws one bar per voyage in its state colour, clipped to the window', () => {
    plots.length = 0;
    renderWithProviders(<VoyagesChart bars={bars} window={window} />);
    const plot = plots.at(-1)!;
    const fills: { style: string; x: number; width: number }[] = [];
    let fillStyle = '';
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      measureText: (text: string) => ({ width: text.length * 6 }),
      fillText: () => undefined,
      set fillStyle(value: string) {
        fillStyle = value;
      },
      get fillStyle() {
        return fillStyle;
      },
      globalAlpha: 1,
      font: '',
      textBaseline: '',
      fillRect: (x: number, _y: number, width: number) => fills.push({ style: fillStyle, x, width }),
    };
    const fromMs = Date.parse(window.fromIso);
    const fakePlot = {
      ctx,
      valToPos: (value: number, scale: string) => (scale === 'x' ? (value - fromMs) / 3.6e6 : value),
    };
    plot.options.hooks.draw[0]!(fakePlot);
    expect(fills.map((fill) => fill.style)).toEqual([
      voyageStateColors.dataConfirmed,
      voyageStateColors.inProgress,
    ]);
    // The first voyage began before the window: its bar starts at the window's start.
    expect(fills[0]!.x).toBe(0);
  });

  it('issue 26 §3 names a bar too short for its name beside it, in dark text, not cut', () => {
    plots.length = 0;
    renderWithProviders(<VoyagesChart bars={bars} window={window} />);
    const texts: { text: string; x: number; style: string }[] = [];
    let fillStyle = '';
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      measureText: (text: string) => ({ width: text.length * 6 }),
      fillText: (text: string, x: number) => texts.push({ text, x, style: fillStyle }),
      set fillStyle(value: string) {
        fillStyle = value;
      },
      get fillStyle() {
        return fillStyle;
      },
      globalAlpha: 1,
      font: '',
      textBaseline: '',
      fillRect: () => undefined,
    };
    const fromMs = Date.parse(window.fromIso);
    // One pixel per hour: the first bar (cut to the window) ends 60 h in, too short for 'North run'.
    const fakePlot = {
      ctx,
      valToPos: (value: number, scale: string) => (scale === 'x' ? (value - fromMs) / 3.6e6 : value),
    };
    plots.at(-1)!.options.hooks.draw[0]!(fakePlot);
    expect(texts[0]).toEqual({ text: 'North run', x: 60 + 4, style: '#212529' });
    // The second bar (10 Nov to 23 Nov, 316 px) holds its whole name, in white.
    expect(texts[1]).toMatchObject({ text: 'Departure 10. Nov, 2026 08:00', style: '#ffffff' });
  });

  it('EMIS-027 says when there is no voyage in the period and draws nothing', () => {
    plots.length = 0;
    renderWithProviders(<VoyagesChart bars={[]} window={window} />);
    expect(screen.getByText('No voyages in this period.')).toBeDefined();
    expect(plots).toHaveLength(0);
  });
});
