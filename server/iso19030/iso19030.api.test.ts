// ISO 19030 (001 §2, §3, §7, §8; PERF-005, PERF-038, PERF-085, PERF-158; ADR 0080) on a bulk carrier
// with 130 simulated days imported and its long trends computed: the events' calls, the four
// performance indicators against what the simulator did to the hull, who may call them, and the
// wind-corrected values (ADR 0104) as the recalculation stores them (ADR 0119).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Iso19030Event, Iso19030PerformanceIndicators } from '../../domain/contracts/iso19030.ts';
import type { LongTrend, LongTrendPeriod } from '../../domain/contracts/long-trends.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simulateVessel } from '../../domain/sim/simulate.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { switchFeature } from '../features/test-feature-switch.ts';
import { findWindSeries } from '../performance/wind-series.repository.ts';
import {
  importedFromMs,
  startWithImportedVessel,
  type ImportedVessel,
} from '../performance/test-imported-vessel.ts';

const DAYS = 130;
const DAY_MS = 86_400_000;
let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;

beforeAll(async () => {
  imported = await startWithImportedVessel(DAYS);
  ({ server, vessel } = imported);
}, 600_000);
afterAll(async () => {
  await imported?.stop();
});

const iso = (ms: number) => new Date(ms).toISOString();
const api = '/api/v1';
const user = () => server.as('user');
/** If-Match of the event as saved now: an edit or delete names the version it is based on (ADR 0092). */
async function basedOnNow(path: string): Promise<{ headers: Record<string, string> }> {
  const now = await user()<Iso19030Event>('GET', path);
  return { headers: { 'If-Match': versionEtag(now.body.version) } };
}
const vesselEvents = async () =>
  (await user()<Iso19030Event[]>('GET', `${api}/Iso19030Events/Vessel/${vessel.id}`)).body;

