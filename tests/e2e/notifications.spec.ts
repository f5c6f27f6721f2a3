// Notifications, announcements and help (issue 14 §2-§3; 000 §2-§4): a user makes an alert rule, a
// package past it is imported, exactly one incident opens, shows in the bell and is e-mailed; the
// user acknowledges it. An Administrator writes an announcement that the user reads. Help and the
// version history open. Every dialog and page passes axe.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, journeyTimeoutMs, login } from './support/demo.ts';
import { waitUntilImported } from './support/packages.ts';
import { packageWithShaftPower } from '../support/notification-support.ts';

const busy = { timeout: 60_000 };
const HOUR = 3_600_000;

type VesselRow = { id: string; name: string; imoNumber: number };
type IncidentRow = { id: string; ruleName: string; clearedAt: string | null; conditionDetails: string };

async function json<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { Authorization: `Bearer ${token}` },
    timeout: 30_000,
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function mailsTo(address: string): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = join(String(test.info().project.metadata.dataDir), 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(join(dir, name), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      ),
  );
  return mails.filter((mail) => mail.to === address);
}

test('SHELL-029 SHELL-047 SHELL-076 SHELL-077 SHELL-132 a package past a rule opens one incident, in the bell and by e-mail; the user acknowledges it', async ({
  page,
  request,
}) => {
  test.setTimeout(journeyTimeoutMs * 2);
  const userToken = await apiToken(request, demoAccounts.user);
  const adminToken = await apiToken(request, demoAccounts.admin);
  const vessel = (await json<VesselRow[]>(request, userToken, '/api/v1/Vessels'))[0]!;
  // The demo fleet makes each vessel's variables before its import starts: wait for them.
  await expect
    .poll(
      async () =>
        (
          await json<{ sourceId: string }[]>(
            request,
            userToken,
            `/api/v1/LogVariables?vesselIds=${vessel.id}`,
          )
        ).some((variable) => variable.sourceId === 'ShaftPower'),
      { timeout: 150_000, intervals: [2000] },
    )
    .toBe(true);

  // The new alert form.
  await login(page, demoAccounts.user);
  await page.getByRole('link', { name: 'Notifications', exact: true }).first().click();
  await expect(page).toHaveURL(/\/Notifications$/, busy);
  await page.getByRole('link', { name: 'New alert' }).click();
  await expect(page).toHaveTitle('New alert | Wakeline');
  await page.getByRole('combobox', { name: 'Vessel' }).click();
  await page.getByRole('option', { name: vessel.name, exact: true }).click();
  const ruleName = `Journey power ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(ruleName);
  await page.getByRole('combobox', { name: 'Log variable' }).click();
  await page
    .getByRole('option', { name: /^Shaft power/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: /^Upper limit/ }).fill('50000');
  await page.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Notifications$/, busy);
  await expect(page.getByRole('row').filter({ hasText: ruleName })).toBeVisible(busy);
  await expectNoSeriousA11yViolations(page);

  // The vessel's next package (the demo year ends at midnight today): its shaft power reads
  // 99,999 kW from 10:00 to the package's end, so the alert still holds when the package has been
  // read (the bell lists open alerts only, ADR 0110). A rule evaluates data newer than what it has
  // evaluated, so the package follows the demo year rather than preceding it (ADR 0083).
  const today = new Date();
  const fromMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const dir = await mkdtemp(join(tmpdir(), 'wakeline-e2e-rule-'));
  try {
    const file = await packageWithShaftPower(dir, {
      imo: String(vessel.imoNumber),
      fromMs,
      days: 1,
      spikes: [{ fromMs: fromMs + 10 * HOUR, toMs: fromMs + 24 * HOUR }],
      value: 99_999,
    });
    const response = await request.post('/api/v1/ImportPackages', {
      headers: { Authorization: `Bearer ${adminToken}` },
      multipart: { file: { name: 'package.zip', mimeType: 'application/zip', buffer: await readFile(file) } },
      timeout: 60_000,
    });
    expect(response.status(), await response.text()).toBe(202);
    await waitUntilImported(
      request,
      adminToken,
      ((await response.json()) as { importPath: string }).importPath,
      240_000,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const ours = async () =>
    (await json<IncidentRow[]>(request, userToken, `/api/v1/Incidents?vesselId=${vessel.id}`)).filter(
      (incident) => incident.ruleName === ruleName,
    );
  await expect.poll(async () => (await ours()).length, { timeout: 120_000, intervals: [2000] }).toBe(1);
  const [incident] = await ours();
  expect(incident!.conditionDetails).toBe('Shaft power above 50000 kW: 99999 kW');
  expect(incident!.clearedAt).toBeNull();
  await expect
    .poll(
      async () => (await mailsTo(demoAccounts.user)).filter((mail) => mail.text.includes(ruleName)).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);

  // The bell (polled every 60 s; a reload reads it at once) and the dialog.
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications and announcements, \d+ unread$/ });
  await expect(bell).toBeVisible(busy);
  await expect(bell).not.toHaveAccessibleName('Notifications and announcements, 0 unread', busy);
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications and Announcements' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /^My Notifications \(\d+\)$/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark all as acknowledged' })).toBeVisible();
  const item = dialog
    .getByTestId('notification-item')
    .filter({ hasText: 'Shaft power above 50000 kW: 99999 kW' });
  await expect(item).toHaveCount(1, busy);
  await expect(item).toContainText(vessel.name);
  await expect(item).toContainText('Critical');
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: `Actions for ${ruleName}` }).click();
  await page.getByRole('menuitem', { name: 'Acknowledge' }).click();
  await expect(item).toHaveCount(0, busy);
  expect((await ours())[0]).toMatchObject({ acknowledged: true });
});

test('SHELL-029 a rule is edited through its Edit action; the rules table shows the changed condition', async ({
  page,
  request,
}) => {
  test.setTimeout(journeyTimeoutMs);
  const userToken = await apiToken(request, demoAccounts.user);
  const vessel = (await json<VesselRow[]>(request, userToken, '/api/v1/Vessels'))[0]!;
  let shaftPower: { id: string; sourceId: string } | undefined;
  await expect
    .poll(
      async () => {
        shaftPower = (
          await json<{ id: string; sourceId: string }[]>(
            request,
            userToken,
            `/api/v1/LogVariables?vesselIds=${vessel.id}`,
          )
        ).find((variable) => variable.sourceId === 'ShaftPower');
        return shaftPower !== undefined;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .toBe(true);
  const ruleName = `Journey edit ${Date.now()}`;
  const created = await request.post('/api/v1/NotificationRules', {
    headers: { Authorization: `Bearer ${userToken}` },
    data: {
      vesselId: vessel.id,
      name: ruleName,
      logVariableId: shaftPower!.id,
      conditionType: 'Above',
      upperLimit: 50_000,
      severity: 'Warning',
      recipientIds: [],
    },
    timeout: 30_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const ruleId = ((await created.json()) as { id: string }).id;

  await login(page, demoAccounts.user, { path: '/Notifications' });
  const row = page.getByRole('row').filter({ hasText: ruleName });
  await expect(row).toContainText('Shaft power above 50000 kW', busy);
  await row.getByRole('link', { name: `Edit ${ruleName}` }).click();
  await expect(page).toHaveTitle('Edit alert | Wakeline', busy);
  await expect(page).toHaveURL(new RegExp(`/Notifications/${ruleId}/Edit$`));
  const upper = page.getByRole('textbox', { name: /^Upper limit/ });
  await expect(upper).toHaveValue('50000', busy);
  await expect(page.getByRole('combobox', { name: 'Vessel' })).toBeDisabled();
  await upper.fill('65000');
  await page.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/Notifications$/, busy);
  await expect(page.getByText(`Alert rule '${ruleName}' saved.`)).toBeVisible(busy);
  await expect(row).toContainText('Shaft power above 65000 kW', busy);
  await expect(row).toContainText('Critical');

  // Cancel leaves the rule as it is.
  await row.getByRole('link', { name: `Edit ${ruleName}` }).click();
  await expect(upper).toHaveValue('65000', busy);
  await upper.fill('1');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Shaft power above 65000 kW', busy);
  // The delete names the version it is based on (If-Match, ADR 0092): the rule as saved now.
  const saved = await request.get(`/api/v1/NotificationRules/${ruleId}`, {
    headers: { Authorization: `Bearer ${userToken}` },
  });
  const deleted = await request.delete(`/api/v1/NotificationRules/${ruleId}`, {
    headers: { Authorization: `Bearer ${userToken}`, 'If-Match': saved.headers()['etag'] ?? '' },
  });
  expect(deleted.status()).toBe(204);
});

test('SHELL-079 SHELL-080 SHELL-082 ADMIN-102 an Administrator announces; the user reads it and finds it archived', async ({
  page,
  browser,
}) => {
  test.setTimeout(journeyTimeoutMs);
  const title = `Journey announcement ${Date.now()}`;
  await login(page, demoAccounts.admin);
  await page.getByRole('link', { name: 'Announcement', exact: true }).click();
  await expect(page).toHaveTitle('Announcement | Wakeline', busy);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Announcement' })
    .fill('Dry dock planning moved to the new calendar.');
  await page.getByRole('button', { name: 'Add announcement' }).click();
  const row = page.getByTestId('announcement-row').filter({ hasText: title });
  await expect(row).toBeVisible(busy);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: 'Send e-mail to online users' }).click();
  await expect(page.getByText(/E-mail sent to \d+ online users?\./)).toBeVisible(busy);

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await login(userPage, demoAccounts.user);
  await userPage.getByRole('button', { name: /^Notifications and announcements/ }).click();
  const dialog = userPage.getByRole('dialog', { name: 'Notifications and Announcements' });
  await dialog.getByRole('tab', { name: 'Announcements' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await dialog.getByRole('button', { name: `Mark read: ${title}` }).click();
  await expect(dialog.getByRole('button', { name: `Mark read: ${title}` })).toHaveCount(0, busy);
  await dialog.getByRole('tab', { name: 'Archived' }).click();
  await expect(dialog.getByTestId('announcement-item').filter({ hasText: title })).toBeVisible(busy);
  await expectNoSeriousA11yViolations(userPage);
  await userContext.close();

  // The Administrator deletes it after a confirmation.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete announcement' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0, busy);
});

test('SHELL-022 SHELL-033 SHELL-064 Help opens on the version history; each category has its text and links to the calculation notes', async ({
  page,
}) => {
  test.setTimeout(journeyTimeoutMs);
  await login(page, demoAccounts.user);
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/Help\/VersionHistory$/, busy);
  await expect(page.getByRole('heading', { name: /^Version 0\.1\.0/ })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Help categories' });
  for (const label of [
    "What's new?",
    'Getting started',
    'Carbon intensity indicator (CII)',
    'Basic vessel modules',
    'Diagnostics',
    'Fouling',
    'Compare vessels',
    'Charter party',
    'Notifications',
    'Emission report',
    'Frequently asked questions (FAQ)',
  ])
    await expect(categories.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/Help/Diagnostics');
  await expect(page.getByRole('heading', { name: 'Help: Diagnostics' })).toBeVisible(busy);
  await page.getByRole('link', { name: 'notes §6' }).click();
  await expect(page).toHaveURL(/\/Help\/CalculationNotes#section-6$/);
  await expect(page.locator('#section-6')).toContainText('Long trends');
  await expectNoSeriousA11yViolations(page);
});
