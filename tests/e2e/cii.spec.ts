// The CII page (001 §2, ADR 0063) on the demo fleet: a User opens it from the vessel pages and reads
// the year to date with its forecast, the CII by day over the rating bands, the years and the
// confirmed voyages; the figures of the two years the demo spans add up to the confirmed voyages'
// own sums; the year is picked from the keyboard; offline the figures stay with a notice; a failed
// call says 'Failed to fetch calculations'.
import { expect, test } from '@playwright/test';
import type { CiiDays, CiiYear, CiiYtd } from '../../domain/contracts/cii.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { getJson, type DemoVessel } from './support/long-trends.ts';
import { cutNetwork, restoreNetwork } from './support/offline.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

// This journey needs the service worker (offline or the installed app); the others run without it.
test.use({ serviceWorkers: 'allow' });

type Event = {
  id: string;
  type: string;
  timestamp: string;
  voyage: { dataConfirmedAt: string } | null;
  distanceSailed: {
    manualDistanceByGPS: number | null;
    loggedDistanceByGPS: number | null;
    estimatedDistanceByGPS: number | null;
  } | null;
};
type Consumption = {
  fuelTypeId: string;
  fuelConsumptionInTon: number;
  correctedFuelConsumptionInTon: number | null;
};
const unset = '0001-01-01T00:00:00.000Z';

