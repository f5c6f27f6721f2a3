// Long trends from noon reports (issue 24 §2, ADR 0107): a vessel with no sensor data and 60 days
// of noon reports, written through POST /NoonReports, gets its speed long trend and its Fouling
// answer from them through the long-trend queue; the speed loss lands within a stated tolerance of
// the loss the reports were made with, and every answer says it came from the noon reports. The
// CII by day of the same vessel comes from the same reports.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeedLossHistory, SpeedLossStatistics } from '../../domain/contracts/fouling.ts';
import type { LongTrend, VesselPerformanceStatus } from '../../domain/contracts/long-trends.ts';
import type { CiiDays } from '../../domain/contracts/cii.ts';
import type { NoonReport } from '../../domain/contracts/noon-reports.ts';
import type { FuelType } from '../../domain/contracts/reference-lists.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import type { FeatureMappingConfiguration } from '../../domain/contracts/features.ts';
import { messages } from '../../domain/messages.ts';
import { expectedSpeedKn, propellerLawRpm } from '../../domain/performance/deviations.ts';
import { trendBasisLines } from '../../domain/performance/trend-basis.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { seedReferenceCurves } from '../demo/demo-fleet.ts';
import { switchFeature } from '../features/test-feature-switch.ts';
import { readReferenceCurves, vesselReferences } from './long-trends.service.ts';
import { findVesselById } from '../vessels/vessels.repository.ts';

let server: PipelineTestServer;
let vessel: Vessel;

const DAY = 86_400_000;
const DAYS = 60;
const START = Date.UTC(2026, 2, 1, 12);
/** The truth the reports are made with: 1 % speed loss on day 0, growing 3 points in 60 days. */
const lossOn = (day: number) => 1 + (3 * day) / DAYS;
const TRUE_CHANGE_PER_YEAR = (3 / DAYS) * 365;
/** Every seventh day blows Beaufort 6: the filter must leave it out. */
const windOn = (day: number) => (day % 7 === 6 ? 6 : 3);
/** The crew's rounding and the log's scatter: ±0.15 % of the speed, fixed per day. */
const scatterOn = (day: number) => 0.15 * Math.sin(day * 2.399);

beforeAll(async () => {
  server = await startPipelineTestServer();
  vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.imoNumber === 9476123,
  )!;
  const engine = engineFromHandle(server.database as never);
  await seedReferenceCurves(
    engine,
    vessel.id,
    presetVessel(String(vessel.imoNumber), 'bulk_carrier').particulars,
  );
  await switchFeature(server, vessel.id, 'Diagnostics', true);
  await switchFeature(server, vessel.id, 'Fouling', true);
  const record = (await findVesselById(server.database.db, vessel.id))!;
  const references = vesselReferences(record, await readReferenceCurves(engine, vessel.id));
  const speedPower = references.speedPower!;
  const fuelTypes = (
    await server.as('super')<{ id: string; companyId: string | null }[]>('GET', '/api/v1/FuelTypes')
  ).body.filter((type) => type.companyId === null);
  const hfo = fuelTypes[0]!.id;
  const powerKw = 0.7 * (record.maxContinuousRating ?? 10_000);
  const draftM = speedPower.referenceDraftM ?? 10;
  let robTonnes = 3_000;
  let travelledNm = 0;
  for (let day = 0; day < DAYS; day++) {
    const utcMs = START + day * DAY;
    const stwKn = expectedSpeedKn(speedPower, powerKw, draftM) * (1 - (lossOn(day) + scatterOn(day)) / 100);
    const fuelTonnes = (175 * powerKw * 24) / 1e6;
    robTonnes -= fuelTonnes;
    travelledNm += stwKn * 24;
    const local = new Date(utcMs + 2 * 3_600_000).toISOString().slice(0, 19);
    const answer = await server.as('super')<{ message?: string }>('POST', '/api/v1/NoonReports', {
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        id: randomUUID(),
        vesselId: vessel.id,
        reportTime: `${local}+02:00`,
        latitude: 0,
        longitude: -170 + ((travelledNm / 60) % 340),
        hoursSteamed: 24,
        distanceOverGroundNm: Math.round(stwKn * 24 * 10) / 10,
        distanceThroughWaterNm: stwKn * 24,
        averageSpeedKn: Math.round(stwKn * 100) / 100,
        mainEnginePowerKw: powerKw,
        shaftSpeedRpm: references.propeller ? propellerLawRpm(references.propeller, powerKw) : 80,
        fuel: [{ fuelTypeId: hfo, consumer: 'MainEngine', tonnes: fuelTonnes }],
        rob: [{ fuelTypeId: hfo, robTonnes }],
        draftForwardM: draftM - 0.2,
        draftAftM: draftM + 0.2,
        windForceBeaufort: windOn(day),
        windDirectionDeg: 90,
        seaStateDouglas: 3,
        cargoTonnes: 50_000,
      },
    });
    expect(answer.status, answer.body.message).toBe(201);
  }
  // Each written report asked for a recalculation through the queue (merged per vessel).
  await server.pipeline.idle(120_000);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const windyDays = Array.from({ length: DAYS }, (_, day) => day).filter((day) => windOn(day) > 4).length;

