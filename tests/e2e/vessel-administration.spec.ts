// Vessel administration journeys (003 §2/§4): an Administrator creates a vessel assigned to a
// company, switches one of its features on, archives it and deletes it; makes a vessel the data
// receiver and sees the data of a package no other vessel claims arrive on it; a SuperUser is kept out.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';
import { sendSimulatedPackage, waitUntilImported } from './support/packages.ts';

test.describe.configure({ timeout: journeyTimeoutMs });

/** A 7-digit IMO number with a right check digit that no demo vessel has (they start at 9). */
function freshImoNumber(): string {
  const first = `1${String(Date.now() % 100_000).padStart(5, '0')}`;
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (7 - index), 0);
  return `${first}${sum % 10}`;
}

async function openVesselAdministration(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage Vessels' }).click();
  await expect(page).toHaveURL(/\/VesselAdministration/);
  await expect(page).toHaveTitle('Vessel administration | Wakeline');
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-040 ADMIN-048 ADMIN-050 ADMIN-055 ADMIN-059 an Administrator creates, assigns, switches, archives and deletes a vessel', async ({
  page,
}) => {
  const name = `E2E Gull ${Date.now().toString(36).slice(-5)}`;
  const imoNumber = freshImoNumber();
  await login(page, demoAccounts.admin);
  await openVesselAdministration(page);
  await openTab(page, 'Assigned vessels');
  await expect(page.getByRole('table', { name: 'Assigned vessels', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);

  // Add vessel: the particulars and a company; Create waits for the IMO check of that company.
  await openTab(page, 'Add vessel');
  const form = page.getByRole('form', { name: 'Add vessel' });
  await form.getByRole('textbox', { name: /^Vessel Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^IMO Number/ }).fill(imoNumber);
  await form.getByRole('textbox', { name: /^Draft/ }).fill('11.2');
  await form.getByRole('textbox', { name: /^Power MCR/ }).fill('9800');
  await form.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Northwind Shipping' }).click();
  await expect(form.getByText(/is not its check digit/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const create = form.getByRole('button', { name: 'Create' });
  await expect(create).toBeEnabled();
  await create.click();

  // ADMIN-055: with a company the assigned list opens, and the vessel is in it.
  await expect(page).toHaveURL(/tab=Assigned/);
  const assigned = page.getByRole('table', { name: 'Assigned vessels', exact: true });
  const row = assigned.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`IMO ${imoNumber}`);
  await expect(row).toContainText('Northwind Shipping');

  // A second vessel with this IMO number in the same company cannot be created (ADMIN-056).
  await openTab(page, 'Add vessel');
  await form.getByRole('textbox', { name: /^IMO Number/ }).fill(imoNumber);
  await form.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Northwind Shipping' }).click();
  await expect(form.getByText('A vessel with this IMO number exists in this company')).toBeVisible();
  await expect(create).toBeDisabled();

  // ADMIN-059: a feature switched on stays on after a reload.
  await openTab(page, 'Assigned vessels');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/tab=Edit&vesselId=/);
  await expect(page.getByRole('tab', { name: 'Edit vessel', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeVisible();
  const features = page.getByRole('region', { name: 'Features' });
  const charterParty = features.getByRole('switch', { name: 'Charter party' });
  await expect(charterParty).not.toBeChecked();
  await charterParty.click({ force: true });
  await expect(charterParty).toBeChecked();
  await expect(charterParty).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('form', { name: `Edit ${name}` })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Features' }).getByRole('switch', { name: 'Charter party' }),
  ).toBeChecked();

  // ADMIN-050: Archive keeps the assigned list, without the vessel; it is among the archived ones.
  await openTab(page, 'Assigned vessels');
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect(page).toHaveURL(/tab=Assigned/);
  await expect(
    page
      .getByRole('table', { name: 'Assigned vessels', exact: true })
      .getByRole('row')
      .filter({ hasText: name }),
  ).toHaveCount(0);
  await openTab(page, 'Archived vessels');
  const archivedRow = page
    .getByRole('table', { name: 'Archived vessels', exact: true })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(archivedRow).toBeVisible();
  await expect(archivedRow.getByRole('button')).toHaveText(['Reactivate', 'Delete']);

  // ADMIN-048: Delete asks first, then the vessel is gone.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete vessel' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Archived vessels', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('table', { name: 'Archived vessels', exact: true })
      .or(page.getByText('No archived vessels')),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('ADMIN-119 a package of an unknown IMO number waits as unassigned data until an Administrator assigns it to the new data receiver, which then shows its data', async ({
  page,
  request,
}) => {
  // The package may wait behind the demo fleet's imports.
  test.setTimeout(480_000);
  const name = `E2E Receiver ${Date.now().toString(36).slice(-5)}`;
  await login(page, demoAccounts.admin);
  await openVesselAdministration(page);
  await openTab(page, 'Add vessel');
  const form = page.getByRole('form', { name: 'Add vessel' });
  await form.getByRole('textbox', { name: /^Vessel Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^IMO Number/ }).fill(freshImoNumber());
  await form.getByRole('textbox', { name: /^Draft/ }).fill('10.5');
  await form.getByRole('textbox', { name: /^Power MCR/ }).fill('8200');
  await form.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Northwind Shipping' }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/tab=Assigned/);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const receiver = page.getByRole('region', { name: 'Current data receiver' });
  await receiver.getByRole('button', { name: 'Make this vessel the data receiver' }).click();
  await expect(receiver.getByRole('button', { name: 'Stop receiving' })).toBeVisible();
  await expect(receiver).toContainText(name);
  const vesselId = new URL(page.url()).searchParams.get('vesselId');
  expect(vesselId).toBeTruthy();

  // A logger whose IMO number no vessel has sends a day of data: it waits as unassigned data
  // (ADR 0087) until an Administrator assigns it, here to the receiver.
  const token = await apiToken(request, demoAccounts.admin);
  try {
    const headers = { Authorization: `Bearer ${token}` };
    const sentPath = await sendSimulatedPackage(request, token, {
      imo: '1000001',
      fromMs: Date.UTC(2026, 9, 1),
      days: 1,
    });
    await expect
      .poll(
        async () => {
          const listed = await request.get('/api/v1/UnassignedData', { headers });
          const entries = (await listed.json()) as { importPath: string }[];
          return entries.some((entry) => entry.importPath === sentPath);
        },
        { timeout: 360_000, intervals: [1_000] },
      )
      .toBe(true);
    const assigned = await request.post('/api/v1/UnassignedData/Assign', {
      headers,
      data: { importPath: sentPath, vesselId, confirmImoMismatch: true },
    });
    expect(assigned.status()).toBe(202);
    const { importPath } = (await assigned.json()) as { importPath: string };
    await waitUntilImported(request, token, importPath, 360_000);
    await page.goto(`/Vessel/${vesselId}/${encodeURIComponent(name)}`);
    const received = page.getByRole('region', { name: 'Data received' });
    await expect(received.getByText('Latest export', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);
  } finally {
    // The journey's vessel goes again: later journeys pick the first vessel of Northwind's SuperUser.
    const headers = { Authorization: `Bearer ${token}` };
    await request.post(`/api/v1/VesselAdministrations/${vesselId}/ArchiveVessel`, { headers });
    const deleted = await request.delete(`/api/v1/VesselAdministrations/${vesselId}`, { headers });
    expect(deleted.status()).toBe(204);
  }
});

test('ADMIN-040 a SuperUser opening /VesselAdministration is sent to the start page', async ({ page }) => {
  await login(page, demoAccounts.super, { path: '/VesselAdministration' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Assigned vessels', exact: true })).toHaveCount(0);
});