test('PERF-008 PERF-051 PERF-184 a User reads the CII of a demo vessel, and its figures agree with the confirmed voyages', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(780_000);
  const token = await apiToken(request, demoAccounts.user);
  const vessels = (await getJson<DemoVessel[]>(request, token, '/api/v1/Vessels')) ?? [];
  const year = new Date().getUTCFullYear();
  const cii = <T>(call: string, vesselId: string, y = year) =>
    getJson<T>(request, token, `/api/v1/Cii/${call}?vesselId=${vesselId}&year=${y}`);

  // The demo fleet imports in the background: wait for a vessel with confirmed voyages this year
  // and its logged days imported.
  let vessel: DemoVessel | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of vessels) {
          const ytd = await cii<CiiYtd>('Ytd', candidate.id);
          const days = ytd && ytd.period.voyageCount > 0 ? await cii<CiiDays>('Day', candidate.id) : null;
          if (days && days.days.length > 30) {
            vessel = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 600_000, intervals: [5000] },
    )
    .toBe(true);
  const ship = vessel! as DemoVessel;

  // Acceptance: the demo's year reaches back into last year; the two years' totals hold every
  // confirmed voyage once, as our own sums of its events' distances and fuel entries.
  const events = (await getJson<Event[]>(
    request,
    token,
    `/api/v1/EmissionReportVesselEvents/Find?vesselId=${ship.id}`,
  ))!.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  let distanceNm = 0;
  const fuel: Record<string, number> = {};
  let confirmed = false;
  let arrived = false;
  let voyages = 0;
  for (const event of events) {
    if (event.type === 'Departure') {
      confirmed = event.voyage !== null && event.voyage.dataConfirmedAt !== unset;
      arrived = false;
      if (confirmed) voyages++;
    }
    if (!confirmed) continue;
    // The distance up to the arrival, as the IMO DCS report counts it: a shift at berth after the
    // arrival sails no voyage distance (its fuel still counts).
    const d = event.distanceSailed;
    if (!arrived)
      distanceNm += d?.manualDistanceByGPS ?? d?.loggedDistanceByGPS ?? d?.estimatedDistanceByGPS ?? 0;
    if (event.type === 'Arrival') arrived = true;
    const entries = await getJson<Consumption[]>(
      request,
      token,
      `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${event.id}`,
    );
    for (const entry of entries ?? [])
      fuel[entry.fuelTypeId] =
        (fuel[entry.fuelTypeId] ?? 0) + (entry.correctedFuelConsumptionInTon ?? entry.fuelConsumptionInTon);
  }
  const years = [(await cii<CiiYear>('Year', ship.id, year - 1))!, (await cii<CiiYear>('Year', ship.id))!];
  expect(years.reduce((n, y) => n + y.period.distanceNm, 0)).toBeCloseTo(distanceNm, 3);
  const summed: Record<string, number> = {};
  for (const y of years)
    for (const f of y.period.fuel) summed[f.fuelTypeId] = (summed[f.fuelTypeId] ?? 0) + f.tonnes;
  expect(Object.keys(summed).sort()).toEqual(Object.keys(fuel).sort());
  for (const [id, tonnes] of Object.entries(fuel)) expect(summed[id]).toBeCloseTo(tonnes, 3);
  // A voyage over the new year counts in both years, with its shares adding up to 1.
  const shares = new Map<string, number>();
  for (const y of years)
    for (const v of y.voyages) shares.set(v.departureId, (shares.get(v.departureId) ?? 0) + v.timeShare);
  expect(shares.size).toBe(voyages);
  for (const share of shares.values()) expect(share).toBeCloseTo(1, 9);
  const ytd = (await cii<CiiYtd>('Ytd', ship.id))!;
  expect(ytd.period.cii!.attainedCii).toBeCloseTo(years[1]!.period.cii!.attainedCii, 9);

  await login(page, demoAccounts.user, { path: `/Vessel/${ship.id}/${encodeURIComponent(ship.name)}/Info` });
  await (await vesselPageLink(page, 'Emissions', 'CII')).click();
  await expect(page).toHaveTitle(`CII | ${ship.name} | Wakeline`);
  await expect(page.getByTestId('attained-cii')).toHaveText(ytd.period.cii!.attainedCii.toFixed(3), {
    timeout: 30_000,
  });
  const ytdCard = page.getByRole('region', { name: 'Year to date' });
  await expect(ytdCard.getByLabel(`Rating ${ytd.period.cii!.rating}`)).toBeVisible();
  await expect(page.getByTestId('cii-forecast-method')).toContainText(
    'The rest of the year is assumed to run as',
  );
  await expect(page.getByTestId('cii-chart')).toHaveAttribute(
    'aria-label',
    new RegExp(
      `^Chart of the CII by day in ${year} over the rating bands A to E\\. \\d+ days with a CII of their own`,
    ),
  );
  const yearTable = page.getByRole('table', { name: 'CII by year' });
  await expect(yearTable.getByRole('row', { name: new RegExp(`^${year} `) })).toContainText(
    ytd.period.cii!.rating,
  );
  await expect(
    page.getByRole('table', { name: `Confirmed voyages of ${year}` }).locator('tbody tr'),
  ).toHaveCount(years[1]!.voyages.length);
  await expect(page.getByTestId('cii-requirement-text')).toContainText('reference year 2019');
  await expectNoSeriousA11yViolations(page);

  // The year from the keyboard: last year, which has no forecast.
  const picker = page.getByRole('combobox', { name: 'Year' });
  await picker.focus();
  // The first arrow opens the list on the current year; wait for it before moving, or the second
  // key can land before the list is there.
  await page.keyboard.press('ArrowUp');
  const lastYear = page.getByRole('option', { name: String(year - 1), exact: true });
  await expect(lastYear).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(lastYear).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));
  await expect(page.getByRole('region', { name: `The year ${year - 1}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Year-end forecast' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Offline: the figures read stay, with the notice.
  await cutNetwork(context);
  await expect(page.getByTestId('kept-answers-notice')).toContainText('You are offline');
  await expect(page.getByRole('region', { name: `The year ${year - 1}` })).toBeVisible();
  await restoreNetwork(context);
  await expect(page.getByTestId('kept-answers-notice')).toHaveCount(0);

  // PERF-184: a failed call. A year this journey has not read, so no answer kept on the device
  // (ADR 0108) stands in for it and the page asks the server.
  await page.route('**/api/v1/Cii/Ytd**', (route) =>
    route.fulfill({ status: 500, json: { message: 'An error occurred.', code: 'INTERNAL' } }),
  );
  await page.goto(`/Vessel/${ship.id}/${encodeURIComponent(ship.name)}/Cii?year=${year - 2}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch calculations' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
});
