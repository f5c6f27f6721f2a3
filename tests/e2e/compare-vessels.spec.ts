// Vessel groups (003 §2) feeding Compare vessels (001 §2) on the demo fleet: a SuperUser makes a
// group, clicks two vessels into it, compares them, and deletes the group again.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { settledBox } from './support/boxes.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { hasDiagnostics, vesselWithLongTrends } from './support/long-trends.ts';

test('ADMIN-065 ADMIN-070 PERF-039 PERF-043 PERF-044 PERF-040 a vessel group is made and its vessels compared', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.super);
  const { vessel, vessels } = await vesselWithLongTrends(request, token);
  const second = vessels.find((v) => v.id !== vessel.id && hasDiagnostics(v))!;

  await login(page, demoAccounts.super);
  await page.getByRole('navigation').getByRole('link', { name: 'Vessel Groups' }).click();
  await expect(page).toHaveTitle('Vessel Groups | Wakeline');
  const form = page.getByRole('form', { name: 'Add new vessel group' });
  await form.getByRole('textbox').fill('Compare me');
  await form.getByRole('textbox').press('Enter');
  await expect(page.getByRole('button', { name: 'Compare me (0)' })).toHaveAttribute('aria-pressed', 'true');
  const available = page.getByRole('region', { name: 'Available vessels' });
  for (const v of [vessel, second])
    await available.getByRole('button', { name: `Put in Compare me: ${v.name}` }).click();
  await expect(page.getByRole('button', { name: 'Compare me (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'comparison of vessels' }).click();
  await expect(page).toHaveTitle('Compare vessels | Wakeline');
  await page.getByRole('button', { name: 'Compare Compare me' }).click();
  const speed = page.getByRole('region', { name: 'Speed' });
  await expect(speed.getByTestId('compare-chart')).toBeVisible({ timeout: 60_000 });
  // A row per vessel whose trends are computed (the second vessel's import may still be running).
  await expect.poll(() => speed.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  await expect(speed.getByRole('link', { name: vessel.name })).toBeVisible();
  // PERF-040: a drag over the speed graph zooms it; Zoom all graphs gives the range to every graph.
  const zoomAll = speed.getByRole('button', { name: /^Zoom all graphs/ });
  await expect(zoomAll).toBeDisabled();
  // The chart is drawn again when the second vessel's trends arrive: the drag is made on the chart
  // that is there once it has settled, and made again if a new drawing took the first one away.
  const canvas = speed.getByTestId('compare-chart').locator('canvas');
  await expect(async () => {
    const box = await settledBox(canvas);
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(zoomAll).toBeEnabled({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await zoomAll.click();
  await expect(page.getByRole('button', { name: /^Reset zoom on/ }).last()).toBeEnabled();
  await page.getByRole('button', { name: 'Show real Y' }).click();
  await expect(page.getByRole('button', { name: 'Show relative Y' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/VesselGroups');
  await page.getByRole('button', { name: 'Delete Compare me' }).click();
  await page
    .getByRole('dialog', { name: 'Delete vessel group?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByRole('button', { name: /^Compare me/ })).toHaveCount(0);
});
