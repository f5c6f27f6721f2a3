// The calculation worker in Chromium: the built app loads workers/calc-probe.ts, which exposes
// window.wakelineCalc; every call goes through calc-client → Comlink → calc.worker (a real Worker).
// Depends only on the public /login page.
import { expect, test } from '@playwright/test';
import type { WakelineCalcProbe } from '../../workers/calc-probe.ts';

type ProbeWindow = Window & { wakelineCalc?: WakelineCalcProbe };

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(() => (window as ProbeWindow).wakelineCalc !== undefined);
});

test('the calculations run in a real Web Worker', async ({ page }) => {
  expect(await page.evaluate(() => (window as ProbeWindow).wakelineCalc!.mode())).toBe('worker');
});

test('a power regression in the worker recovers y = 0.8·x^3.1 and returns a 100-point curve', async ({
  page,
}) => {
  const fit = await page.evaluate(() => {
    const xs = Array.from({ length: 5_000 }, (_, i) => 5 + (15 * i) / 5_000);
    const ys = xs.map((x) => 0.8 * x ** 3.1);
    return (window as ProbeWindow).wakelineCalc!.fitRegression('power', xs, ys, { precision: 3 });
  });
  expect(fit.coefficients[0]).toBeCloseTo(0.8, 10);
  expect(fit.coefficients[1]).toBeCloseTo(3.1, 10);
  expect(fit.r2).toBeCloseTo(1, 12);
  expect(fit.equation).toBe('y = 0.8x^3.1');
  expect(fit.curveLength).toBe(100);
  expect(fit.predictions[0]).toBeCloseTo(0.8 * 5 ** 3.1, 8);
});

test('LTTB of 100,000 points in the worker keeps the ends and a planted spike', async ({ page }) => {
  const result = await page.evaluate(() => {
    const n = 100_000;
    const xs = Array.from({ length: n }, (_, i) => 1.7e12 + i * 60_000);
    const ys = xs.map((_, i) => Math.sin(i / 500));
    ys[54_321] = 40;
    return (window as ProbeWindow).wakelineCalc!.lttb(xs, ys, 1_000);
  });
  expect(result.indexes).toHaveLength(1_000);
  expect(result.indexes[0]).toBe(0);
  expect(result.indexes[999]).toBe(99_999);
  expect(result.indexes).toContain(54_321);
  expect(result.ys).toContain(40);
  for (let k = 1; k < result.indexes.length; k++)
    expect(result.indexes[k]!).toBeGreaterThan(result.indexes[k - 1]!);
});

test("Chauvenet's criterion and track splitting in the worker", async ({ page }) => {
  const [outliers, split] = await page.evaluate(() =>
    Promise.all([
      (window as ProbeWindow).wakelineCalc!.chauvenetOutliers([46, 48, 44, 38, 45, 47, 58, 44, 45, 43]),
      (window as ProbeWindow).wakelineCalc!.splitTrack([10, 20], [170, -170]),
    ]),
  );
  expect(outliers).toEqual([6]);
  expect(split).toEqual({ lats: [10, 15, 15, 20], lons: [170, 180, -180, -170], partOffsets: [0, 2, 4] });
});
