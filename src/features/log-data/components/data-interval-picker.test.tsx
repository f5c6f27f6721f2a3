import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DataInterval } from '../../../../domain/log-data/data-interval.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { dataIntervalOptions, nextAllowedInterval } from '../data-interval.ts';
import { DataIntervalPicker } from './data-interval-picker.tsx';

const day = 24 * 60;
const minuteMs = 60_000;

function Harness({ initialSpan, sampleWindowsMs }: { initialSpan: number; sampleWindowsMs: number[] }) {
  const [span, setSpan] = useState(initialSpan);
  const [value, setValue] = useState<DataInterval>('Raw');
  const options = dataIntervalOptions(span, sampleWindowsMs);
  const shown = nextAllowedInterval(value, options);
  return (
    <>
      <DataIntervalPicker value={shown} options={options} onChange={setValue} />
      <button type="button" onClick={() => setSpan(span * 10)}>
        Longer
      </button>
    </>
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('DataIntervalPicker', () => {
  it('PERF-055 offers Auto, Day, Hour, Quarter, Minute and Raw', () => {
    renderWithProviders(<Harness initialSpan={60} sampleWindowsMs={[]} />);
    for (const name of ['Auto', 'Day', 'Hour', 'Quarter', 'Minute', 'Raw']) {
      expect(radio(new RegExp(`^${name}`))).toBeDefined();
    }
  });

  it('PERF-128 PERF-199 disables intervals whose size limit the span exceeds, with "(Not possible to plot due to the data size)"', () => {
    renderWithProviders(<Harness initialSpan={3 * day} sampleWindowsMs={[]} />);
    expect(radio(/^Raw/).disabled).toBe(true);
    expect(radio(/^Minute/).disabled).toBe(true);
    expect(radio(/^Quarter/).disabled).toBe(false);
    expect(
      screen.getByRole('radio', { name: 'Raw (Not possible to plot due to the data size)' }),
    ).toBeDefined();
    expect(
      screen.getByRole('radio', { name: 'Minute (Not possible to plot due to the data size)' }),
    ).toBeDefined();
  });

  it('PERF-129 disables intervals that are not a multiple of a sample window, with "(Not possible due to sample window of variables)"', () => {
    renderWithProviders(<Harness initialSpan={60} sampleWindowsMs={[15 * minuteMs]} />);
    expect(
      screen.getByRole('radio', { name: 'Minute (Not possible due to sample window of variables)' }),
    ).toBeDefined();
    expect(radio(/^Quarter/).disabled).toBe(false);
    expect(radio(/^Hour/).disabled).toBe(false);
  });

  it('PERF-110 moves a disallowed choice on through Raw, Minute, Quarter, Hour, Day to the next allowed one', () => {
    renderWithProviders(<Harness initialSpan={day} sampleWindowsMs={[]} />);
    expect(radio(/^Raw/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Longer' }));
    // 10 days: Raw and Minute are too large, Quarter (14 days) is the next allowed one.
    expect(radio(/^Quarter/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Longer' }));
    // 100 days: Hour (90 days) is too large as well, Day has no limit.
    expect(radio(/^Day/).checked).toBe(true);
  });
});
