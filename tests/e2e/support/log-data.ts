// A vessel of an account with imported log data (the demo fleet is imported while the journeys
// run): the logging history and security-header journeys plot its variables.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Variable = { id: string; displayName: string; unit: string; logDataMaxDate: string | null };

/** A vessel of the user with imported log data, and its variables; null while the import runs. */
export async function vesselWithLogData(
  request: APIRequestContext,
  token: string,
  vessels: { id: string; name: string }[],
) {
  for (const vessel of vessels) {
    const response = await request
      .get(`/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: 20_000,
      })
      .catch(() => null); // the server may be too busy importing to answer in time
    if (response?.status() !== 200) continue;
    // Variables whose samples are stored (their range is known once the import committed).
    const variables = ((await response.json()) as Variable[]).filter(
      (variable) => variable.logDataMaxDate !== null,
    );
    if (variables.length >= 2) return { vessel, variables };
  }
  return null;
}

/** A variable as the variable pickers list it. */
export const optionLabel = (variable: Variable) =>
  variable.unit ? `${variable.displayName} (${variable.unit})` : variable.displayName;

/**
 * Puts a variable into a variable picker of the graph form. The form opens with the user's saved
 * graph settings (another journey may have saved this very variable there), so a variable already
 * shown as a pill is left as it is.
 */
export async function pickVariable(page: Page, picker: string, label: string) {
  const combobox = page.getByRole('combobox', { name: picker });
  const pill = combobox.locator('xpath=..').getByText(label, { exact: true });
  await combobox.click({ timeout: 60_000 });
  const option = page.getByRole('option', { name: label, exact: true });
  await expect(option.or(pill)).toBeVisible();
  if (await option.isVisible()) await option.click();
  await page.keyboard.press('Escape');
  await expect(pill).toBeVisible();
}
