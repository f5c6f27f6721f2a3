// Data quality on an imported simulated vessel (issue 13 §2, §5): the ladder 401 → 403 → allowed,
// the outages and outliers the simulator recorded found from the stored samples, percent missing
// rounded as 001 §9 says, acknowledge and delete changing what LogData reads, the speed log's
// deviation against the simulator's own speed-log error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DataOutageList,
  FleetOverview,
  Outlier,
  OutlierConfig,
  SpeedLog,
} from '../../domain/contracts/data-quality.ts';
import type { LogDataBatchResponse } from '../../domain/contracts/log-data.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { percentMissing, roundPercentMissing } from '../../domain/data-quality/data-quality.ts';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import type { SimFault, SimStep } from '../../domain/sim/simulate.ts';
import {
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { writeSimulatedPackage } from '../import/package-writer.ts';

const DAY = 86_400_000;
const fromMs = Date.UTC(2026, 0, 5);
const days = 75;
const toMs = fromMs + days * DAY;

let server: PipelineTestServer;
let dir: string;
let vessel: Vessel;
let companyId: string;
let faults: SimFault[];
/** log variable id of each simulated variable (source id) */
let idOf: Map<string, string>;
let sourceOf: Map<string, string>;
const biasByDay = new Map<number, { sum: number; n: number }>();

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-dq-'));
  vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
    (v) => v.imoNumber === 9476123,
  )!;
  companyId = vessel.companyId!;
  const file = join(dir, 'fjord.zip');
  const summary = await writeSimulatedPackage({
    vessel: presetVessel(String(vessel.imoNumber), 'bulk_carrier'),
    fromMs,
    days,
    stepMinutes: 15,
    fineDays: 2,
    seed: 11,
    outPath: file,
    onStep: (step: SimStep) => {
      if (step.values[5]! < 3) return; // the speed log's error, under way only
      const day = Math.floor(step.atMs / DAY) * DAY;
      const entry = biasByDay.get(day) ?? { sum: 0, n: 0 };
      entry.sum += step.speedLogBias;
      entry.n++;
      biasByDay.set(day, entry);
    },
  });
  faults = summary.faults;
  const accepted = await upload(server, file, { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  // The import asked for the long trends and the outlier search: their jobs finish first.
  await server.pipeline.idle();
  const rows = await sql<{ id: string; source_id: string }>`SELECT id, source_id FROM log_variables
    WHERE vessel_id = ${vessel.id}`.execute(server.database.db);
  idOf = new Map(rows.rows.map((row) => [row.source_id, row.id]));
  sourceOf = new Map(rows.rows.map((row) => [row.id, row.source_id]));
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const range = `fromDate=${new Date(fromMs).toISOString()}&toDate=${new Date(toMs).toISOString()}`;

/** If-Match of the company's outage threshold as read now (0 while none is saved, ADR 0092). */
async function outageBase(): Promise<Record<string, string>> {
  const path = `/api/v1/DataQuality/DataOutage/Configuration?companyId=${companyId}`;
  const { version } = (await server.as('super')<{ version: number }>('GET', path)).body;
  return { 'If-Match': `"${version}"` };
}

describe('data quality calls: who may call them', () => {
  it('PERF-160 PERF-140 company reads: 401 without a token, 403 for another company and the partner, allowed for its members', async () => {
    for (const path of [
      `/api/v1/DataQuality/FleetOverview?companyId=${companyId}`,
      `/api/v1/DataQuality/DataOutage?companyId=${companyId}`,
      `/api/v1/DataQuality/DataOutage/Configuration?companyId=${companyId}`,
      `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`,
    ]) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('user')('GET', path)).status, path).toBe(200);
    }
    const path = '/api/v1/DataQuality/DataOutage/Configuration';
    const put = { body: { companyId, minimumGapMinutes: 60 }, headers: await outageBase() };
    expect((await server.request('PUT', path, put)).status).toBe(401);
    expect((await server.as('user')('PUT', path, put)).status).toBe(403);
    expect((await server.as('super')('PUT', path, put)).status).toBe(200);
  });

  it('PERF-161 vessel reads: 401, 403 outside the reach and for the partner, allowed for who sees the vessel', async () => {
    const variableId = idOf.get('STW')!;
    for (const path of [
      `/api/v1/DataQuality/Outliers/Config?vesselId=${vessel.id}`,
      `/api/v1/datafeature?vesselId=${vessel.id}&logVariableId=${variableId}&${range}`,
      `/api/v1/DataQuality/SpeedLog?vesselId=${vessel.id}&featureName=Speed%20Through%20Water&${range}`,
      `/api/v1/DataQuality/SpeedLog/DerivedSpeedThroughWater?vesselId=${vessel.id}&${range}`,
      `/api/v1/DataQuality/SpeedLog/SpeedThroughWater?vesselId=${vessel.id}&${range}`,
    ]) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('other')('GET', path)).status, path).toBe(403);
      expect((await server.as('partner')('GET', path)).status, path).toBe(403);
      expect((await server.as('user')('GET', path)).status, path).toBe(200);
    }
    const wrongName = await server.as('user')(
      'GET',
      `/api/v1/DataQuality/SpeedLog?vesselId=${vessel.id}&featureName=Speed&${range}`,
    );
    expect(wrongName.status).toBe(400);
  });
});

