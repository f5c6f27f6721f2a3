// The whole voyage flow of 002 §4 online, through the screens and the spec's labels: a departure
// with voyage name and port, an Arrival with port and cargo, an End of voyage, each event
// confirmed ('Confirm event info'), the voyage information confirmed ('Proceed with distance &
// fuel'), distance and flow meter fuel consumption entered, and the voyage data confirmed
// ('Confirm fuel & distance'). The server's own rules then hold the confirmed voyage.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login, monthsBack, vesselsOfTheirOwn } from './support/demo.ts';
import { expectAllSent } from './support/offline.ts';
import { addEvent } from './support/voyage.ts';

test.describe.configure({ timeout: 600_000 });

const unsetDate = '0001-01-01T00:00:00.000Z';

async function choosePort(slot: Locator, text: string, code: string): Promise<void> {
  await slot.getByRole('textbox', { name: 'Port name' }).fill(text);
  await slot
    .getByRole('button', { name: new RegExp(`${code}$`) })
    .first()
    .click();
  await expect(slot.getByText(code)).toBeVisible();
}

async function confirmEventInfo(slot: Locator): Promise<void> {
  await slot.getByRole('button', { name: 'Confirm event info' }).click();
  await expect(slot.getByRole('button', { name: 'Unconfirm event info' })).toBeVisible();
}

async function enterDistanceAndFuel(page: Page, slot: Locator, distanceNm: string, tonnes: string) {
  await slot.getByRole('tab', { name: 'Distance', exact: true }).click();
  await slot.getByRole('textbox', { name: 'Manual GPS distance correction (nm)' }).fill(distanceNm);
  await slot.getByRole('button', { name: 'Save distance' }).click();
  await expect(slot.getByRole('button', { name: 'Save distance' })).toBeDisabled();
  await slot.getByRole('tab', { name: 'Flow meters', exact: true }).click();
  await slot.getByRole('textbox', { name: 'Fuel consumption (MT)' }).fill(tonnes);
  await slot.getByRole('button', { name: 'Add fuel consumption' }).click();
  await expect(slot.getByText(tonnes).first()).toBeVisible();
  await expectAllSent(page);
}

test('EMIS-117 EMIS-118 EMIS-119 EMIS-124 EMIS-129 EMIS-130 a voyage is entered, confirmed event by event, and its information and data confirmed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.super);
  const vessel = (await vesselsOfTheirOwn(request))[0];
  const from = monthsBack(30);
  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel!.id}/${encodeURIComponent(vessel!.name)}/EmissionReport?from=${from}`,
  });
  await expect(page.getByText('No departures in this period.')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'New departure' }).click();
  const departureForm = page.getByRole('form', { name: 'New departure' });
  await departureForm.getByRole('textbox', { name: 'Time' }).fill('08:00');
  await departureForm.getByRole('button', { name: 'Create' }).click();
  const detail = page.getByTestId('voyage-detail');
  const rows = detail.getByTestId('voyage-event-row');
  const slot = page.getByTestId('event-detail-slot');

  // Departure: voyage name and port, then confirmed.
  await rows.nth(0).click();
  await slot.getByRole('textbox', { name: 'Voyage name' }).fill('Rotterdam - Hamburg');
  await slot.getByRole('button', { name: 'Save voyage' }).click();
  await choosePort(slot, 'Rotterdam', 'NLRTM');
  await confirmEventInfo(slot);

  // Arrival: port and the cargo of every cargo unit the vessel carries, then confirmed.
  await addEvent(detail, 'Arrival', '20:00');
  await rows.nth(1).click();
  await choosePort(slot, 'Hamburg', 'DEHAM');
  const cargoInputs = slot.getByRole('textbox', { name: /^Cargo / });
  await expect(cargoInputs.first()).toBeVisible();
  while ((await cargoInputs.count()) > 0) {
    const input = cargoInputs.first();
    const unit = ((await input.getAttribute('aria-label')) ?? '').replace(/^Cargo /, '');
    await input.fill('1000');
    await slot.getByRole('button', { name: `Save ${unit}` }).click();
    await expect(slot.getByRole('textbox', { name: `Cargo ${unit}` })).toBeHidden();
  }
  await confirmEventInfo(slot);

  // End of voyage, confirmed; then the voyage information.
  await addEvent(detail, 'End of voyage', '23:00');
  await rows.nth(2).click();
  await confirmEventInfo(slot);
  await detail.getByRole('button', { name: 'Proceed with distance & fuel' }).click();
  await expect(detail.getByRole('button', { name: 'Confirm fuel & distance' })).toBeVisible({
    timeout: 60_000,
  });

  // Distance and fuel for every event after the departure, then the voyage data.
  await rows.nth(1).click();
  await enterDistanceAndFuel(page, slot, '245.5', '31.250');
  await rows.nth(2).click();
  await enterDistanceAndFuel(page, slot, '2.5', '1.500');
  const confirmData = detail.getByRole('button', { name: 'Confirm fuel & distance' });
  await expect(confirmData).toBeEnabled({ timeout: 60_000 });
  await confirmData.click();
  await expect(detail.getByRole('button', { name: 'Unconfirm fuel & distance' })).toBeVisible({
    timeout: 60_000,
  });
  await expectAllSent(page);

  const response = await request.get(`/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel!.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const events = (
    (await response.json()) as {
      type: string;
      timestamp: string;
      isConfirmed: boolean;
      voyage: { name: string | null; informationConfirmedAt: string; dataConfirmedAt: string } | null;
      port: { loCode: string } | null;
    }[]
  ).filter((event) => event.timestamp.startsWith(from));
  expect(events.map((event) => [event.type, event.isConfirmed, event.port?.loCode ?? null])).toEqual([
    ['Departure', true, 'NLRTM'],
    ['Arrival', true, 'DEHAM'],
    ['EndOfVoyage', true, null],
  ]);
  expect(events[0]!.voyage).toMatchObject({ name: 'Rotterdam - Hamburg' });
  expect(events[0]!.voyage!.informationConfirmedAt).not.toBe(unsetDate);
  expect(events[0]!.voyage!.dataConfirmedAt).not.toBe(unsetDate);

  await expectNoSeriousA11yViolations(page);
});
