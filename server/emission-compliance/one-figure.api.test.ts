// One figure, one calculation (issue 26 §1, ADR 0105): every demo vessel gets the voyages of a
// simulated stretch over a new year, as the demo fleet gets them (server/demo/demo-fleet.ts), and
// for every vessel and every year with a confirmed departure the Emissions compliance summary and
// voyage list, the Emission report's EU ETS answer, the annual MRV and IMO DCS files and the CII
// year answer give the same CO2 (by bucket and by fuel), fuel, distance, time and EU ETS figures,
// and each total is the sum of its rows.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearCarbon } from '../../domain/contracts/carbon-pricing.ts';
import type { CiiYear } from '../../domain/contracts/cii.ts';
import type { ComplianceVoyages, EmissionSummary } from '../../domain/contracts/emission-compliance.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simulateVessel, type SimEvent } from '../../domain/sim/simulate.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { demoPresetOf } from '../demo/demo-fleet.ts';
import { seedDemoVoyages } from '../demo/demo-voyages.ts';

const DAY_MS = 86_400_000;
const FROM_MS = Date.UTC(2025, 10, 1);
const DAYS = 75;
/** The pages show tonnes to 1 decimal (Emissions compliance) or 3 (reports): 3 decimals must agree. */
const T = 3;

let server: PipelineTestServer;
let vessels: Vessel[];

beforeAll(async () => {
  // The report and CII routes are registered with the vessel data pipeline.
  server = await startPipelineTestServer();
  vessels = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  for (const vessel of vessels) {
    const simVessel = presetVessel(String(vessel.imoNumber), demoPresetOf(vessel.vesselType));
    const log = createVoyageLog();
    const events: SimEvent[] = [];
    for (const step of simulateVessel(
      simVessel,
      { fromMs: FROM_MS, days: DAYS, stepMinutes: 30, seed: vessel.imoNumber },
      events,
    ))
      log.record(step);
    await seedDemoVoyages(server.database.db, {
      imoNumber: String(vessel.imoNumber),
      events,
      log,
      draftLadenM: simVessel.draftLadenM,
      draftBallastM: simVessel.draftBallastM,
      now: new Date(FROM_MS + DAYS * DAY_MS),
    });
  }
}, 300_000);
afterAll(() => server?.stop());

async function get<T>(path: string): Promise<T> {
  const response = await server.as('admin')<T>('GET', path);
  expect(response.status, path).toBe(200);
  return response.body;
}

type Sheet = { fields: Map<string, unknown>; tables: Map<string, Record<string, unknown>[]> };

