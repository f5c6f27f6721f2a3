// Issue 24 §6: a new vessel's long trends come from a logger CSV alone. The demo Administrator sets
// the vessel up through the API (Northwind, Diagnostics and Fouling on, MCR and shaft speed at MCR,
// a PowerSpeed curve, no data); the demo SuperUser brings in 60 days of hourly rows in the vessel's
// own column names and units, made from that curve with a known speed loss growing from 1 % to 4 %,
// and then reads the speed trend on Long trend and the speed loss on Fouling, checked against the
// loss the rows were made with. It needs none of the demo fleet's data, and its vessel (one more of
// the SuperUser's own, first by name) must not meet the journeys that take the SuperUser's vessels:
// the file runs on a server of its own, with the demo data and no fleet import.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../domain/messages.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { apiToken, demoAccounts, login } from './support/demo.ts';
import { journeysOnOwnServer } from './support/own-server.ts';
import {
  busy,
  chooseLoggerFile,
  chooseTimeZone,
  dryRunAcceptsAll,
  importLoggerFile,
  mapColumns,
  openLoggerImport,
  saveMapping,
} from './support/logger-import.ts';
import { vesselPageLink } from './support/vessel-pages.ts';

journeysOnOwnServer(14, 'logger-trends');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS = 60;

/** The vessel's engine: MCR and the shaft speed at MCR (the propeller law's point). */
const MCR_KW = 12_000;
const RPM_AT_MCR = 95;
/** Its sea trial, a power law V = a·P^b (kn, kW): a power fit of points on it gives it back exactly. */
const EXPONENT = 0.3125;
const FACTOR = 14.5 / 9_000 ** EXPONENT;
const trialSpeedKn = (powerKw: number) => FACTOR * powerKw ** EXPONENT;

/** The truth the rows are made with: 1 % speed loss at the start, growing 3 points in 60 days. */
const lossAt = (elapsedMs: number) => 1 + (3 * elapsedMs) / (DAYS * DAY);
const TRUE_LOSS_CHANGE_PER_YEAR = (3 / DAYS) * 365;
/** The log's scatter: ±0.1 % of the speed, hour by hour. */
const scatterAt = (hour: number) => 0.1 * Math.sin(hour * 2.399);

const columns = {
  time: 'Timestamp',
  stw: 'Log speed [km/h]',
  sog: 'GPS SOG [kn]',
  power: 'ME shaft power [MW]',
  rpm: 'Prop revs',
} as const;

