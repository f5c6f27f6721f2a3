// The acceptance journey of issue 5, through the screens and their labels, on a server of its own
// (support/own-server.ts) so that it can be restarted: with the network cut, a crew member enters
// a New departure, an Arrival, a sounding (Fuel tanks → Soundings) and a flow meter fuel
// consumption, reloads the page while still offline (everything is still there, saved on this
// device, and the vessel's Info page opens from the device's copy), the server is restarted, and
// when the network returns every entry reaches the server exactly once and the badge says synced.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { syncTexts } from '../../src/features/sync/sync-texts.ts';
import { apiToken, demoAccounts, login, monthsBack, vesselsOfTheirOwn } from './support/demo.ts';
import { outboxSummary } from './support/offline.ts';
import { journeysOnOwnServer } from './support/own-server.ts';
import { addEvent } from './support/voyage.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

const server = journeysOnOwnServer(12, 'journey');
test.describe.configure({ timeout: 600_000 });

type ServerEvent = { id: string; type: string; timestamp: string };
type Sounding = { id: string; fuelAmountInTon: number | null };
type Consumption = { id: string; fuelConsumptionInTon: number | null };

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` }, timeout: 30_000 });

async function json<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, auth(token));
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test('EMIS-032 EMIS-034 EMIS-062 entries made offline through the screens survive a reload and a server restart and reach the server once', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.super);
  const vessel = (await vesselsOfTheirOwn(request))[1]!;
  const vesselPath = `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}`;
  const from = monthsBack(26);

  await login(page, demoAccounts.super, { path: `${vesselPath}/EmissionReport?from=${from}` });
  await expect(page.getByText('No departures in this period.')).toBeVisible({ timeout: 60_000 });
  // The shell must be installed for the offline reload below.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 90_000,
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New departure' }).click();
  const departureForm = page.getByRole('form', { name: 'New departure' });
  await departureForm.getByRole('textbox', { name: 'Time' }).fill('10:00');
  await departureForm.getByRole('button', { name: 'Create' }).click();
  const detail = page.getByTestId('voyage-detail');
  await addEvent(detail, 'Arrival', '18:30');
  const eventRows = detail.getByTestId('voyage-event-row');
  await expect(eventRows).toHaveCount(2);
  await expect(eventRows.nth(1).getByTestId('record-state')).toHaveText('Saved on this device');

  await eventRows.nth(1).click();
  const eventDetail = page.getByTestId('event-detail-slot');
  await eventDetail.getByRole('tab', { name: 'Fuel tanks' }).click();
  await eventDetail.getByRole('tab', { name: 'Soundings' }).click();
  await eventDetail.getByRole('textbox', { name: 'Fuel amount MT' }).fill('512.5');
  await eventDetail.getByRole('button', { name: 'Add sounding' }).click();
  await expect(eventDetail.getByTestId('soundings')).toContainText('512.5');
  await eventDetail.getByRole('tab', { name: 'Flow meters', exact: true }).click();
  await eventDetail.getByRole('textbox', { name: 'Fuel consumption (MT)' }).fill('12.345');
  await eventDetail.getByRole('button', { name: 'Add fuel consumption' }).click();
  await expect(eventDetail.getByText('12.345').first()).toBeVisible();
  const badge = page.getByRole('banner').getByTestId('sync-badge');
  await expect(badge).toHaveText(syncTexts.offline(4));

  // Still offline: the reload is served by the service worker and the entries come from the device.
  await page.reload();
  await expect(page.getByTestId('departure-row').or(eventRows.first())).toBeVisible({ timeout: 60_000 });
  await expect(badge).toHaveText(syncTexts.offline(4), { timeout: 30_000 });
  // The vessel's particulars and the sidebar's vessel list come from the device's copy.
  await page.goto(`${vesselPath}/Info`);
  await expect(page.getByText('IMO number')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: vessel.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vessels' })).toContainText(vessel.name);
  await expect(badge).toHaveText(syncTexts.offline(4));

  // The office's server goes down and comes back on the same database while the ship is offline.
  await server.kill();
  await server.start();
  await context.setOffline(false);
  await expect(badge).toHaveText(syncTexts.synced, { timeout: 150_000 });
  expect(await outboxSummary(page)).toMatchObject({ unsent: 0, attention: 0, inflight: 0 });

  const events = (
    await json<ServerEvent[]>(request, token, `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`)
  ).filter((event) => event.timestamp.startsWith(from));
  expect(events.map((event) => [event.type, event.timestamp.slice(11, 16)])).toEqual([
    ['Departure', '10:00'],
    ['Arrival', '18:30'],
  ]);
  const tanks = await json<{ id: string }[]>(request, token, `/api/v1/FuelTanks/Find?vesselId=${vessel.id}`);
  const window = `fromDate=${from}-01T00:00:00.000Z&toDate=${from}-28T00:00:00.000Z`;
  const soundings: Sounding[] = [];
  for (const tank of tanks) {
    soundings.push(
      ...(await json<Sounding[]>(
        request,
        token,
        `/api/v1/FuelTankSoundings/Find?fuelTankId=${tank.id}&${window}`,
      )),
    );
  }
  expect(soundings.filter((sounding) => sounding.fuelAmountInTon === 512.5)).toHaveLength(1);
  const arrival = events.find((event) => event.type === 'Arrival')!;
  const consumptions = await json<Consumption[]>(
    request,
    token,
    `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${arrival.id}`,
  );
  expect(consumptions.map((consumption) => consumption.fuelConsumptionInTon)).toEqual([12.345]);
});
