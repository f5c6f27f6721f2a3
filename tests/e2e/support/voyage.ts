// The voyage screens' entry rows, as the journeys use them through the spec's labels.
import { expect, type Locator } from '@playwright/test';

/** Adds an event to the open voyage with its entry row ('Arrival', 'End of voyage', ...). */
export async function addEvent(detail: Locator, label: string, time: string): Promise<void> {
  await detail.getByRole('group', { name: 'Add event' }).getByRole('button', { name: label }).click();
  const form = detail.getByRole('form', { name: `New ${label}` });
  await form.getByRole('textbox', { name: 'Time' }).fill(time);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
}
