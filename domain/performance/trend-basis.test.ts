import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { sampleWindowWords, trendBasisLines, trendWasMade } from './trend-basis.ts';

const basis = {
  blocksKept: 1234,
  blocksTotal: 5678,
  dailyValueCount: 96,
  sampleWindowMinutes: 30,
  firstRefusalReason: messages.blocksRefusedNotUnderWay,
  plausibilityReason: null,
};

describe('what a long trend was made from, in words', () => {
  it('PERF-002 a trend with blocks kept says how many of how many, of which data, and why the rest were refused', () => {
    expect(trendWasMade(basis)).toBe(true);
    expect(trendBasisLines(basis)).toEqual([
      '96 daily values from 1,234 of 5,678 sample windows of 30-minute data.',
      `Most sample windows were refused because: ${messages.blocksRefusedNotUnderWay}`,
    ]);
  });

  it('PERF-002 no daily value means no trend, with the reason; a plausibility finding is said', () => {
    const none = { ...basis, blocksKept: 0, dailyValueCount: 0 };
    expect(trendWasMade(none)).toBe(false);
    expect(trendBasisLines(none)[0]).toBe(
      'None of the 5,678 sample windows read passed the steady-state test.',
    );
    // Blocks kept but too few on any day for a daily value: not made either.
    expect(trendWasMade({ ...basis, dailyValueCount: 0 })).toBe(false);
    const implausible = { ...basis, plausibilityReason: 'The shaft speed at MCR is 15 rpm.' };
    expect(trendBasisLines(implausible)).toContain('The shaft speed at MCR is 15 rpm.');
  });

  it('before any computation or data the words say so, and every window is named', () => {
    expect(trendBasisLines(null)).toEqual([messages.trendBasisNotComputed]);
    expect(trendBasisLines({ ...basis, blocksKept: 0, blocksTotal: 0 })).toEqual([messages.trendBasisNoData]);
    expect([15, 60, 1440, null].map(sampleWindowWords)).toEqual([
      '15-minute data',
      'hourly data',
      'daily data',
      'data',
    ]);
  });

  it('PERF-002 a trend from noon reports says so and counts reports; a sensor trend of a vessel with reports says they were not used', () => {
    const fromReports = {
      ...basis,
      source: 'noonReports' as const,
      blocksKept: 41,
      blocksTotal: 60,
      dailyValueCount: 41,
    };
    expect(trendBasisLines(fromReports)).toEqual([
      messages.trendSourceNoonReports,
      '41 daily values from 41 of 60 noon reports.',
      `Most noon reports were left out because: ${messages.blocksRefusedNotUnderWay}`,
    ]);
    expect(trendBasisLines({ ...fromReports, blocksKept: 0 })[1]).toBe(
      'None of the 60 noon reports passed the filters for daily values.',
    );
    expect(trendBasisLines({ ...basis, source: 'sensor', noonReportCount: 12 })).toContain(
      'Made from the vessel’s logged sensor data; its 12 noon reports are not used while it has sensor data.',
    );
    expect(trendBasisLines({ ...basis, source: 'sensor', noonReportCount: 0 }).join(' ')).not.toMatch(/noon/);
  });
});
