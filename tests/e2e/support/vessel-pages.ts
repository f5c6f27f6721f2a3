// The vessel page navigation on a wide screen (issue 26 §5): the pages come in three groups and a
// group's links show once its button is pressed.
import type { Locator, Page } from '@playwright/test';

export type VesselPageGroup = 'Vessel' | 'Performance' | 'Emissions';

/** The link to the vessel page `name`, its group shown first. */
export async function vesselPageLink(page: Page, group: VesselPageGroup, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Vessel pages' });
  const button = nav
    .getByRole('group', { name: 'Groups of vessel pages' })
    .getByRole('button', { name: group });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  return nav.getByRole('group', { name: group }).getByRole('link', { name, exact: true });
}