describe('the ISO 19030 events', () => {
  it('PERF-038 PERF-085 PERF-158 create, list, read, change and delete a hull event of the vessel', async () => {
    const created = await user()<Iso19030Event>('POST', `${api}/Iso19030Events`, {
      body: {
        vesselId: vessel.id,
        eventType: 'DryDocking',
        startDate: '2025-06-01T00:00:00Z',
        endDate: '2025-06-20T00:00:00Z',
        description: 'Five-year special survey, new antifouling',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      vesselId: vessel.id,
      eventType: 'DryDocking',
      eventTypeName: 'Dry-docking',
      startDate: '2025-06-01T00:00:00.000Z',
      endDate: '2025-06-20T00:00:00.000Z',
      description: 'Five-year special survey, new antifouling',
    });
    const id = created.body.id;
    expect((await vesselEvents()).map((event) => event.id)).toContain(id);
    expect((await user()<Iso19030Event[]>('GET', `${api}/Iso19030Events`)).body.map((e) => e.id)).toContain(
      id,
    );
    expect((await user()<Iso19030Event>('GET', `${api}/Iso19030Events/${id}`)).body).toEqual(created.body);

    const changed = await user()<Iso19030Event>('PATCH', `${api}/Iso19030Events/${id}`, {
      ...(await basedOnNow(`${api}/Iso19030Events/${id}`)),
      body: { endDate: '2025-06-22T00:00:00Z', description: '  Survey  ' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      eventType: 'DryDocking',
      startDate: '2025-06-01T00:00:00.000Z',
      endDate: '2025-06-22T00:00:00.000Z',
      description: 'Survey',
    });
    const retyped = await user()<Iso19030Event>('PATCH', `${api}/Iso19030Events/${id}`, {
      ...(await basedOnNow(`${api}/Iso19030Events/${id}`)),
      body: { eventType: 'HullInspection', endDate: null },
    });
    expect(retyped.body).toMatchObject({
      eventType: 'HullInspection',
      eventTypeName: 'Hull inspection',
      endDate: null,
    });

    const stale = await user()<{ code: string; current: Iso19030Event }>(
      'DELETE',
      `${api}/Iso19030Events/${id}`,
      {
        headers: { 'If-Match': versionEtag(created.body.version) },
      },
    );
    expect([stale.status, stale.body.code, stale.body.current]).toEqual([
      412,
      'PRECONDITION_FAILED',
      retyped.body,
    ]);
    expect((await user()('DELETE', `${api}/Iso19030Events/${id}`)).status).toBe(428);
    expect(
      (await user()('DELETE', `${api}/Iso19030Events/${id}`, await basedOnNow(`${api}/Iso19030Events/${id}`)))
        .status,
    ).toBe(204);
    expect((await user()('GET', `${api}/Iso19030Events/${id}`)).status).toBe(404);
    expect((await user()('DELETE', `${api}/Iso19030Events/${id}`)).status).toBe(404);
    expect((await vesselEvents()).map((event) => event.id)).not.toContain(id);
  });

  it('PERF-085 bad input is a 400 in words and stores nothing', async () => {
    const before = await vesselEvents();
    const base = { vesselId: vessel.id, eventType: 'HullCleaning', startDate: '2026-02-01T00:00:00Z' };
    const cases: [unknown, string][] = [
      [
        { ...base, eventType: 'Repaint' },
        'The event type must be one of: Dry-docking, Hull cleaning, Propeller polishing, Hull cleaning and propeller polishing, Hull inspection.',
      ],
      [
        { ...base, startDate: 'yesterday' },
        'The start date must be a UTC date and time such as 2026-03-01T00:00:00Z.',
      ],
      [{ ...base, startDate: '0001-01-01T00:00:00Z' }, 'The start date must be between 1950 and 2100.'],
      [{ ...base, endDate: '2026-01-31T00:00:00Z' }, 'The end date must not be before the start date.'],
      [{ ...base, endDate: '2026-12-01T00:00:00Z' }, 'An event lasts at most 180 days.'],
      [{ ...base, description: 'x'.repeat(501) }, 'The description is at most 500 characters.'],
    ];
    for (const [body, message] of cases) {
      const refused = await user()<{ message: string }>('POST', `${api}/Iso19030Events`, { body });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const kept = await user()<Iso19030Event>('POST', `${api}/Iso19030Events`, { body: base });
    const path = `${api}/Iso19030Events/${kept.body.id}`;
    const empty = await user()<{ message: string }>('PATCH', path, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name at least one of eventType, startDate, endDate and description.');
    // The dates are checked with the stored ones.
    const early = await user()<{ message: string }>('PATCH', path, {
      body: { endDate: '2026-01-01T00:00:00Z' },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The end date must not be before the start date.');
    expect((await user()('GET', `${api}/Iso19030Events/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await user()('GET', `${api}/Iso19030Events/not-an-id`)).status).toBe(400);
    const badPeriod = await user()<{ message: string }>(
      'GET',
      `${api}/Iso19030PerformanceIndicators/${vessel.id}?referenceDays=5`,
    );
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.message).toBe(
      'The reference period must be a whole number of days from 30 to 730.',
    );
    expect((await user()<Iso19030Event>('GET', path)).body).toEqual(kept.body);
    await user()('DELETE', path, await basedOnNow(path));
    expect(await vesselEvents()).toEqual(before);
  });
});

describe('the performance indicators', () => {
  it('PERF-005 PERF-038 a dry-docking at the start and the simulated hull cleaning: the indicators agree with the simulated fouling', async () => {
    expect(Number.isFinite(imported.cleaningMs)).toBe(true);
    const made: string[] = [];
    for (const event of [
      { eventType: 'DryDocking', startDate: iso(importedFromMs - 14 * DAY_MS), endDate: iso(importedFromMs) },
      { eventType: 'HullCleaning', startDate: iso(imported.cleaningMs) },
    ]) {
      const answer = await user()<Iso19030Event>('POST', `${api}/Iso19030Events`, {
        body: { vesselId: vessel.id, ...event },
      });
      made.push(answer.body.id);
    }
    const { status, body } = await user()<Iso19030PerformanceIndicators>(
      'GET',
      `${api}/Iso19030PerformanceIndicators/${vessel.id}?referenceDays=30&maintenanceDays=30`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ vesselId: vessel.id, referenceDays: 30, maintenanceDays: 30 });
    expect(body.longTrendId).not.toBeNull();
    expect(body.series.length).toBeGreaterThan(60);

    // What the speed log saw of the hull: the fouled speed through its drifting error (the simulator
    // again, with the package's seed), averaged over each period the server used.
    const seen: { atMs: number; value: number }[] = [];
    for (const step of simulateVessel(presetVessel(String(vessel.imoNumber), 'bulk_carrier'), {
      fromMs: importedFromMs,
      days: DAYS,
      stepMinutes: 15,
      seed: 11,
    }))
      seen.push({
        atMs: step.atMs,
        value: 100 * ((1 - step.foulingSpeedLoss) * (1 + step.speedLogBias) - 1),
      });
    const seenOver = (period: { fromDate: string; toDate: string } | null) => {
      const inside = seen.filter(
        (s) => s.atMs >= Date.parse(period!.fromDate) && s.atMs < Date.parse(period!.toDate),
      );
      return inside.reduce((sum, s) => sum + s.value, 0) / inside.length;
    };
    const effect = body.maintenanceEffects[0]!;
    expect(effect.eventId).toBe(made[1]);
    expect(effect.referencePeriod!.toDate).toBe(iso(imported.cleaningMs));
    expect(effect.value!).toBeGreaterThan(0); // the cleaning gave speed back
    for (const indicator of [effect, body.inServicePerformance, body.maintenanceTrigger]) {
      expect(indicator.reason, indicator.kind).toBeNull();
      const truth = seenOver(indicator.evaluationPeriod) - seenOver(indicator.referencePeriod);
      expect(Math.abs(indicator.value! - truth), indicator.kind).toBeLessThan(0.5);
    }
    expect(body.inServicePerformance.referencePeriod).toMatchObject({
      fromDate: iso(importedFromMs),
      toDate: iso(importedFromMs + 30 * DAY_MS),
    });
    expect(body.dryDockingPerformance).toMatchObject({ value: null, eventId: made[0] });

    // ISO 19030's own periods: a year after out-docking has not passed in 130 days.
    const defaults = (
      await user()<Iso19030PerformanceIndicators>('GET', `${api}/Iso19030PerformanceIndicators/${vessel.id}`)
    ).body;
    expect(defaults).toMatchObject({ referenceDays: 365, maintenanceDays: 90 });
    expect(defaults.inServicePerformance.value).toBeNull();
    expect(defaults.inServicePerformance.reason).toMatch(/^The reference period runs until/);
    for (const id of made)
      await user()('DELETE', `${api}/Iso19030Events/${id}`, await basedOnNow(`${api}/Iso19030Events/${id}`));
  });
});

describe('one hull cleaning, wherever it is recorded', () => {
  it('PERF-005 PERF-026 a cleaning on the ISO 19030 page splits the speed trend; the same cleaning as the package recorded it splits it once; SFOC is not split', async () => {
    const trends = (await user()<LongTrend[]>('GET', `${api}/LongTrends/Find?vesselId=${vessel.id}`)).body;
    const trendOf = (name: string) => trends.find((t) => t.diagnosticType?.diagnosticTypeName === name)!;
    const starts = async (trend: LongTrend) =>
      (
        await user()<LongTrendPeriod[]>('GET', `${api}/LongTrendPeriods/Find?longTrendId=${trend.id}`)
      ).body.map((p) => p.start);
    const speed = trendOf('Speed');
    const before = await starts(speed);
    expect(before).toContain(iso(imported.cleaningMs));
    const made: Iso19030Event[] = [];
    const record = async (event: Record<string, string>) => {
      const answer = await user()<Iso19030Event>('POST', `${api}/Iso19030Events`, {
        body: { vesselId: vessel.id, ...event },
      });
      expect(answer.status).toBe(201);
      made.push(answer.body);
    };
    // The cleaning the package logged, typed in on the ISO 19030 page three hours later.
    await record({ eventType: 'HullCleaning', startDate: iso(imported.cleaningMs + 3 * 3_600_000) });
    expect(await starts(speed)).toEqual([
      ...before.filter((start) => start !== iso(imported.cleaningMs)),
      iso(imported.cleaningMs + 3 * 3_600_000),
    ]);
    // A second cleaning 20 days later, only on the ISO 19030 page, and a hull inspection (no work).
    const later = imported.cleaningMs + 20 * DAY_MS;
    await record({ eventType: 'HullCleaning', startDate: iso(later) });
    await record({ eventType: 'HullInspection', startDate: iso(later + 5 * DAY_MS) });
    expect(await starts(speed)).toHaveLength(before.length + 1);
    expect((await starts(speed)).at(-1)).toBe(iso(later));
    expect(await starts(trendOf('Sfoc'))).toHaveLength(1);
    for (const event of made)
      await user()(
        'DELETE',
        `${api}/Iso19030Events/${event.id}`,
        await basedOnNow(`${api}/Iso19030Events/${event.id}`),
      );
    await server.pipeline.idle(120_000);
    expect(await starts(speed)).toEqual(before);
  });
});

describe('401 → 403 → allowed', () => {
  it('PERF-158 every ISO 19030 call: 401 without a token, 403 for the partner type, across companies and without the Diagnostics feature, allowed with access', async () => {
    const event = (
      await user()<Iso19030Event>('POST', `${api}/Iso19030Events`, {
        body: {
          vesselId: vessel.id,
          eventType: 'PropellerPolishing',
          startDate: iso(importedFromMs + 40 * DAY_MS),
        },
      })
    ).body;
    const calls: [string, string, unknown, number][] = [
      ['GET', `${api}/Iso19030Events/Vessel/${vessel.id}`, undefined, 200],
      ['GET', `${api}/Iso19030Events/${event.id}`, undefined, 200],
      ['PATCH', `${api}/Iso19030Events/${event.id}`, { description: 'Polished' }, 200],
      ['GET', `${api}/Iso19030PerformanceIndicators/${vessel.id}`, undefined, 200],
      [
        'POST',
        `${api}/Iso19030Events`,
        { vesselId: vessel.id, eventType: 'HullInspection', startDate: iso(importedFromMs) },
        201,
      ],
      ['DELETE', `${api}/Iso19030Events/${event.id}`, undefined, 204],
    ];
    for (const [method, path, body, allowed] of calls) {
      expect((await server.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await server.as('partner')(method, path, { body })).status, `partner ${method} ${path}`).toBe(
        403,
      );
      expect((await server.as('other')(method, path, { body })).status, `other ${method} ${path}`).toBe(403);
      await switchFeature(server, vessel.id, 'Diagnostics', false);
      try {
        const refused = await user()(method, path, { body });
        expect(refused.status, `without the feature ${method} ${path}`).toBe(403);
        expect(refused.body).toEqual({
          message: 'Diagnostics: feature not available for this vessel.',
          code: 'FEATURE_NOT_AVAILABLE',
        });
      } finally {
        await switchFeature(server, vessel.id, 'Diagnostics', true);
      }
      const basedOn = method === 'PATCH' || method === 'DELETE' ? await basedOnNow(path) : {};
      expect((await user()(method, path, { body, ...basedOn })).status, `user ${method} ${path}`).toBe(
        allowed,
      );
    }
    // The list of every vessel's events: 401, 403 for the partner type; others see their vessels only.
    const list = `${api}/Iso19030Events`;
    expect((await server.request('GET', list)).status).toBe(401);
    expect((await server.as('partner')('GET', list)).status).toBe(403);
    const other = await server.as('other')<Iso19030Event[]>('GET', list);
    expect(other.status).toBe(200);
    expect(other.body.filter((e) => e.vesselId === vessel.id)).toEqual([]);
    const mine = await user()<Iso19030Event[]>('GET', list);
    expect(mine.body.some((e) => e.vesselId === vessel.id)).toBe(true);
    await switchFeature(server, vessel.id, 'Diagnostics', false);
    try {
      const without = await user()<Iso19030Event[]>('GET', list);
      expect(without.body.some((e) => e.vesselId === vessel.id)).toBe(false);
    } finally {
      await switchFeature(server, vessel.id, 'Diagnostics', true);
    }
  });
});

describe('the ISO 19030-2 wind correction (ADR 0104)', () => {
  const indicatorsUrl = () => `${api}/Iso19030PerformanceIndicators/${vessel.id}`;
  const mean = (values: { value: number }[]) => values.reduce((s, d) => s + d.value, 0) / values.length;

  it('PERF-038 a vessel without the transverse area gets the uncorrected values and the reason in words', async () => {
    const started = performance.now();
    const answer = await user()<Iso19030PerformanceIndicators>('GET', indicatorsUrl());
    console.info(`no wind correction: GET in ${(performance.now() - started).toFixed(0)} ms`);
    expect(answer.status).toBe(200);
    expect(answer.body.windCorrection).toEqual({
      applied: false,
      reason: 'Not wind-corrected: the vessel settings give no transverse area above water.',
      blocksKept: null,
    });
    expect(answer.body.series.length).toBeGreaterThan(0);
    expect(answer.body.uncorrectedSeries).toEqual(answer.body.series);
    for (const indicator of [
      answer.body.dryDockingPerformance,
      answer.body.inServicePerformance,
      answer.body.maintenanceTrigger,
      ...answer.body.maintenanceEffects,
    ])
      expect(indicator.uncorrectedValue).toBe(indicator.value);
  });

  it('PERF-038 with the area set and relative wind logged, the values are read at wind-corrected power beside the uncorrected ones', async () => {
    const settingsUrl = `${api}/VesselSettings/${vessel.id}`;
    const before = await server.as('super')<Record<string, unknown> & { version: number }>(
      'GET',
      settingsUrl,
    );
    const {
      id: _id,
      vesselId: _vesselId,
      cargoUnits: _cargo,
      hasVeracityKey: _key,
      version,
      isDeleted: _deleted,
      ...write
    } = before.body;
    const windage = {
      windTransverseAreaM2: 950,
      windAreaHeightM: 9,
      anemometerHeightM: 38,
      windDesignDraughtM: 14.4,
      breadthM: 38,
      windShipType: 'tankerBulk',
      propulsiveEfficiency: 0.7,
    };
    // A refused value is a 400 in words and stores nothing.
    const refused = await server.as('super')<{ message: string }>('PUT', settingsUrl, {
      body: { ...write, ...windage, propulsiveEfficiency: 1.4 },
      headers: { 'If-Match': versionEtag(version) },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'The propulsive efficiency is a share: at most 1.',
    ]);
    const saved = await server.as('super')<Record<string, unknown>>('PUT', settingsUrl, {
      body: { ...write, ...windage },
      headers: { 'If-Match': versionEtag(version) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(windage);

    const started = performance.now();
    const answer = await user()<Iso19030PerformanceIndicators>('GET', indicatorsUrl());
    const elapsedMs = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.windCorrection.applied).toBe(true);
    expect(answer.body.windCorrection.reason).toBeNull();
    expect(answer.body.windCorrection.blocksKept).toBeGreaterThan(0);
    const corrected = answer.body.series;
    const uncorrected = answer.body.uncorrectedSeries;
    // Same blocks, same days: only the power the speed is read at differs.
    expect(corrected.map((d) => d.timestamp)).toEqual(uncorrected.map((d) => d.timestamp));
    const differences = corrected.map((d, i) => d.value - uncorrected[i]!.value);
    expect(differences.some((d) => Math.abs(d) > 0.01)).toBe(true);
    // Over a voyage the wind resists on balance (R_AA > 0): the corrected power is lower, the speed
    // expected at it lower, and the speed loss smaller.
    expect(mean(corrected)).toBeGreaterThan(mean(uncorrected));
    console.info(
      `wind correction: ${corrected.length} days, mean ${mean(uncorrected).toFixed(2)} % uncorrected, ${mean(corrected).toFixed(2)} % corrected, mean difference ${mean(differences.map((value) => ({ value }))).toFixed(2)} points, GET in ${elapsedMs.toFixed(0)} ms`,
    );
  });

  it('PERF-005 PERF-038 the recalculation stores the wind-corrected series and the GET reads it, with the answer it computed on read; a windage change recalculates it', async () => {
    const engine = engineFromHandle(server.database as never);
    const get = async () => {
      const started = performance.now();
      const answer = await user()<Iso19030PerformanceIndicators>('GET', indicatorsUrl());
      expect(answer.status).toBe(200);
      return { body: answer.body, ms: performance.now() - started };
    };
    // The area was set above: its save asked for the recalculation, which stored the series.
    await server.pipeline.idle(120_000);
    const stored = (await findWindSeries(engine, vessel.id))!;
    expect(stored.corrected.length).toBeGreaterThan(60);
    const fromStore = await get();
    expect(fromStore.body.windCorrection).toEqual({
      applied: true,
      reason: null,
      blocksKept: stored.blocksKept,
    });
    const present = (d: { atMs: number; value: number }) => ({ timestamp: iso(d.atMs), value: d.value });
    expect(fromStore.body.series).toEqual(stored.corrected.map(present));
    expect(fromStore.body.uncorrectedSeries).toEqual(stored.uncorrected.map(present));

    // A series made from other inputs (here: its key spoiled) is not used: the GET computes on read,
    // the answer it gives is the stored one to the last digit, and it asks for the recalculation.
    await engine.query('UPDATE iso19030_wind_series SET inputs_key = $2 WHERE vessel_id = $1', [
      vessel.id,
      'stale',
    ]);
    const onRead = await get();
    expect(onRead.body).toEqual(fromStore.body);
    await server.pipeline.idle(120_000);
    expect((await findWindSeries(engine, vessel.id))!.inputsKey).toBe(stored.inputsKey);

    // The GET answers what is stored: a stored value changed is the value answered.
    await engine.query(
      'UPDATE iso19030_wind_values SET value = value + 50 WHERE vessel_id = $1 AND corrected AND position = 1',
      [vessel.id],
    );
    const changed = await get();
    expect(changed.body.series[0]!.value).toBeCloseTo(fromStore.body.series[0]!.value + 50, 9);
    expect(changed.body.series.slice(1)).toEqual(fromStore.body.series.slice(1));
    console.info(
      `wind correction stored: GET in ${fromStore.ms.toFixed(0)} ms (${changed.ms.toFixed(0)} ms again); computed on read: ${onRead.ms.toFixed(0)} ms`,
    );

    // Twice the transverse area: the save recalculates, and the GET answers the new series.
    const settingsUrl = `${api}/VesselSettings/${vessel.id}`;
    const settings = await server.as('super')<Record<string, unknown> & { version: number }>(
      'GET',
      settingsUrl,
    );
    const {
      id: _id,
      vesselId: _vesselId,
      cargoUnits: _cargo,
      hasVeracityKey: _key,
      version,
      isDeleted: _deleted,
      ...write
    } = settings.body;
    expect(write.windTransverseAreaM2).toBe(950);
    const saved = await server.as('super')('PUT', settingsUrl, {
      body: { ...write, windTransverseAreaM2: 1900 },
      headers: { 'If-Match': versionEtag(version) },
    });
    expect(saved.status).toBe(200);
    await server.pipeline.idle(120_000);
    const restored = (await findWindSeries(engine, vessel.id))!;
    expect(restored.inputsKey).not.toBe(stored.inputsKey);
    const larger = await get();
    expect(larger.body.series).toEqual(restored.corrected.map(present));
    expect(larger.body.series).not.toEqual(fromStore.body.series);
    const shift = (body: Iso19030PerformanceIndicators) => mean(body.series) - mean(body.uncorrectedSeries);
    expect(shift(larger.body)).toBeGreaterThan(1.5 * shift(fromStore.body));
    console.info(
      `wind correction, twice the area: mean difference ${shift(fromStore.body).toFixed(2)} → ${shift(larger.body).toFixed(2)} points, GET in ${larger.ms.toFixed(0)} ms`,
    );
  });
});
