// Emissions compliance (002 §2, §3, §7, §8; EMIS-114, EMIS-225, EMIS-235; ADR 0073) on the demo bulk
// carrier with the voyages of 40 simulated days: each confirmed voyage's CO2 agrees with our own sum
// of its flow-meter fuel times the fuel factors, unconfirmed voyages carry no figures, the year is
// the sum of its voyages; files are uploaded several at once and downloaded by name.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceVoyages, EmissionSummary } from '../../domain/contracts/emission-compliance.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { FlowMeterFuelConsumption } from '../../domain/contracts/fuel-data.ts';
import type { FuelType } from '../../domain/contracts/reference-lists.ts';
import type { VesselFile } from '../../domain/contracts/vessel-files.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { co2TonnesFromFuel } from '../../domain/emissions/fuels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import { startTestServer, type DemoAccountKey, type TestServer } from '../../tests/support/test-server.ts';
import { minimalPdf, officePackage } from '../../tests/support/test-documents.ts';
import { seedDemoVoyages } from '../demo/demo-voyages.ts';
import { writeSimulatedPackage } from '../import/package-writer.ts';

const DAY_MS = 86_400_000;
const FROM_MS = Date.UTC(2026, 1, 1);
const DAYS = 40;
let server: TestServer;
let vessel: Vessel;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-compliance-'));
  vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.imoNumber === 9476123,
  )!;
  await server.database.db
    .deleteFrom('emission_report_vessel_events')
    .where('vessel_id', '=', vessel.id)
    .execute();
  const simVessel = presetVessel(String(vessel.imoNumber), 'bulk_carrier');
  const log = createVoyageLog();
  const summary = await writeSimulatedPackage({
    vessel: simVessel,
    fromMs: FROM_MS,
    days: DAYS,
    stepMinutes: 30,
    seed: vessel.imoNumber,
    outPath: join(dir, 'sim.zip'),
    onStep: (step) => log.record(step),
  });
  await seedDemoVoyages(server.database.db, {
    imoNumber: String(vessel.imoNumber),
    events: summary.events,
    log,
    draftLadenM: simVessel.draftLadenM,
    draftBallastM: simVessel.draftBallastM,
    now: new Date(FROM_MS + DAYS * DAY_MS),
  });
}, 300_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the voyage summary and the emission summary', () => {
  it('EMIS-114 EMIS-225 each confirmed voyage has its CO2 from its fuel; the year adds up its voyages', async () => {
    const answer = await server.as('user')<ComplianceVoyages>(
      'GET',
      `/api/v1/EmissionCompliance/voyages/${vessel.id}`,
    );
    expect(answer.status).toBe(200);
    const { voyages } = answer.body;
    const confirmed = voyages.filter((voyage) => voyage.isDataConfirmed);
    expect(confirmed.length).toBeGreaterThanOrEqual(1);
    for (const voyage of voyages.filter((v) => !v.isDataConfirmed))
      expect([voyage.co2Tonnes, voyage.distanceNm, voyage.fuel]).toEqual([null, null, []]);

    const fuelTypes = (await server.as('user')<FuelType[]>('GET', '/api/v1/FuelTypes')).body;
    const factors = Object.fromEntries(fuelTypes.map((type) => [type.id, type.carbonEmissionFactor]));
    const events = (
      await server.as('user')<VesselEvent[]>(
        'GET',
        `/api/v1/EmissionReportVesselEvents/Find?vesselId=${vessel.id}`,
      )
    ).body.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
    for (const voyage of confirmed) {
      const start = Date.parse(voyage.startDate);
      const end = Date.parse(voyage.endDate);
      const fuel: Record<string, number> = {};
      for (const event of events.filter(
        (e) => Date.parse(e.timestamp) >= start && Date.parse(e.timestamp) <= end,
      )) {
        const entries = await server.as('user')<FlowMeterFuelConsumption[]>(
          'GET',
          `/api/v1/FlowMeterFuelConsumptions/Find?vesselEventId=${event.id}`,
        );
        for (const entry of entries.body)
          fuel[entry.fuelTypeId] =
            (fuel[entry.fuelTypeId] ?? 0) +
            (entry.correctedFuelConsumptionInTon ?? entry.fuelConsumptionInTon);
      }
      expect(voyage.co2Tonnes).toBeCloseTo(co2TonnesFromFuel(fuel, factors), 6);
      expect(voyage.fuel.reduce((sum, f) => sum + f.co2Tonnes, 0)).toBeCloseTo(voyage.co2Tonnes!, 9);
    }

    const summary = await server.as('user')<EmissionSummary>(
      'GET',
      `/api/v1/EmissionCompliance/emission-summary/${vessel.id}`,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.unconfirmedVoyageCount).toBe(voyages.length - confirmed.length);
    const year = summary.body.years.find((y) => y.year === 2026)!;
    expect(year.voyageCount).toBe(confirmed.length);
    expect(year.co2Tonnes).toBeCloseTo(
      confirmed.reduce((sum, voyage) => sum + voyage.co2Tonnes!, 0),
      6,
    );
    expect(year.distanceNm).toBeCloseTo(
      confirmed.reduce((sum, voyage) => sum + voyage.distanceNm!, 0),
      6,
    );
    expect(year.etsPhaseInShare).toBe(1);
  });
});