describe('ongoing outages and the package cadence (issue 26 §2, ADR 0110)', () => {
  const base = () => `/api/v1/DataQuality/DataOutage?companyId=${companyId}&vesselId=${vessel.id}`;
  const read = async (query: string) => {
    const answer = await server.as('super')<DataOutageList>('GET', `${base()}&${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const window = (endMs: number) =>
    `fromDate=${new Date(endMs - 10 * DAY).toISOString()}&toDate=${new Date(endMs).toISOString()}`;

  it('ADR 0110 the silence since the last package is no outage until the next package is overdue (1.5 × the cadence); then it is ongoing', async () => {
    const [cadence] = (await read(range)).cadences;
    expect(cadence).toMatchObject({ vesselId: vessel.id, vesselName: vessel.name });
    expect(cadence!.lastPackageAt).not.toBeNull();
    const lastMs = Date.parse(cadence!.lastPackageAt!);
    const cadenceMs = cadence!.cadenceMinutes * 60_000;
    expect(Date.parse(cadence!.nextPackageOverdueAt!)).toBe(lastMs + 1.5 * cadenceMs);

    const waiting = await read(window(lastMs + 1.4 * cadenceMs));
    expect(waiting.cadences[0]).toMatchObject({ overdue: false });
    expect(waiting.cadences[0]!.awaitingVariableCount).toBeGreaterThan(0);
    // What is still ongoing then stopped well before the last package (the packages came without it).
    for (const outage of waiting.outages.filter((o) => o.isOpen))
      expect(Date.parse(outage.start)).toBeLessThan(lastMs - waiting.minimumGapMinutes * 60_000);

    const overdue = await read(window(lastMs + 1.6 * cadenceMs));
    expect(overdue.cadences[0]).toMatchObject({ overdue: true, awaitingVariableCount: 0 });
    const openCount = (list: DataOutageList) => list.outages.filter((o) => o.isOpen).length;
    expect(openCount(overdue)).toBe(openCount(waiting) + waiting.cadences[0]!.awaitingVariableCount);
    // The fleet overview counts the same outages as the page (only real ones).
  });

  it('ADR 0110 a gap cut by the end of a past period is not ongoing when the data came back after it', async () => {
    // A dropout the simulator made, longer than the threshold, well inside the package: a period
    // that ends in its middle shows it to the period's end, as a past outage.
    const dropout = faults.find(
      (f): f is Extract<SimFault, { type: 'Dropout' }> =>
        f.type === 'Dropout' &&
        f.untilMs - f.fromMs > 3 * 3_600_000 &&
        f.fromMs > fromMs + 10 * DAY &&
        f.untilMs < toMs - DAY,
    );
    expect(dropout).toBeDefined();
    const midMs = dropout!.fromMs + Math.floor((dropout!.untilMs - dropout!.fromMs) / 2 / 60_000) * 60_000;
    const past = await read(
      `fromDate=${new Date(midMs - 5 * DAY).toISOString()}&toDate=${new Date(midMs).toISOString()}`,
    );
    const cut = past.outages.find(
      (o) => o.logVariableId === idOf.get(dropout!.variableId) && o.end === new Date(midMs).toISOString(),
    );
    expect(cut).toBeDefined();
    expect(cut!.isOpen).toBe(false);
  });

  it('ADR 0110 the variable filter keeps one variable; a bad variable id is refused with 400', async () => {
    const all = await read(range);
    const withOutage = all.outages[0]!;
    const one = await read(`${range}&logVariableId=${withOutage.logVariableId}`);
    expect(one.outages.length).toBeGreaterThan(0);
    expect(one.outages.every((o) => o.logVariableId === withOutage.logVariableId)).toBe(true);
    expect(one.outages.length).toBe(
      all.outages.filter((o) => o.logVariableId === withOutage.logVariableId).length,
    );
    expect(one.variables.map((row) => row.logVariableId)).toEqual([withOutage.logVariableId]);
    const refused = await server.as('super')<{ message: string }>('GET', `${base()}&logVariableId=nope`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The log variable id is not a valid id.');
  });
});

describe('outages from the stored samples', () => {
  it('PERF-048 every dropout the simulator made is an outage, and every outage is one it made', async () => {
    const { status, body } = await server.as('super')<DataOutageList>(
      'GET',
      `/api/v1/DataQuality/DataOutage?companyId=${companyId}&vesselId=${vessel.id}&${range}`,
    );
    expect(status).toBe(200);
    expect(body.minimumGapMinutes).toBe(60);
    const dropouts = faults.filter((f): f is Extract<SimFault, { type: 'Dropout' }> => f.type === 'Dropout');
    expect(dropouts.length).toBeGreaterThan(10);
    const outages = body.outages.filter((o) => o.vesselId === vessel.id);
    for (const dropout of dropouts) {
      const id = idOf.get(dropout.variableId);
      const found = outages.find(
        (o) =>
          o.logVariableId === id &&
          Date.parse(o.start) < dropout.fromMs &&
          Date.parse(o.end) >= Math.min(dropout.untilMs, toMs),
      );
      expect(found, `${dropout.variableId} ${new Date(dropout.fromMs).toISOString()}`).toBeDefined();
    }
    for (const outage of outages) {
      const source = sourceOf.get(outage.logVariableId);
      const made = dropouts.some(
        (d) =>
          d.variableId === source && d.fromMs > Date.parse(outage.start) && d.fromMs < Date.parse(outage.end),
      );
      expect(made, `${source} ${outage.start}`).toBe(true);
    }
  });

  it('PERF-212 percent missing is the outages’ share of the range, rounded to 5 decimals', async () => {
    const { body } = await server.as('super')<DataOutageList>(
      'GET',
      `/api/v1/DataQuality/DataOutage?companyId=${companyId}&vesselId=${vessel.id}&${range}`,
    );
    const withOutages = body.variables.filter((row) => row.outageCount > 0);
    expect(withOutages.length).toBeGreaterThan(0);
    for (const row of body.variables) {
      expect(row.percentMissing).toBe(roundPercentMissing(row.percentMissing));
      const missingMs = body.outages
        .filter((o) => o.logVariableId === row.logVariableId)
        .reduce(
          (sum, o) => sum + Math.min(Date.parse(o.end), toMs) - Math.max(Date.parse(o.start), fromMs),
          0,
        );
      expect(row.percentMissing).toBe(percentMissing(missingMs, toMs - fromMs));
    }
  });

  it('PERF-048 a longer threshold finds fewer outages (the configuration is used)', async () => {
    const path = `/api/v1/DataQuality/DataOutage?companyId=${companyId}&vesselId=${vessel.id}&${range}`;
    const before = (await server.as('super')<DataOutageList>('GET', path)).body.outages.length;
    const put = await server.as('super')<{ version: number }>(
      'PUT',
      '/api/v1/DataQuality/DataOutage/Configuration',
      { body: { companyId, minimumGapMinutes: 6 * 60 }, headers: await outageBase() },
    );
    expect(put.status).toBe(200);
    const after = (await server.as('super')<DataOutageList>('GET', path)).body;
    expect(after.minimumGapMinutes).toBe(360);
    expect(after.outages.length).toBeLessThan(before);
    expect(after.outages.every((o) => o.durationMinutes > 360)).toBe(true);
    const back = await server.as('super')('PUT', '/api/v1/DataQuality/DataOutage/Configuration', {
      body: { companyId, minimumGapMinutes: 60 },
      headers: { 'If-Match': `"${put.body.version}"` },
    });
    expect(back.status).toBe(200);
  });
});

describe('outliers', () => {
  it('PERF-049 the search is a job after the import: the reads only read it, and say when it is pending', async () => {
    const overview = async () =>
      (
        await server.as('super')<FleetOverview>(
          'GET',
          `/api/v1/DataQuality/FleetOverview?companyId=${companyId}`,
        )
      ).body.vessels.find((row) => row.vesselId === vessel.id)!;
    const searched = await overview();
    expect(searched.outlierSearchPending).toBe(false);
    expect(searched.outliersSearchedAt).not.toBeNull();
    expect(searched.openOutlierCount).toBeGreaterThan(0);
    const stored = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM data_outliers WHERE vessel_id = ${vessel.id}`.execute(
          server.database.db,
        )
      ).rows[0]!.n;
    const count = await stored();
    // Forget the search (as before the job ran): the reads say so and write nothing.
    await sql`DELETE FROM outlier_scans WHERE vessel_id = ${vessel.id}`.execute(server.database.db);
    const waiting = await overview();
    expect(waiting.outlierSearchPending).toBe(true);
    expect(waiting.outliersSearchedAt).toBeNull();
    await server.as('super')('GET', `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`);
    const scans = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM outlier_scans WHERE vessel_id = ${vessel.id}`.execute(
      server.database.db,
    );
    expect(scans.rows[0]!.n).toBe(0);
    // The job searches again: the same outliers, nothing doubled.
    expect(await server.pipeline.services.dataQuality.scanOutliers(vessel.id)).toBe(count);
    expect(await stored()).toBe(count);
    expect((await overview()).outlierSearchPending).toBe(false);
    // Nothing new since: the next search stores nothing.
    expect(await server.pipeline.services.dataQuality.scanOutliers(vessel.id)).toBe(0);
    expect(await stored()).toBe(count);
  });

  it('PERF-049 PERF-139 Chauvenet per feature and day finds the outliers the simulator made', async () => {
    const { status, body } = await server.as('super')<Outlier[]>(
      'GET',
      `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`,
    );
    expect(status).toBe(200);
    const mine = body.filter((o) => o.vesselId === vessel.id);
    const made = faults.filter((f): f is Extract<SimFault, { type: 'Outlier' }> => f.type === 'Outlier');
    const found = new Set(mine.map((o) => `${sourceOf.get(o.logVariableId)}@${Date.parse(o.timestamp)}`));
    const hit = made.filter((f) => found.has(`${f.variableId}@${f.atMs}`));
    // A spike of a zero (shaft idle) is no spike; every other one the simulator made is judged.
    const spikes = made.filter((f) => f.original !== 0);
    expect(spikes.length).toBeGreaterThan(20);
    // Found: at least 90 % (the misses are values that a day's spread hides: a heading during a
    // turn, a latitude near the equator). Chauvenet also flags real values at the edges of a
    // day's spread (arrivals, departures): reported, and what the acknowledge action is for.
    expect(hit.length).toBeGreaterThanOrEqual(Math.ceil(0.9 * spikes.length));
    for (const outlier of mine) expect(outlier.blockCount).toBeGreaterThanOrEqual(2);
  });

  it('PERF-049 acknowledge keeps the value; delete removes it from LogData reads (raw and rollups)', async () => {
    const open = (
      await server.as('super')<Outlier[]>('GET', `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`)
    ).body.filter((o) => o.vesselId === vessel.id && sourceOf.get(o.logVariableId) === 'ShaftPower');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [kept, removed] = open as [Outlier, Outlier];
    const read = async (o: Outlier, granularity: string) => {
      const t = Date.parse(o.timestamp);
      const hour = Math.floor(t / 3_600_000) * 3_600_000;
      const query = `logVariableId=${o.logVariableId}&granularity=${granularity}&fromDate=${new Date(hour).toISOString()}&toDate=${new Date(hour + 3_600_000).toISOString()}`;
      return (await server.as('user')<LogDataBatchResponse<string>>('GET', `/api/v1/LogData/Find?${query}`))
        .body.items[0]!.values;
    };
    // The graphs' outlier filter over the outlier's day (the block it was judged in) drops it ...
    const filteredDay = async (o: Outlier) => {
      const day = Math.floor(Date.parse(o.timestamp) / DAY) * DAY;
      const query = `logVariableId=${o.logVariableId}&granularity=Raw&filterOutliers=true&fromDate=${new Date(day).toISOString()}&toDate=${new Date(day + DAY).toISOString()}`;
      return (await server.as('user')<LogDataBatchResponse<string>>('GET', `/api/v1/LogData/Find?${query}`))
        .body.items[0]!.values;
    };
    expect((await filteredDay(kept)).some((p) => p.timestamp === kept.timestamp)).toBe(false);
    const ack = await server.as('user')<{ count: number }>(
      'PUT',
      '/api/v1/DataQuality/Outliers/TakeAction/Acknowledge',
      {
        body: { vesselId: vessel.id, outlierIds: [kept.id] },
      },
    );
    expect(ack.body.count).toBe(1);
    expect((await read(kept, 'Raw')).some((p) => p.timestamp === kept.timestamp)).toBe(true);
    // ... and keeps it once acknowledged as a real value.
    expect((await filteredDay(kept)).some((p) => p.timestamp === kept.timestamp)).toBe(true);

    const refused = await server.as('user')('PUT', '/api/v1/DataQuality/Outliers/TakeAction/Delete', {
      body: { vesselId: vessel.id, outlierIds: [removed.id] },
    });
    expect(refused.status).toBe(403);
    const hourBefore = (await read(removed, 'Hour'))[0]!;
    const rawBefore = await read(removed, 'Raw');
    expect(rawBefore.some((p) => p.timestamp === removed.timestamp && p.value === removed.value)).toBe(true);
    const deleted = await server.as('super')<{ count: number }>(
      'PUT',
      '/api/v1/DataQuality/Outliers/TakeAction/Delete',
      {
        body: { vesselId: vessel.id, outlierIds: [removed.id] },
      },
    );
    expect(deleted.body.count).toBe(1);
    const rawAfter = await read(removed, 'Raw');
    expect(rawAfter.some((p) => p.timestamp === removed.timestamp)).toBe(false);
    expect(rawAfter).toHaveLength(rawBefore.length - 1);
    // The hour comes from the rollup: rebuilt from the samples left.
    const hourAfter = (await read(removed, 'Hour'))[0] as { value: number; count: number };
    expect(hourAfter.count).toBe((hourBefore as { count: number }).count - 1);
    const mean = rawAfter.reduce((sum, p) => sum + (p.value ?? 0), 0) / rawAfter.length;
    expect(hourAfter.value).toBeCloseTo(mean, 6);

    const statuses = async (status: string) =>
      (
        await server.as('super')<Outlier[]>(
          'GET',
          `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}&status=${status}`,
        )
      ).body.map((o) => o.id);
    expect(await statuses('Acknowledged')).toContain(kept.id);
    expect(await statuses('Deleted')).toContain(removed.id);
    expect(await statuses('Open')).not.toContain(removed.id);
  });

  it('PERF-049 the feature configuration: saving it turns a feature off and searches again', async () => {
    const config = (
      await server.as('super')<OutlierConfig>(
        'GET',
        `/api/v1/DataQuality/Outliers/Config?vesselId=${vessel.id}`,
      )
    ).body;
    expect(config.features.length).toBe(idOf.size);
    expect(config.features.every((f) => f.enabled && f.blockHours === 24)).toBe(true);
    const latitude = idOf.get('Latitude')!;
    // None saved yet: version 0, which the first save names (ADR 0092).
    expect(config.version).toBe(0);
    const saved = await server.as('super')<OutlierConfig>('POST', '/api/v1/DataQuality/Outliers/Config', {
      body: { vesselId: vessel.id, features: [{ logVariableId: latitude, enabled: false, blockHours: 24 }] },
      headers: { 'If-Match': `"${config.version}"` },
    });
    expect([saved.status, saved.body.version]).toEqual([200, 1]);
    expect(saved.body.features.find((f) => f.logVariableId === latitude)!.enabled).toBe(false);
    // Saving asked the job for a new search.
    await server.pipeline.idle();
    const open = (
      await server.as('super')<Outlier[]>('GET', `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`)
    ).body;
    expect(open.some((o) => o.logVariableId === latitude)).toBe(false);
    expect(open.some((o) => o.vesselId === vessel.id)).toBe(true);
  });
});

describe('speed log', () => {
  it('PERF-050 PERF-161 the speed log reads high by the error the simulator gave it', async () => {
    const { status, body } = await server.as('user')<SpeedLog>(
      'GET',
      `/api/v1/DataQuality/SpeedLog?vesselId=${vessel.id}&featureName=Speed%20Through%20Water&${range}`,
    );
    expect(status).toBe(200);
    expect(body.hasSpeedThroughWater && body.hasSpeedOverGround).toBe(true);
    expect(body.dayCount).toBeGreaterThan(20);
    // The simulator's mean speed-log error over the same days under way (percent).
    const simulated = body.days.map((day) => {
      const entry = biasByDay.get(Date.parse(day.date))!;
      return (100 * entry.sum) / entry.n;
    });
    const truth = simulated.reduce((a, b) => a + b, 0) / simulated.length;
    // Currents (mean zero) and noise average out over the days: within one percentage point (the
    // days of this 75-day run gave 0.71).
    expect(Math.abs(body.meanDeviationPercent! - truth)).toBeLessThan(1);
    expect(body.needsCalibration).toBe(Math.abs(body.recentDeviationPercent!) > 2);
    const derived = await server.as('user')<{ values: { timestamp: string; value: number }[] }>(
      'GET',
      `/api/v1/DataQuality/SpeedLog/DerivedSpeedThroughWater?vesselId=${vessel.id}&${range}`,
    );
    expect(derived.body.values.map((p) => p.value)).toEqual(body.days.map((d) => d.derivedSpeedThroughWater));
  });
});

describe('the outlier search job after a later package', () => {
  it('PERF-049 a package of newer data is searched by the job its import asked for, the earlier outliers kept', async () => {
    const before = await sql<{ id: string; status: string }>`SELECT id, status FROM data_outliers
      WHERE vessel_id = ${vessel.id} AND status <> 'Open'`.execute(server.database.db);
    const file = join(dir, 'fjord-later.zip');
    const later = await writeSimulatedPackage({
      vessel: presetVessel(String(vessel.imoNumber), 'bulk_carrier'),
      fromMs: toMs,
      days: 20,
      stepMinutes: 15,
      seed: 12,
      outPath: file,
    });
    const accepted = await upload(server, file, { token: await server.tokenFor('admin') });
    await waitForImport(server, accepted.body.importPath);
    await server.pipeline.idle();
    const [scan] = (
      await sql<{ data_to: Date }>`SELECT data_to FROM outlier_scans WHERE vessel_id = ${vessel.id}`.execute(
        server.database.db,
      )
    ).rows;
    const [last] = (
      await sql<{
        last: Date;
      }>`SELECT max(last_ts) AS last FROM log_variables WHERE vessel_id = ${vessel.id}`.execute(
        server.database.db,
      )
    ).rows;
    expect(new Date(scan!.data_to).getTime()).toBe(new Date(last!.last).getTime());
    expect(new Date(scan!.data_to).getTime()).toBeGreaterThanOrEqual(toMs + 19 * DAY);
    const open = (
      await server.as('super')<Outlier[]>('GET', `/api/v1/DataQuality/CompanyOutliers?companyId=${companyId}`)
    ).body.filter((o) => o.vesselId === vessel.id);
    const found = new Set(open.map((o) => `${sourceOf.get(o.logVariableId)}@${Date.parse(o.timestamp)}`));
    // The features still switched on (the test above switched Latitude off).
    const spikes = later.faults.filter(
      (f): f is Extract<SimFault, { type: 'Outlier' }> =>
        f.type === 'Outlier' && f.original !== 0 && f.variableId !== 'Latitude',
    );
    expect(spikes.length).toBeGreaterThan(3);
    const hit = spikes.filter((f) => found.has(`${f.variableId}@${f.atMs}`));
    expect(hit.length).toBeGreaterThanOrEqual(Math.ceil(0.8 * spikes.length));
    // What users did about the earlier outliers stays.
    const after = await sql<{ id: string; status: string }>`SELECT id, status FROM data_outliers
      WHERE vessel_id = ${vessel.id} AND status <> 'Open'`.execute(server.database.db);
    expect(after.rows).toEqual(expect.arrayContaining(before.rows));
  });
});
