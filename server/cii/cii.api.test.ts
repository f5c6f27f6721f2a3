// The CII calls (001 §2, §7, §8; PERF-008, PERF-051, PERF-162, PERF-184; ADR 0063) on the demo
// bulk carrier with 80 simulated days of 2026 imported and its voyages from the same simulation:
// Year and Ytd agree with a computation of our own from the voyages as the API gives them, Day
// with the daily means of the raw samples; who may call; missing ship data; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiiDays, CiiYear, CiiYtd } from '../../domain/contracts/cii.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../../domain/contracts/fuel-data.ts';
import type { FuelType } from '../../domain/contracts/reference-lists.ts';
import type { VesselSettings } from '../../domain/contracts/vessel-settings.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { calculateCii } from '../../domain/emissions/cii.ts';
import { startWithCiiVessel, type CiiTestVessel } from './test-cii-vessel.ts';

const DAY_MS = 86_400_000;
const FROM_MS = Date.UTC(2026, 1, 1);
const DAYS = 80;
const unset = '0001-01-01T00:00:00.000Z';
let fixture: CiiTestVessel;
let server: CiiTestVessel['server'];
let vessel: Vessel;

beforeAll(async () => {
  fixture = await startWithCiiVessel(FROM_MS, DAYS);
  ({ server, vessel } = fixture);
}, 300_000);
afterAll(async () => {
  await fixture?.stop();
});

const path = (call: 'Day' | 'Ytd' | 'Year', query: Record<string, string> = {}) =>
  `/api/v1/Cii/${call}?${new URLSearchParams({ vesselId: vessel.id, year: '2026', ...query })}`;

/** Our own sums of the confirmed voyages: distance and fuel per fuel type, from the API's data. */
async function confirmedVoyageSums() {
  const events = (
    await server.as('super')<VesselEvent[]>(
      'GET',
      `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`,
    )
  ).body.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const voyages: { id: string; distanceNm: number; fuel: Record<string, number>; events: VesselEvent[] }[] =
    [];
  for (const event of events) {
    if (event.type === 'Departure') voyages.push({ id: event.id, distanceNm: 0, fuel: {}, events: [event] });
    else voyages.at(-1)?.events.push(event);
  }
  const confirmed = voyages.filter((voyage) => voyage.events[0]!.voyage!.dataConfirmedAt !== unset);
  for (const voyage of confirmed) {
    // The distance up to the arrival, as the IMO DCS report counts it (ADR 0105).
    const arrival = voyage.events.findIndex((event) => event.type === 'Arrival');
    for (const [index, event] of voyage.events.entries()) {
      const d = event.distanceSailed;
      if (arrival === -1 || index <= arrival)
        voyage.distanceNm +=
          d?.manualDistanceByGPS ?? d?.loggedDistanceByGPS ?? d?.estimatedDistanceByGPS ?? 0;
      const entries = await server.as('super')<FlowMeterFuelConsumption[]>(
        'GET',
        `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${event.id}`,
      );
      for (const entry of entries.body) {
        const tonnes = entry.correctedFuelConsumptionInTon ?? entry.fuelConsumptionInTon;
        voyage.fuel[entry.fuelTypeId] = (voyage.fuel[entry.fuelTypeId] ?? 0) + tonnes;
      }
    }
  }
  return { voyages, confirmed };
}