async function uploadMany(account: DemoAccountKey | null, vesselId: string, names: string[]) {
  const form = new FormData();
  for (const name of names)
    form.append('files', new File([name.endsWith('.pdf') ? minimalPdf : officePackage('xl')], name));
  const headers: Record<string, string> = {};
  if (account) headers.Authorization = `Bearer ${await server.tokenFor(account)}`;
  const response = await fetch(
    `${server.baseUrl}/api/v1/EmissionCompliance/upload-multiple?vesselId=${vesselId}`,
    { method: 'POST', headers, body: form },
  );
  return { status: response.status, body: (await response.json()) as VesselFile[] & { message?: string } };
}

describe('the files of the voyage summary', () => {
  it('EMIS-225 several files at once, listed with the voyages and downloaded by name; a wrong type stores none', async () => {
    const refused = await uploadMany('user', vessel.id, ['a.pdf', 'b.txt']);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Files of this type are not supported, you can only upload PDF, Word or Excel files.',
    );
    const stored = await uploadMany('user', vessel.id, ['Voyage 12.pdf', 'Fuel.xlsx']);
    expect(stored.status).toBe(201);
    expect(stored.body.map((file) => file.fileName)).toEqual(['Voyage 12.pdf', 'Fuel.xlsx']);
    const listed = await server.as('super')<ComplianceVoyages>(
      'GET',
      `/api/v1/EmissionCompliance/voyages/${vessel.id}`,
    );
    expect(listed.body.files.map((file) => file.fileName).sort()).toEqual(['Fuel.xlsx', 'Voyage 12.pdf']);
    // They are not documents of the Documents page.
    const documents = await server.as('user')<VesselFile[]>(
      'GET',
      `/api/v1/VesselFiles?vesselId=${vessel.id}`,
    );
    expect(documents.body.map((file) => file.fileName)).not.toContain('Voyage 12.pdf');
    const download = await fetch(
      `${server.baseUrl}/api/v1/EmissionCompliance/download-voyage-file?vesselId=${vessel.id}&fileName=${encodeURIComponent('Voyage 12.pdf')}`,
      { headers: { Authorization: `Bearer ${await server.tokenFor('user')}` } },
    );
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(minimalPdf);
  });
});

describe('401 → 403 → allowed', () => {
  it('EMIS-235 every EmissionCompliance call: 401 without a token, 403 for the partner and another company, allowed within reach', async () => {
    const paths = [
      `/api/v1/EmissionCompliance/voyages/${vessel.id}`,
      `/api/v1/EmissionCompliance/emission-summary/${vessel.id}`,
      `/api/v1/EmissionCompliance/download-voyage-file?vesselId=${vessel.id}&fileName=Fuel.xlsx`,
    ];
    for (const path of paths) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('user')('GET', path)).status, path).toBe(200);
    }
    expect((await uploadMany(null, vessel.id, ['c.pdf'])).status).toBe(401);
    expect((await uploadMany('partner', vessel.id, ['c.pdf'])).status).toBe(403);
    expect((await uploadMany('other', vessel.id, ['c.pdf'])).status).toBe(403);
    expect((await uploadMany('user', vessel.id, ['c.pdf'])).status).toBe(201);
  });
});
