import { describe, expect, it } from 'vitest';
import { detectSampleWindowMs } from '../performance/steady-state.ts';
import { medianStepMs, sampleWindowMinutes } from './sample-window.ts';

const start = Date.parse('2024-05-02T00:00:00Z');
const minutes = (...m: number[]) => m.map((x) => start + x * 60_000);

describe('the sample window, one home for the import and the trends', () => {
  it('the window is the median step in minutes: gaps and a repeated time do not change it', () => {
    expect(sampleWindowMinutes(minutes(0, 30, 60, 60, 90, 240, 270, 300))).toBe(30);
    expect(sampleWindowMinutes([start, start + 15_000, start + 30_000])).toBe(0.25);
    expect(sampleWindowMinutes([start, start + 86_400_000])).toBe(1440);
    expect(sampleWindowMinutes([start])).toBeNull();
    expect(medianStepMs([])).toBeNull();
  });

  it('PERF-002 the import preview and the steady-state test read the same window from the same times', () => {
    for (const window of [15, 20, 30, 60, 1440]) {
      const times = Array.from({ length: 12 }, (_, i) => start + i * window * 60_000);
      expect(detectSampleWindowMs(times)).toBe((sampleWindowMinutes(times) as number) * 60_000);
    }
  });
});