describe('long trends from noon reports (vessel without sensor data)', () => {
  it('PERF-002 the speed long trend is made from the noon reports: one value per kept report, windy days and the first left out, and it says so', async () => {
    const { status, body } = await server.as('super')<LongTrend[]>(
      'GET',
      `/api/v1/LongTrends/Find?vesselId=${vessel.id}`,
    );
    expect(status).toBe(200);
    const speed = body.find((t) => t.diagnosticType?.diagnosticTypeName === 'Speed')!;
    expect(speed.basis?.source).toBe('noonReports');
    expect(speed.basis?.blocksTotal).toBe(DAYS);
    // The first report has no previous one to judge its speed steady; a report after a windy day
    // is judged against that day's speed, which is steady too (the wind leaves the speed as it is).
    expect(speed.basis?.blocksKept).toBe(DAYS - windyDays - 1);
    expect(speed.basis?.dailyValueCount).toBe(DAYS - windyDays - 1);
    expect(speed.basis?.sampleWindowMinutes).toBe(24 * 60);
    expect(speed.basis?.firstRefusalReason).toBe(messages.noonReportsRefusedWind);
    expect(trendBasisLines(speed.basis)[0]).toBe(messages.trendSourceNoonReports);
    expect(body.map((t) => t.basis?.source)).toEqual(body.map(() => 'noonReports'));
  });

  it('PERF-004 PERF-037 the Fouling answer follows the speed loss the reports were made with, within 0.15 points a day and 1.5 points a year, and names its source', async () => {
    const history = (
      await server.as('super')<SpeedLossHistory>('GET', `/api/v1/Fouling/SpeedLoss?vesselId=${vessel.id}`)
    ).body;
    expect(history.source).toBe('noonReports');
    expect(history.values.length).toBe(DAYS - windyDays - 1);
    for (const point of history.values) {
      const day = Math.round((Date.parse(point.timestamp) - START) / DAY);
      expect(windOn(day)).toBeLessThanOrEqual(4);
      // Each daily value is the day's loss (truth plus the day's scatter) to rounding.
      expect(Math.abs(point.speedLoss - (lossOn(day) + scatterOn(day)))).toBeLessThan(0.01);
      // Against the truth alone: within the scatter.
      expect(Math.abs(point.speedLoss - lossOn(day))).toBeLessThanOrEqual(0.15 + 0.01);
    }
    const stats = (
      await server.as('super')<SpeedLossStatistics>('GET', `/api/v1/Fouling/Statistics?vesselId=${vessel.id}`)
    ).body;
    expect(stats.source).toBe('noonReports');
    const lastDay = Math.round((Date.parse(stats.latestDate!) - START) / DAY);
    expect(Math.abs(stats.currentSpeedLoss! - lossOn(lastDay))).toBeLessThan(0.15);
    expect(Math.abs(stats.changePerYear! - TRUE_CHANGE_PER_YEAR)).toBeLessThan(1.5);
  });

  it('PERF-012 the vessel performance status and the vessel say their trends came from the noon reports', async () => {
    const status = (
      await server.as('super')<VesselPerformanceStatus>(
        'GET',
        `/api/v1/VesselPerformanceStatuses/${vessel.id}`,
      )
    ).body;
    expect(status.source).toBe('noonReports');
    expect(status.performanceStatus).not.toBe('notAvailable');
    const read = (await server.as('super')<Vessel>('GET', `/api/v1/Vessels/${vessel.id}`)).body;
    expect(read.trendSource).toBe('noonReports');
  });

  it('PERF-002 Feature mapping claims the speed trend made from noon reports, though no channel is logged', async () => {
    const mapping = (
      await server.as('super')<FeatureMappingConfiguration>(
        'GET',
        `/api/v1/featuremapping/configuration?vesselid=${vessel.id}`,
      )
    ).body;
    const diagnostics = mapping.features.find((f) => f.featureName === 'Diagnostics')!;
    const speed = diagnostics.outputs.find((o) => o.name === 'Speed')!;
    expect(speed).toMatchObject({ available: true, missing: [] });
    expect(speed.basis?.source).toBe('noonReports');
  });

  it('PERF-051 the CII by day of a vessel that logs neither speed nor fuel comes from its noon reports: distance, fuel and CO2 per report', async () => {
    const reports = (
      await server.as('super')<NoonReport[]>(
        'GET',
        `/api/v1/NoonReports/Find?vesselId=${vessel.id}&from=${new Date(START).toISOString()}&to=${new Date(START + DAYS * DAY).toISOString()}`,
      )
    ).body;
    expect(reports).toHaveLength(DAYS);
    const factorOf = new Map(
      (await server.as('super')<FuelType[]>('GET', '/api/v1/FuelTypes')).body.map((type) => [
        type.id,
        type.carbonEmissionFactor,
      ]),
    );
    const { status, body } = await server.as('user')<CiiDays>(
      'GET',
      `/api/v1/Cii/Day?vesselId=${vessel.id}&year=2026`,
    );
    expect(status).toBe(200);
    expect(body.source).toBe('noonReports');
    expect(body.speedVariable).toBeNull();
    expect(body.fuelVariables).toEqual([]);
    expect(body.days.map((day) => day.date)).toEqual(reports.map((r) => r.reportTimeUtc.slice(0, 10)));
    for (const [index, day] of body.days.entries()) {
      const report = reports[index]!;
      expect(day.distanceNm).toBeCloseTo(report.distanceOverGroundNm, 9);
      expect(day.fuelTypeBasis).toBe('noonReport');
      expect(day.fuel).toEqual(
        report.fuel.map((line) => ({ fuelTypeId: line.fuelTypeId, tonnes: line.tonnes })),
      );
      const co2 = report.fuel.reduce((sum, line) => sum + line.tonnes * factorOf.get(line.fuelTypeId)!, 0);
      expect(day.co2Tonnes).toBeCloseTo(co2, 9);
      expect(day.attainedCii).not.toBeNull();
    }
  });

  it('PERF-002 a deleted noon report asks for a recalculation: the trend has one report fewer', async () => {
    const reports = (
      await server.as('super')<{ id: string; version: number; reportTimeUtc: string }[]>(
        'GET',
        `/api/v1/NoonReports/Find?vesselId=${vessel.id}&from=${new Date(START).toISOString()}&to=${new Date(START + DAYS * DAY).toISOString()}`,
      )
    ).body;
    const last = reports[reports.length - 1]!;
    const removed = await server.as('super')('DELETE', `/api/v1/NoonReports/${last.id}`, {
      headers: { 'Idempotency-Key': randomUUID(), 'If-Match': `"${last.version}"` },
    });
    expect(removed.status).toBeLessThan(300);
    await server.pipeline.idle(120_000);
    const speed = (
      await server.as('super')<LongTrend[]>('GET', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`)
    ).body.find((t) => t.diagnosticType?.diagnosticTypeName === 'Speed')!;
    expect(speed.basis?.blocksTotal).toBe(DAYS - 1);
  });
});
