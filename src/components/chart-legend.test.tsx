import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/messages.ts';
import { ChartLegend, FullRangeSwitch, legendEntries } from './chart-legend.tsx';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('ChartLegend', () => {
  it('PERF-213 one entry per label with a colour key drawn like its series (stroke, dash, points)', () => {
    wrap(
      <ChartLegend
        entries={[
          { label: 'Daily speed loss (%)', colour: '#495057', kind: 'points' },
          { label: 'Trendline (%)', colour: '#1c7ed6' },
          { label: 'Trendline (%)', colour: '#1c7ed6' },
          { label: '', colour: '#000' },
          { label: 'Benchmark', colour: '#2f9e44', dash: [6, 4], value: '1.00' },
        ]}
      />,
    );
    const legend = screen.getByRole('list', { name: messages.chartLegend });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Daily speed loss (%)',
      'Trendline (%)',
      'Benchmark: 1.00',
    ]);
    const swatches = within(legend).getAllByTestId('legend-swatch');
    expect(swatches[0]!.querySelector('circle')?.getAttribute('fill')).toBe('#495057');
    expect(swatches[1]!.querySelector('line')?.getAttribute('stroke')).toBe('#1c7ed6');
    expect(swatches[2]!.querySelector('line')?.getAttribute('stroke-dasharray')).toBe('6 4');
  });

  it('PERF-213 a filled area (a timeline bar) is keyed by a filled box of its colour', () => {
    wrap(<ChartLegend entries={[{ label: 'Outage', colour: '#c92a2a', kind: 'bar' }]} />);
    const swatch = screen.getByTestId('legend-swatch');
    expect(swatch.querySelector('rect')?.getAttribute('fill')).toBe('#c92a2a');
    expect(swatch.querySelector('line')).toBeNull();
  });

  it('legendEntries keeps each labelled entry once', () => {
    expect(
      legendEntries([
        { label: 'a', colour: 'x' },
        { label: 'a', colour: 'y' },
        { label: '', colour: 'z' },
      ]),
    ).toEqual([{ label: 'a', colour: 'x' }]);
  });
});

describe('FullRangeSwitch', () => {
  it('reports the switch', () => {
    const onChange = vi.fn();
    wrap(<FullRangeSwitch checked={false} onChange={onChange} chartTitle="Speed loss history" />);
    fireEvent.click(screen.getByRole('switch', { name: `${messages.showFullRange} of Speed loss history` }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
