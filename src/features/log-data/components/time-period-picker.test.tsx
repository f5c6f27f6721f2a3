import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing.tsx';
import {
  defaultTimePeriodInput,
  resolveTimePeriod,
  type PeriodBounds,
  type TimePeriodInput,
} from '../time-period.ts';
import { TimePeriodPicker } from './time-period-picker.tsx';

const now = Date.parse('2026-11-22T12:00:00Z');
const withVoyage: PeriodBounds = {
  logDataMinDate: '2025-11-22T00:00:00Z',
  logDataMaxDate: '2026-11-22T11:45:00Z',
  lastVoyage: { startDate: '2026-11-10T06:00:00Z', endDate: '2026-11-15T18:30:00Z' },
};

function Harness({
  bounds = withVoyage,
  initial = defaultTimePeriodInput,
}: {
  bounds?: PeriodBounds;
  initial?: TimePeriodInput;
}) {
  const [value, setValue] = useState(initial);
  const { errors } = resolveTimePeriod(value, bounds, now);
  return (
    <>
      <TimePeriodPicker value={value} onChange={setValue} bounds={bounds} errors={errors} />
      <output data-testid="type">{value.type}</output>
    </>
  );
}

describe('TimePeriodPicker', () => {
  it('PERF-058 offers All values, Last voyage with its dates, Recent and From and to dates', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('radio', { name: 'All values' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Last voyage' })).toBeDefined();
    expect(screen.getByText('10. Nov, 2026 06:00 - 15. Nov, 2026 18:30')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Recent' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'From and to dates' })).toBeDefined();
    expect(screen.getByText('22. Nov, 2025 00:00 - 22. Nov, 2026 11:45')).toBeDefined();
  });

  it('PERF-058 disables Last voyage when the vessel has none', () => {
    renderWithProviders(<Harness bounds={{ ...withVoyage, lastVoyage: null }} />);
    expect(screen.getByRole('radio', { name: 'Last voyage' }).hasAttribute('disabled')).toBe(true);
  });

  it('PERF-059 focusing a field selects its option', () => {
    renderWithProviders(<Harness initial={{ ...defaultTimePeriodInput, type: 'AllValues' }} />);
    expect(screen.getByTestId('type').textContent).toBe('AllValues');
    fireEvent.focus(screen.getByLabelText('Hours'));
    expect(screen.getByTestId('type').textContent).toBe('LastPeriod');
    fireEvent.focus(screen.getByLabelText('To time'));
    expect(screen.getByTestId('type').textContent).toBe('SetPeriod');
    expect((screen.getByRole('radio', { name: 'From and to dates' }) as HTMLInputElement).checked).toBe(true);
  });

  it('PERF-121 shows "The input field must be a positive number" for a negative or non-numeric count', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '-2' } });
    expect(screen.getByText('The input field must be a positive number')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '2' } });
    expect(screen.queryByText('The input field must be a positive number')).toBeNull();
  });

  it('PERF-123 shows "The total timespan must be greater than 0" for a period of zero', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '0' } });
    expect(screen.getByText('The total timespan must be greater than 0')).toBeDefined();
  });

  it('PERF-120 shows "Please specify a valid time in the 00:00-23:59 range" for a bad time, at most 5 characters', () => {
    renderWithProviders(
      <Harness
        initial={{
          ...defaultTimePeriodInput,
          type: 'SetPeriod',
          fromDate: '2026-11-01',
          toDate: '2026-11-02',
        }}
      />,
    );
    const fromTime = screen.getByLabelText('From time');
    expect(fromTime.getAttribute('maxlength')).toBe('5');
    fireEvent.change(fromTime, { target: { value: '24:10' } });
    expect(screen.getByText('Please specify a valid time in the 00:00-23:59 range')).toBeDefined();
    fireEvent.change(fromTime, { target: { value: '23:59' } });
    expect(screen.queryByText('Please specify a valid time in the 00:00-23:59 range')).toBeNull();
  });
});