/** The annual report's xlsx: its labelled fields and its tables (rows keyed by column header). */
async function reportSheet(kind: 'MrvYearly' | 'ImoYearly', vesselId: string, year: number): Promise<Sheet> {
  const response = await fetch(
    `${server.baseUrl}/api/v1/EmissionReport/${kind}/${vesselId}/${year}?format=xlsx`,
    { headers: { Authorization: `Bearer ${await server.tokenFor('admin')}` } },
  );
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sparse: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row, number) => {
    sparse[number - 1] = Array.from((row.values as unknown[]).slice(1));
  });
  const rows = Array.from(sparse, (row) => row ?? []);
  const fields = new Map<string, unknown>();
  const tables = new Map<string, Record<string, unknown>[]>();
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] ?? [];
    if (typeof row[0] === 'string' && row.length >= 2 && !fields.has(row[0])) fields.set(row[0], row[1]);
    // A table: its title row, its header row, then its rows up to an empty one.
    if (row.length === 1 && typeof row[0] === 'string' && (rows[i + 1]?.length ?? 0) > 2) {
      const headers = rows[i + 1]!.map(String);
      const body: Record<string, unknown>[] = [];
      for (let j = i + 2; j < rows.length && (rows[j]?.length ?? 0) > 0; j += 1)
        body.push(Object.fromEntries(headers.map((header, k) => [header, rows[j]![k]])));
      tables.set(row[0], body);
    }
  }
  return { fields, tables };
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the same figures on every page and in every file', () => {
  it('EMIS-114 EMIS-221 EMIS-225 EMIS-138 PERF-162 every demo vessel and year: compliance, Emission report EU ETS, MRV and IMO DCS files and CII agree, and totals are the sums of their rows', async () => {
    expect(vessels.length).toBeGreaterThanOrEqual(5);
    let vesselYears = 0;
    let atBerthSeen = 0;
    for (const vessel of vessels) {
      const summary = await get<EmissionSummary>(`/api/v1/EmissionCompliance/emission-summary/${vessel.id}`);
      const list = await get<ComplianceVoyages>(`/api/v1/EmissionCompliance/voyages/${vessel.id}`);
      const years = summary.years.map((year) => year.year);
      expect(years.length, vessel.name).toBeGreaterThanOrEqual(1);
      for (const year of summary.years) {
        vesselYears += 1;
        const label = `${vessel.name} ${year.year}`;
        // The summary reconciles with itself and with its voyage rows (departed in the year).
        const rows = list.voyages.filter(
          (voyage) => new Date(voyage.startDate).getUTCFullYear() === year.year,
        );
        const counted = rows.filter((voyage) => voyage.isDataConfirmed);
        expect(counted.length, label).toBe(year.voyageCount);
        expect(rows.length - counted.length, label).toBe(year.unconfirmedVoyageCount);
        expect(sum(counted.map((voyage) => voyage.co2Tonnes!)), label).toBeCloseTo(year.co2Tonnes, T);
        expect(sum(counted.map((voyage) => voyage.distanceNm!)), label).toBeCloseTo(year.distanceNm, T);
        expect(sum(counted.map((voyage) => voyage.hoursAtSea!)), label).toBeCloseTo(year.hoursAtSea, T);
        expect(sum(Object.values(year.co2TonnesByBucket)), label).toBeCloseTo(year.mrvCo2Tonnes, T);
        expect(year.mrvCo2Tonnes + year.outsideMrvCo2Tonnes, label).toBeCloseTo(year.co2Tonnes, T);
        expect(sum(year.fuel.map((fuel) => fuel.co2Tonnes)), label).toBeCloseTo(year.co2Tonnes, T);
        // The stays at berth are their own bucket, not the passage's (the 0 at berth).
        expect(sum(counted.map((voyage) => voyage.co2AtBerthTonnes!)), label).toBeCloseTo(
          year.co2TonnesByBucket.within_ms_ports_at_berth! + year.nonMemberStateBerthCo2Tonnes,
          T,
        );
        if (year.co2TonnesByBucket.within_ms_ports_at_berth! > 0) atBerthSeen += 1;
        expect(year.notes.length, label).toBeGreaterThanOrEqual(1);

        // The Emission report's EU ETS, FuelEU and UK ETS answer of the year.
        const carbon = await get<YearCarbon>(`/api/v1/EmissionReport/EtsYearly/${vessel.id}/${year.year}`);
        expect(carbon.totals.euEtsSurrenderTonnesCo2e, label).toBeCloseTo(year.euEtsSurrenderTonnesCo2e, T);
        expect(carbon.totals.ukEtsSurrenderTonnesCo2e, label).toBeCloseTo(year.ukEtsSurrenderTonnesCo2e, T);
        expect(carbon.totals.fuelEuBalanceTonnesCo2e, label).toBe(year.fuelEuBalanceTonnesCo2e);
        expect(carbon.voyages.map((voyage) => voyage.departureId).sort(), label).toEqual(
          counted.map((voyage) => voyage.departureId).sort(),
        );
        expect(
          sum(carbon.voyages.map((voyage) => voyage.totals.ukEtsSurrenderTonnesCo2e)),
          label,
        ).toBeCloseTo(carbon.totals.ukEtsSurrenderTonnesCo2e, T);

        // The annual MRV file.
        const mrv = await reportSheet('MrvYearly', vessel.id, year.year);
        expect(num(mrv.fields.get('Total CO2 emitted')), label).toBeCloseTo(year.mrvCo2Tonnes, T);
        expect(num(mrv.fields.get('Voyages with confirmed data')), label).toBe(year.voyageCount);
        expect(
          num(mrv.fields.get('Voyages departed in the year not counted (data not confirmed)')),
          label,
        ).toBe(year.unconfirmedVoyageCount);
        expect(
          num(mrv.fields.get('CO2 at berth within ports under a member state jurisdiction')),
          label,
        ).toBeCloseTo(year.co2TonnesByBucket.within_ms_ports_at_berth!, T);
        const mrvRows = mrv.tables.get('Voyages')!;
        expect(mrvRows.length, label).toBe(year.voyageCount);
        expect(sum(mrvRows.map((row) => num(row['CO2 in the EU MRV (t)']))), label).toBeCloseTo(
          year.mrvCo2Tonnes,
          T,
        );
        expect(sum(mrvRows.map((row) => num(row['CO2 (t)']))), label).toBeCloseTo(year.co2Tonnes, T);

        // The annual IMO DCS file.
        const imo = await reportSheet('ImoYearly', vessel.id, year.year);
        expect(num(imo.fields.get('Total CO2 emitted')), label).toBeCloseTo(year.co2Tonnes, T);
        expect(num(imo.fields.get('Distance travelled')), label).toBeCloseTo(year.distanceNm, T);
        expect(num(imo.fields.get('Hours under way')), label).toBeCloseTo(year.hoursAtSea, T);
        const imoRows = imo.tables.get('Voyages')!;
        expect(sum(imoRows.map((row) => num(row['CO2 (t)']))), label).toBeCloseTo(year.co2Tonnes, T);
        expect(sum(imoRows.map((row) => num(row['Distance (nm)']))), label).toBeCloseTo(year.distanceNm, T);
        const fuelTable = imo.tables.get('Fuel oil consumption per fuel type')!;
        expect(fuelTable.length, label).toBe(year.fuel.length);

        // The CII of the year: its rows add up to it, and a voyage wholly inside the year has the
        // same CO2 and distance as on Emissions compliance (CII splits a voyage over the new year
        // by time, as the IMO DCS data of a calendar year; ADR 0105).
        const cii = await get<CiiYear>(`/api/v1/Cii/Year?vesselId=${vessel.id}&year=${year.year}`);
        expect(sum(cii.voyages.map((voyage) => voyage.co2Tonnes)), label).toBeCloseTo(
          cii.period.co2Tonnes,
          T,
        );
        expect(sum(cii.voyages.map((voyage) => voyage.distanceNm)), label).toBeCloseTo(
          cii.period.distanceNm,
          T,
        );
        const byId = new Map(list.voyages.map((voyage) => [voyage.departureId, voyage]));
        for (const row of cii.voyages.filter((voyage) => voyage.timeShare === 1)) {
          expect(row.co2Tonnes, `${label} ${row.name}`).toBeCloseTo(byId.get(row.departureId)!.co2Tonnes!, T);
          expect(row.distanceNm, `${label} ${row.name}`).toBeCloseTo(
            byId.get(row.departureId)!.distanceNm!,
            T,
          );
        }
      }
    }
    expect(vesselYears).toBeGreaterThanOrEqual(vessels.length);
    expect(atBerthSeen).toBeGreaterThan(0);
  }, 300_000);
});
