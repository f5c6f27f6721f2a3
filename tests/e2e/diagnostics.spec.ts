// The Diagnostics page (001 §2) on the demo fleet: a chart per computed long trend, the long-trend
// date range in the top bar, the help tooltip, the consequence table, an info event added from the
// keyboard and deleted again, and the Excel download; the data received on the Info page; a fuel
// price set under 'Consequence settings' prices the consequences in money.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, hasDiagnostics, vesselWithLongTrends } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

test('PERF-026 PERF-027 PERF-028 PERF-029 PERF-031 PERF-092 the Diagnostics page of a demo vessel: charts, events, consequences, Excel', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.super);
  const { vessel, trends } = await vesselWithLongTrends(request, token);

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Info`,
  });
  // PERF-092: the Info page says when the vessel's data last came, from its imported package.
  const received = page.getByRole('region', { name: 'Data received' });
  await expect(received.getByText('Latest export', { exact: true })).toBeVisible();
  await expect(received.getByTestId('history-timeline')).toHaveAttribute(
    'aria-label',
    /^Exports per day: \d+ exports? on [1-9]\d* of 30 days$/,
  );
  await expect(received.getByRole('region', { name: 'Exports' }).getByRole('row')).not.toHaveCount(0);
  await expect(received.getByText('Data in the latest export', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // PERF-143: the module's link is there for a vessel with Diagnostics.
  await (await vesselPageLink(page, 'Performance', 'Diagnostics')).click();
  await expect(page).toHaveTitle(`Diagnostics | ${vessel.name} | Wakeline`);
  await expect(page.getByTestId('trend-chart')).toHaveCount(trends.length, { timeout: 60_000 });
  await expect(page.getByTestId('trend-chart').first()).toHaveAttribute('aria-label', /^Chart of Speed\./);
  // The top bar shows the long-trend date range on this page (000 §2).
  await expect(page.getByTestId('trend-data-range')).toHaveText(
    /^\d{2}\. \w{3}, \d{4} – \d{2}\. \w{3}, \d{4}$/,
  );

  // PERF-028: the help tooltip (its text is also the icon's accessible name, for the keyboard).
  await page.getByLabel(/^About Speed:/).hover();
  await expect(page.getByRole('tooltip')).toContainText('daily average of high-frequency data');

  // PERF-030, PERF-031: the consequence table, 50 % by default.
  const consequences = page.getByRole('region', { name: 'Consequences' });
  await expect(consequences.getByLabel('Based on the MCR')).toHaveValue('50%');
  await expect(consequences.getByRole('row')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  // PERF-027: an info event added from the keyboard shows in the list, then goes again.
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByRole('button', { name: 'Add event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add event' });
  await dialog.locator('label', { hasText: 'Info event' }).click();
  await expect(dialog.getByRole('radio', { name: 'Info event' })).toBeChecked();
  await dialog.getByLabel(/Date and time/).fill('2026-03-10T06:00');
  await dialog.getByLabel(/^Name/).fill('Speed log calibrated');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/^Name/).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(events.getByRole('cell', { name: 'Speed log calibrated', exact: true })).toBeVisible();
  await events.getByRole('button', { name: /^Delete Speed log calibrated/ }).click();
  await page.getByRole('dialog', { name: 'Delete event?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(events.getByRole('cell', { name: 'Speed log calibrated', exact: true })).toHaveCount(0);

  // PERF-029: the Excel download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`${vessel.name} long trends.xlsx`);
});

type DemoConsequences = { consequences: { mcrPercent: number; results: { isValid: boolean }[] }[] };

test('PERF-030 PERF-152 a SuperUser sets a fuel price under Consequence settings and the consequences show money', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.super);
  const { vessels } = await vesselWithLongTrends(request, token);
  // A vessel whose current deviation is priced (a benchmarking trend has no consequences); the
  // fleet's trends are computed one vessel after another, so wait for one.
  let priced: { id: string; name: string } | null = null;
  const findPriced = async () => {
    for (const candidate of vessels.filter(hasDiagnostics)) {
      const trends = await getJson<{ id: string }[]>(
        request,
        token,
        `/api/v1/LongTrends/Find?vesselId=${candidate.id}`,
      );
      if (!trends?.length) continue;
      const latest = await getJson<DemoConsequences>(
        request,
        token,
        `/api/v1/Consequences/FindLatest?longTrendIds=${trends.map((t) => t.id).join(',')}`,
      );
      if (latest?.consequences.some((c) => c.mcrPercent === 50 && c.results[0]?.isValid)) return candidate;
    }
    return null;
  };
  await expect
    .poll(async () => (priced = await findPriced()) !== null, {
      message: 'a demo vessel with a priced deviation',
      timeout: 480_000,
      intervals: [5_000],
    })
    .toBe(true);
  const vessel = priced!;

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Diagnostics`,
  });
  const consequences = page.getByRole('region', { name: 'Consequences' });
  await expect(consequences.getByTestId('consequence-settings-summary')).toHaveText(/^Fuel price not set, /, {
    timeout: 60_000,
  });
  await expect(consequences.getByTestId('consequence-summary').first()).not.toContainText('USD');

  await consequences.getByRole('button', { name: 'Consequence settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consequence settings' });
  await dialog.getByLabel(/^Fuel price/).fill('620');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(consequences.getByTestId('consequence-settings-summary')).toHaveText(
    /^Fuel price 620 USD\/t, /,
  );
  await expect(consequences.getByTestId('consequence-summary').first()).toContainText(
    /, -?[\d.]+ USD per day$/,
  );
  await expectNoSeriousA11yViolations(page);

  // The fuel price taken away again: the other journeys see the demo as it was.
  await consequences.getByRole('button', { name: 'Consequence settings' }).click();
  await dialog.getByLabel(/^Fuel price/).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(consequences.getByTestId('consequence-settings-summary')).toHaveText(/^Fuel price not set, /);
});
