// Feature mapping (000 §2, 001 §2) on the demo fleet: a vessel with long trends shows what each
// module reads of its data and that the SFOC trend reads the main engine's fuel.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { vesselWithLongTrends } from './support/long-trends.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

test('SHELL-023 PERF-017 SHELL-178 the Feature mapping page: the inputs of each module and what it computes', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const token = await apiToken(request, demoAccounts.super);
  const { vessel, trends } = await vesselWithLongTrends(request, token);
  expect(trends.map((t) => t.description)).toContain('Specific fuel oil consumption (SFOC)');

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Info`,
  });
  await (await vesselPageLink(page, 'Performance', 'Feature mapping')).click();
  await expect(page).toHaveTitle(`Feature mapping | ${vessel.name} | Wakeline`);
  const diagnostics = page.getByRole('region', { name: 'Diagnostics and long trends' });
  await expect(diagnostics.getByText('Activated')).toBeVisible();
  await expect(diagnostics.getByRole('list', { name: /What Diagnostics/ })).toContainText(
    'Specific fuel oil consumption (SFOC): computed from the inputs below',
  );
  const fuel = diagnostics.getByRole('row', { name: /Main engine fuel mass flow/ });
  await expect(fuel).toContainText('Fuel mass flow (Main engine)');
  await expect(fuel).toContainText('Mapped');
  await expect(page.getByRole('region', { name: 'Vessel map' })).toContainText(
    'Position and track: computed from the inputs below',
  );
  await expectNoSeriousA11yViolations(page);
});