/** Hourly rows from `startMs` (UTC, written without a zone) in the vessel's own names and units. */
function loggerCsv(startMs: number): string {
  const lines = [Object.values(columns).join(',')];
  for (let hour = 0; hour < DAYS * 24; hour++) {
    const atMs = startMs + hour * HOUR;
    // Steady sailing at about 75 % MCR; the power drifts slowly, a tidal current moves the SOG.
    const powerKw = 9_000 * (1 + 0.05 * Math.sin((2 * Math.PI * hour) / 36));
    const stwKn = trialSpeedKn(powerKw) * (1 - (lossAt(atMs - startMs) + scatterAt(hour)) / 100);
    const sogKn = stwKn + 0.4 * Math.sin((2 * Math.PI * hour) / 12.42);
    const rpm = RPM_AT_MCR * Math.cbrt(powerKw / MCR_KW);
    lines.push(
      [
        new Date(atMs).toISOString().slice(0, 16).replace('T', ' '),
        (stwKn * 1.852).toFixed(3),
        sogKn.toFixed(2),
        (powerKw / 1000).toFixed(4),
        rpm.toFixed(2),
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

type Named = { id: string; name: string };
type SpeedTrend = {
  id: string;
  diagnosticType: { diagnosticTypeName: string } | null;
  basis?: { dailyValueCount: number; blocksKept: number; blocksTotal: number } | null;
};

/** A new Northwind vessel with no data, set up as the plan of issue 24 §6 says; its id and name. */
async function newVesselWithReferences(request: APIRequestContext): Promise<Named> {
  const headers = { Authorization: `Bearer ${await apiToken(request, demoAccounts.admin)}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const send = async <T>(path: string, data: unknown, status = 200): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  };
  const northwind = (await read<Named[]>('/api/v1/Companies')).find((c) => c.name === 'Northwind Shipping')!;
  const features = await read<Named[]>('/api/v1/Features');
  const imoNumber = 9_000_000 + (Date.now() % 999_999);
  const vessel = await send<Named>(
    '/api/v1/VesselAdministrations',
    {
      name: `Logger Trial ${imoNumber}`,
      imoNumber,
      companyId: northwind.id,
      draftMean: 11,
      maxContinuousRating: MCR_KW,
      speedMaxContinuousRating: RPM_AT_MCR,
      numberOfShafts: 1,
    },
    201,
  );
  await send(`/api/v1/VesselAdministrations/${vessel.id}/ActivateVessel`, undefined);
  for (const name of ['Diagnostics', 'Fouling']) {
    const feature = features.find((f) => f.name === name)!;
    await send(`/api/v1/VesselAdministrations/${vessel.id}/ActivateFeature`, { featureId: feature.id });
  }
  await send(
    '/api/v1/Curves',
    {
      vesselId: vessel.id,
      curveMode: 'PowerSpeed',
      curveFit: 'power',
      referenceDraft: null,
      points: [3_000, 4_500, 6_000, 7_500, 9_000, 10_500, 12_000].map((x) => ({ x, y: trialSpeedKn(x) })),
    },
    201,
  );
  return vessel;
}

/** The number a figure shows, e.g. 3.97 of '3.97 %' or -18.25 of '-18.25 %'. */
const numberIn = (text: string) => Number(/[-+−]?\d+(\.\d+)?/.exec(text)?.[0].replace('−', '-'));

test('issue 24 §6 PERF-002 PERF-022 PERF-037 a SuperUser imports a new vessel’s hourly logger CSV in its own names and units; its speed trend and Fouling speed loss follow the loss the rows were made with', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const vessel = await newVesselWithReferences(request);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const startMs = today - (DAYS + 2) * DAY;
  const fileName = 'logger-hourly.csv';

  await login(page, demoAccounts.super, {
    path: `/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/VesselSettings`,
  });
  await openLoggerImport(page, vessel.name);
  const file = await chooseLoggerFile(page, fileName, loggerCsv(startMs));
  await expect(file.getByText('60 minutes')).toBeVisible();
  await chooseTimeZone(page, file, 'UTC');

  // The page reads the vessel's own names and units: the user checks its suggestions...
  for (const [source, variable, unit] of [
    [columns.stw, 'Speed through water', 'km/h'],
    [columns.sog, 'Speed over ground', 'kn'],
    [columns.power, 'Shaft power', 'MW'],
  ] as const) {
    await expect(file.getByRole('checkbox', { name: `Ignore ${source}` })).not.toBeChecked();
    await expect(file.getByLabel(`Log variable of ${source}`)).toHaveValue(variable);
    await expect(file.getByLabel(`Unit of ${source}`)).toHaveValue(unit);
  }
  // ...and maps the column it does not know: the propeller's revolutions are the shaft speed.
  await expect(file.getByRole('checkbox', { name: `Ignore ${columns.rpm}` })).toBeChecked();
  await mapColumns(page, file, [[columns.rpm, 'Shaft speed', 'rpm']]);
  await saveMapping(file, 'Engine room logger');
  await dryRunAcceptsAll(file, DAYS * 24);
  await expectNoSeriousA11yViolations(page);
  await importLoggerFile(page, file, fileName, DAYS * 24 * 4);

  // The import and the recalculation after it run in the background: wait for the speed trend.
  const token = await apiToken(request, demoAccounts.super);
  await expect(async () => {
    const response = await request.get(`/api/v1/LongTrends/Find?vesselId=${vessel.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const answer = `GET /LongTrends/Find answered ${response.status()} ${await response.text()}`;
    const trends = response.ok() ? ((await response.json()) as SpeedTrend[]) : [];
    const speed = trends.find((t) => t.diagnosticType?.diagnosticTypeName === 'Speed');
    expect(speed?.basis?.dailyValueCount, answer).toBe(DAYS);
  }).toPass({ timeout: 300_000, intervals: [3_000] });

  // Long trend: the speed trend with its change per year, made from the hourly data.
  await page.goto(`/Vessel/${vessel.id}/${encodeURIComponent(vessel.name)}/Info`);
  await (await vesselPageLink(page, 'Performance', 'Long trend')).click();
  await expect(page).toHaveTitle(`Long trend | ${vessel.name} | Wakeline`);
  const speedRow = page
    .getByTestId('long-trend-row')
    .filter({ has: page.getByText('Speed', { exact: true }) });
  await expect(speedRow.getByText('Speed', { exact: true })).toBeVisible(busy);
  // Every hour but the first (no hour before it to judge it steady) is kept: a value for each day.
  const hours = DAYS * 24;
  await expect(speedRow.getByTestId('long-trend-basis').first()).toHaveText(
    `${DAYS} daily values from ${(hours - 1).toLocaleString('en-GB')} of ${hours.toLocaleString('en-GB')} sample windows of hourly data.`,
  );
  // Speed deviation change per year: −(3 points in 60 days) × 365 = −18.25 %, within 0.5 points
  // a year (the hourly scatter averages out in each day; the file's rounding is far below it).
  const changeCell = speedRow.getByRole('cell').nth(3);
  await expect(changeCell).toContainText(/[-−]\d+\.\d\d %/, busy);
  const deviationChange = numberIn((await changeCell.textContent()) ?? '');
  expect(
    Math.abs(deviationChange + TRUE_LOSS_CHANGE_PER_YEAR),
    `speed change per year ${deviationChange} %, truth -${TRUE_LOSS_CHANGE_PER_YEAR} %`,
  ).toBeLessThan(0.5);
  // The shaft speed was written on the propeller law through the MCR point: its level is 0 %.
  const rpmRow = page
    .getByTestId('long-trend-row')
    .filter({ has: page.getByText('Shaft speed (rpm)', { exact: true }) });
  const rpmBenchmark = numberIn((await rpmRow.getByRole('cell').nth(4).textContent()) ?? '');
  expect(Math.abs(rpmBenchmark), `shaft speed benchmark ${rpmBenchmark} %`).toBeLessThan(0.1);
  await expectNoSeriousA11yViolations(page);

  // Fouling: the speed loss now (the trendline at the latest day) against the truth on that day.
  await (await vesselPageLink(page, 'Performance', 'Fouling')).click();
  await expect(page).toHaveTitle(`Fouling | ${vessel.name} | Wakeline`);
  const statistics = page.getByRole('region', { name: 'Speed loss statistics' });
  const figure = (label: string) =>
    statistics.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(figure('Speed loss now (trendline)')).toHaveText(/^\d+\.\d\d %$/, busy);
  await expect(statistics.getByTestId('fouling-source')).toHaveText(messages.foulingSourceSensor);
  const lossNow = numberIn((await figure('Speed loss now (trendline)').textContent()) ?? '');
  // The last day of rows, around its noon: 1 + 3 × 59.5 / 60 = 3.975 %, within 0.05 points (the
  // loss grows 0.05 points a day; the scatter averages out).
  const truthNow = lossAt((DAYS - 0.5) * DAY);
  expect(Math.abs(lossNow - truthNow), `speed loss now ${lossNow} %, truth ${truthNow} %`).toBeLessThan(0.05);
  const lossChange = numberIn((await figure('Change per year').textContent()) ?? '');
  expect(
    Math.abs(lossChange - TRUE_LOSS_CHANGE_PER_YEAR),
    `speed loss change per year ${lossChange} %, truth ${TRUE_LOSS_CHANGE_PER_YEAR} %`,
  ).toBeLessThan(0.5);
  await expect(page.getByRole('img', { name: /^Speed loss history\. \d+ daily values up to/ })).toBeVisible(
    busy,
  );
  await expectNoSeriousA11yViolations(page);
});