describe('the CII of a year and of the year to date', () => {
  it('PERF-051 PERF-008 the Year figures agree with the sums of the confirmed voyages and calculateCii', async () => {
    const { voyages, confirmed } = await confirmedVoyageSums();
    expect(fixture.voyages).toBe(voyages.length);
    expect(confirmed.length).toBeGreaterThanOrEqual(3);
    const distanceNm = confirmed.reduce((sum, voyage) => sum + voyage.distanceNm, 0);
    const fuelTonnes: Record<string, number> = {};
    for (const voyage of confirmed)
      for (const [id, tonnes] of Object.entries(voyage.fuel)) fuelTonnes[id] = (fuelTonnes[id] ?? 0) + tonnes;
    const fuelTypes = (await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes')).body;
    const customFuelFactors = Object.fromEntries(
      fuelTypes.map((type) => [type.id, type.carbonEmissionFactor]),
    );
    const settings = (await server.as('super')<VesselSettings>('GET', `/api/v1/VesselSettings/${vessel.id}`))
      .body;
    expect(settings).toMatchObject({ vesselTypeId: 'bulk_carrier', deadweight: 81_600 });
    const expected = calculateCii({
      shipType: 'bulk_carrier',
      dwt: settings.deadweight!,
      gt: settings.grossTonnage!,
      year: 2026,
      distanceNm,
      fuelTonnes,
      customFuelFactors,
    });

    const { status, body } = await server.as('user')<CiiYear>('GET', path('Year'));
    expect(status).toBe(200);
    expect(body.period.voyageCount).toBe(confirmed.length);
    expect(body.period.unconfirmedVoyageCount).toBe(voyages.length - confirmed.length);
    expect(body.period.distanceNm).toBeCloseTo(distanceNm, 6);
    expect(body.period.co2Tonnes).toBeCloseTo(expected.co2Tonnes, 6);
    expect(Object.fromEntries(body.period.fuel.map((f) => [f.fuelTypeId, f.tonnes]))).toEqual(
      Object.fromEntries(Object.entries(fuelTonnes).map(([id, t]) => [id, expect.closeTo(t, 6)])),
    );
    expect(body.period.cii).toMatchObject({ rating: expected.rating, capacity: 81_600, capacityUnit: 'DWT' });
    expect(body.period.cii!.attainedCii).toBeCloseTo(expected.attainedCii, 9);
    expect(body.period.cii!.requiredCii).toBeCloseTo(expected.requiredCii, 9);
    expect(body.requirement).toMatchObject({
      shipType: 'bulk_carrier',
      shipTypeName: 'Bulk carrier',
      referenceYear: 2019,
      reductionFactorPercent: 11,
      ruleVersion: expected.ruleVersion,
    });
    expect(body.requirement!.boundaries.upper).toBeCloseTo(expected.boundaries.upper, 9);
    expect(body.fuelTypes.map((type) => type.shortName).sort()).toEqual(['HFO', 'MDO/MGO']);
    // Each voyage lies wholly in 2026; its part is the whole of it.
    expect(body.voyages).toHaveLength(confirmed.length);
    for (const row of body.voyages) {
      const own = confirmed.find((voyage) => voyage.id === row.departureId)!;
      expect(row.timeShare).toBe(1);
      expect(row.distanceNm).toBeCloseTo(own.distanceNm, 6);
      expect(row.fromPort).not.toBeNull();
    }
    expect(body.isComplete).toBe(false);
    expect(body.missingSettings).toEqual([]);
    expect(body.notice).toBeNull();
  });

  it('PERF-051 the year to date covers the confirmed voyages so far; the forecast scales them to the year at the same intensity', async () => {
    const year = (await server.as('user')<CiiYear>('GET', path('Year'))).body;
    const { status, body } = await server.as('user')<CiiYtd>('GET', path('Ytd'));
    expect(status).toBe(200);
    // The clock is past the simulated days: the year to date holds every confirmed voyage.
    expect(body.period).toMatchObject({
      voyageCount: year.period.voyageCount,
      coveredFrom: year.period.coveredFrom,
      coveredTo: year.period.coveredTo,
    });
    expect(body.period.cii!.attainedCii).toBeCloseTo(year.period.cii!.attainedCii, 12);
    const forecast = body.forecast!;
    const coveredDays = (Date.parse(body.period.coveredTo!) - Date.parse(body.period.coveredFrom!)) / DAY_MS;
    expect(forecast.method).toBe('constantIntensity');
    expect(forecast.description).toMatch(/^The rest of the year is assumed to run as/);
    expect(forecast.daysCovered).toBeCloseTo(coveredDays, 9);
    expect(forecast.daysInYear).toBe(365);
    expect(forecast.distanceNm).toBeCloseTo((body.period.distanceNm * 365) / coveredDays, 6);
    expect(forecast.co2Tonnes).toBeCloseTo((body.period.co2Tonnes * 365) / coveredDays, 6);
    expect(forecast.cii!.attainedCii).toBeCloseTo(body.period.cii!.attainedCii, 9);
    expect(forecast.cii!.rating).toBe(body.period.cii!.rating);
    const upper = body.requirement!.boundaries.upper;
    const rest =
      (upper * 81_600 * forecast.distanceNm - body.period.co2Tonnes * 1e6) /
      (81_600 * (forecast.distanceNm - body.period.distanceNm));
    expect(forecast.restOfYearCiiForRatingC).toBeCloseTo(rest, 6);
  });

  it('PERF-051 a year without confirmed voyages has totals of 0, no CII and no forecast', async () => {
    const ytd = await server.as('user')<CiiYtd>('GET', path('Ytd', { year: '2025' }));
    expect(ytd.status).toBe(200);
    expect(ytd.body.period).toMatchObject({ voyageCount: 0, distanceNm: 0, co2Tonnes: 0, cii: null });
    expect(ytd.body.forecast).toBeNull();
    const year = await server.as('user')<CiiYear>('GET', path('Year', { year: '2025' }));
    expect(year.body).toMatchObject({ isComplete: true, voyages: [], fuelTypes: [] });
  });
});

describe('the CII by day', () => {
  it('PERF-051 each day is its raw samples’ mean × 24 h: distance, fuel, CO2 and CII agree', async () => {
    const { engine } = server.pipeline.context;
    const rows = await engine.query<{ source_id: string; day_ms: number; mean: number }>(
      `SELECT lv.source_id, (floor(extract(epoch FROM s.ts) / 86400) * 86400000)::float8 AS day_ms,
              avg(s.value) AS mean
         FROM samples s JOIN log_variables lv ON lv.id = s.log_variable_id
        WHERE s.vessel_id = $1 AND lv.source_id IN ('SOG', 'MEFuelMassFlow', 'AEFuelMassFlow')
        GROUP BY 1, 2`,
      [vessel.id],
    );
    const raw = new Map<string, { sog?: number; fuelKgPerH: number }>();
    for (const row of rows) {
      const date = new Date(Number(row.day_ms)).toISOString().slice(0, 10);
      const day = raw.get(date) ?? { fuelKgPerH: 0 };
      if (row.source_id === 'SOG') day.sog = Number(row.mean);
      else day.fuelKgPerH += Number(row.mean);
      raw.set(date, day);
    }
    const fuelTypes = (await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes')).body;
    const cf = new Map(fuelTypes.map((type) => [type.id, type.carbonEmissionFactor]));

    const { status, body } = await server.as('user')<CiiDays>('GET', path('Day'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ fromDate: '2026-01-01', toDate: '2026-12-31' });
    expect(body.speedVariable).toBe('Speed over ground (GPS)');
    expect(body.fuelVariables.sort()).toEqual([
      'Fuel mass flow (Auxiliary engines)',
      'Fuel mass flow (Main engine)',
    ]);
    expect(body.days).toHaveLength(DAYS);
    expect(body.days.map((d) => d.date)).toEqual([...raw.keys()].sort());
    let co2Sum = 0;
    let distanceSum = 0;
    for (const day of body.days) {
      const own = raw.get(day.date)!;
      expect(day.distanceNm).toBeCloseTo(Math.max(0, own.sog!) * 24, 6);
      const tonnes = day.fuel.reduce((sum, f) => sum + f.tonnes, 0);
      expect(tonnes).toBeCloseTo((own.fuelKgPerH * 24) / 1000, 6);
      const co2 = day.fuel.reduce((sum, f) => sum + f.tonnes * cf.get(f.fuelTypeId)!, 0);
      expect(day.co2Tonnes).toBeCloseTo(co2, 6);
      expect(day.unassignedFuelTonnes).toBe(0);
      expect(day.fuelTypeBasis).toMatch(/^(voyage|nearestVoyage)$/);
      if (day.distanceNm! > 0)
        expect(day.attainedCii).toBeCloseTo((co2 * 1e6) / (81_600 * day.distanceNm!), 9);
      else expect(day.attainedCii).toBeNull();
      co2Sum += co2;
      distanceSum += day.distanceNm!;
      expect(day.cumulativeAttainedCii).toBeCloseTo((co2Sum * 1e6) / (81_600 * distanceSum), 9);
    }
    // Inside a voyage the day's fuel is split as that voyage burned it: HFO and MGO, both.
    expect(body.days.some((d) => d.fuelTypeBasis === 'voyage' && d.fuel.length === 2)).toBe(true);
    expect(body.fuelTypes.map((type) => type.shortName).sort()).toEqual(['HFO', 'MDO/MGO']);
  });

  it('PERF-051 a range of days narrows the answer; its running CII starts at its first day', async () => {
    const all = (await server.as('user')<CiiDays>('GET', path('Day'))).body.days;
    const { body } = await server.as('user')<CiiDays>(
      'GET',
      path('Day', { fromDate: '2026-02-10', toDate: '2026-02-19' }),
    );
    expect(body.days.map((d) => d.date)).toEqual(all.slice(9, 19).map((d) => d.date));
    expect(body.days[0]!.attainedCii).toBe(all[9]!.attainedCii);
    const first = body.days[0]!;
    if (first.attainedCii !== null) expect(first.cumulativeAttainedCii).toBeCloseTo(first.attainedCii, 12);
  });
});

describe('who may read the CII', () => {
  it('PERF-162 each call: 401 without a session, 403 for the partner type and outside the vessel’s reach, 200 for a user who sees it', async () => {
    const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const partnerVessel = vessels.find((v) => v.name === 'Northwind Meridian')!;
    for (const call of ['Day', 'Ytd', 'Year'] as const) {
      expect((await server.request('GET', path(call))).status, call).toBe(401);
      const partner = await server.as('partner')<{ message: string }>(
        'GET',
        path(call, { vesselId: partnerVessel.id }),
      );
      expect(partner.status, call).toBe(403);
      expect((await server.as('other')('GET', path(call))).status, call).toBe(403);
      expect((await server.as('user')('GET', path(call))).status, call).toBe(200);
      expect((await server.as('admin')('GET', path(call))).status, call).toBe(200);
      const unknown = await server.as('admin')('GET', path(call, { vesselId: crypto.randomUUID() }));
      expect(unknown.status, call).toBe(404);
    }
  });
});

describe('what the CII needs', () => {
  it('PERF-051 without a ship type or its capacity the answer says what to enter, with the totals and no CII', async () => {
    const vessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const aurora = vessels.find((v) => v.name === 'Northwind Aurora')!;
    const { db } = server.database;
    await db
      .updateTable('vessel_settings')
      .set({ vessel_type_id: null, gross_tonnage: null })
      .where('id', '=', aurora.id)
      .execute();
    const noType = await server.as('user')<CiiYtd>('GET', path('Ytd', { vesselId: aurora.id }));
    expect(noType.status).toBe(200);
    expect(noType.body).toMatchObject({
      requirement: null,
      missingSettings: ['Ship type', 'Gross tonnage'],
      notice: "The CII needs the vessel's ship type and gross tonnage: enter them in the vessel settings.",
    });
    await db
      .updateTable('vessel_settings')
      .set({ vessel_type_id: 'tanker', deadweight: null })
      .where('id', '=', aurora.id)
      .execute();
    for (const call of ['Day', 'Ytd', 'Year'] as const) {
      const { status, body } = await server.as('user')<CiiYtd>('GET', path(call, { vesselId: aurora.id }));
      expect(status, call).toBe(200);
      expect(body, call).toMatchObject({
        requirement: null,
        missingSettings: ['Deadweight'],
        notice: "The CII needs the vessel's deadweight: enter it in the vessel settings.",
      });
    }
  });

  it('PERF-162 bad input is a 400 in clear words, never a 500', async () => {
    const cases: [string, string][] = [
      [path('Year', { year: '2019' }), 'The year must be a reporting year from 2023 to 2030.'],
      [path('Ytd', { year: 'this' }), 'The year must be a reporting year from 2023 to 2030.'],
      [path('Day', { fromDate: '2025-12-31' }), 'The from and to dates must lie in the year.'],
      [
        path('Day', { fromDate: '2026-03-02', toDate: '2026-03-01' }),
        'The from date must not be after the to date.',
      ],
      [path('Day', { toDate: 'tomorrow' }), 'The dates must be days such as 2026-03-01.'],
      [path('Year', { vesselId: 'ship' }), 'The vessel id is not a valid id.'],
      [`/api/v1/Cii/Year?vesselId=${vessel.id}`, 'The CII needs vesselId and year.'],
    ];
    for (const [url, message] of cases) {
      const response = await server.as('super')<{ message: string }>('GET', url);
      expect(response.status, url).toBe(400);
      expect(response.body.message, url).toBe(message);
    }
  });
});
