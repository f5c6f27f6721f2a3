// The calculated LogData calls over several vessels (ADR 0084): one request for the variables of
// three vessels answers exactly what the per-variable reads gave before (readSeries at Day per
// variable, the newest sample and the last voyage per vessel), and every vessel asked for is checked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LogDataBatchResponse,
  LogDataCalculatedValue,
  LogDataLastReceived,
} from '../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../domain/contracts/log-variables.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  simulatedPackage,
  startPipelineTestServer,
  upload,
  waitForImport,
  type PipelineTestServer,
} from '../../tests/support/import-support.ts';
import { lastVoyage } from './log-data.repository.ts';
import { readSeries } from './series-reader.repository.ts';

let server: PipelineTestServer;
let dir: string;
let vessels: Vessel[];
let harbourVessel: Vessel;
/** Four variables of each imported vessel, the vessels in turn. */
let variables: LogVariable[];
const fromMs = Date.UTC(2026, 2, 30, 6);
const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startPipelineTestServer();
  dir = await mkdtemp(join(tmpdir(), 'wakeline-logdata-set-'));
  const harbourFleet = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  harbourVessel = harbourFleet[0]!;
  const reached = (await server.as('admin')<Vessel[]>('GET', '/api/v1/Vessels?IgnoreCompany=true')).body;
  vessels = [...reached.filter((v) => !harbourFleet.some((h) => h.id === v.id)).slice(0, 2), harbourVessel];
  const token = await server.tokenFor('admin');
  for (const [i, vessel] of vessels.entries()) {
    const made = await simulatedPackage(dir, {
      imo: String(vessel.imoNumber),
      fromMs: fromMs + i * 0.3 * dayMs,
      days: 4,
      fineDays: 1,
      seed: 21 + i,
      preset: i === 1 ? 'container_ship' : 'tanker',
    });
    const accepted = await upload(server, made.file, { token });
    await waitForImport(server, accepted.body.importPath);
  }
  variables = [];
  for (const vessel of vessels) {
    const found = (
      await server.as('admin')<LogVariable[]>('GET', `/api/v1/LogVariables/Find?vesselId=${vessel.id}`)
    ).body;
    const pick = ['Speed over ground', 'Fuel mass flow', 'Shaft power', 'Draft fore'];
    variables.push(...pick.map((name) => found.find((v) => v.name === name)!).filter(Boolean));
  }
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Averaged/Accumulated of one variable over one window as the per-variable service computed it. */
async function perVariable(
  variable: LogVariable,
  window: { fromMs: number; toMs: number } | null,
  kind: 'Averaged' | 'Accumulated',
  sampleWindowMs: number,
) {
  if (!window) return { value: null, count: 0, fromDate: null, toDate: null };
  const days = await readSeries(server.pipeline.context.engine, {
    vesselId: variable.vesselId,
    logVariableId: variable.id,
    interval: 'Day',
    fromMs: window.fromMs,
    toMs: window.toMs,
    limit: 1_000_000,
  });
  const count = days.reduce((sum, day) => sum + day.n, 0);
  const sum = days.reduce((total, day) => total + day.mean * day.n, 0);
  const value = count === 0 ? null : kind === 'Averaged' ? sum / count : (sum * sampleWindowMs) / 3_600_000;
  return { value, count, fromDate: iso(window.fromMs), toDate: iso(window.toMs) };
}

async function sampleWindowMs(id: string) {
  const [row] = await server.pipeline.context.engine.query<{ ms: number }>(
    'SELECT sample_window_ms AS ms FROM log_variables WHERE id = $1',
    [id],
  );
  return Number(row!.ms);
}

describe('LogData over several vessels in one request (ADR 0084)', () => {
  const ids = () => variables.map((v) => v.id).join(',');

  it('PERF-166 Calculated/Averaged and Accumulated over three vessels equal the per-variable answers', async () => {
    expect(variables.length).toBeGreaterThanOrEqual(10);
    expect(new Set(variables.map((v) => v.vesselId)).size).toBe(3);
    const windows = [
      { fromMs: fromMs + 0.2 * dayMs, toMs: fromMs + 3.55 * dayMs }, // partial days at both ends
      { fromMs: fromMs + 1.1 * dayMs, toMs: fromMs + 1.6 * dayMs }, // inside one day
      { fromMs: fromMs - 5 * dayMs, toMs: fromMs + 9 * dayMs }, // all of it
    ];
    let nonEmpty = 0;
    for (const window of windows) {
      for (const kind of ['Averaged', 'Accumulated'] as const) {
        const answer = await server.as('admin')<LogDataCalculatedValue[]>(
          'GET',
          `/api/v1/LogData/Calculated/${kind}?logVariableIds=${ids()}&fromDate=${iso(window.fromMs)}&toDate=${iso(window.toMs)}`,
        );
        expect(answer.status).toBe(200);
        expect(answer.body.map((row) => row.logVariableId)).toEqual(variables.map((v) => v.id));
        for (const [i, variable] of variables.entries()) {
          const expected = await perVariable(variable, window, kind, await sampleWindowMs(variable.id));
          const { value, count, fromDate, toDate } = answer.body[i]!;
          expect({ value, count, fromDate, toDate }, `${kind} ${variable.name}`).toEqual(expected);
          if (count > 0) nonEmpty++;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(variables.length * 5);
  });

  it('PERF-166 LastVoyageAveraged and LastVoyageAccumulated over three vessels equal the per-vessel voyages', async () => {
    const { engine } = server.pipeline.context;
    for (const kind of ['Averaged', 'Accumulated'] as const) {
      const before = Date.now();
      const answer = await server.as('admin')<LogDataCalculatedValue[]>(
        'GET',
        `/api/v1/LogData/LastVoyage${kind}?logVariableIds=${ids()}`,
      );
      expect(answer.status).toBe(200);
      for (const [i, variable] of variables.entries()) {
        const voyage = await lastVoyage(engine, variable.vesselId);
        const row = answer.body[i]!;
        expect(row.logVariableId).toBe(variable.id);
        if (!voyage) {
          expect(row).toMatchObject({ value: null, count: 0, fromDate: null, toDate: null });
          continue;
        }
        // A voyage still under way ends now: the answer's own end is the window compared.
        const toMs = voyage.end ? voyage.end.getTime() : Date.parse(row.toDate!);
        if (!voyage.end) expect(toMs).toBeGreaterThanOrEqual(before - 1000);
        const expected = await perVariable(
          variable,
          { fromMs: voyage.start.getTime(), toMs },
          kind,
          await sampleWindowMs(variable.id),
        );
        expect({ value: row.value, count: row.count, fromDate: row.fromDate, toDate: row.toDate }).toEqual(
          expected,
        );
      }
    }
  });

  it('PERF-166 LastReceived over three vessels gives each variable its newest sample', async () => {
    const answer = await server.as('admin')<LogDataLastReceived[]>(
      'GET',
      `/api/v1/LogData/LastReceived?logVariableIds=${ids()}`,
    );
    expect(answer.status).toBe(200);
    const { engine } = server.pipeline.context;
    for (const [i, variable] of variables.entries()) {
      const [newest] = await engine.query<{ ts: Date; value: number }>(
        'SELECT ts, value FROM samples WHERE vessel_id = $1 AND log_variable_id = $2 ORDER BY ts DESC LIMIT 1',
        [variable.vesselId, variable.id],
      );
      expect(answer.body[i]).toEqual({
        logVariableId: variable.id,
        timestamp: newest ? new Date(newest.ts).toISOString() : null,
        value: newest ? Number(newest.value) : null,
        unit: variable.unit,
      });
      expect(answer.body[i]!.timestamp).toBe(variable.logDataMaxDate);
    }
  });

  it('PERF-165 BatchFind over three vessels gives each variable the series readSeries gives it', async () => {
    let points = 0;
    for (const granularity of ['Raw', 'Quarter', 'Hour', 'Day'] as const) {
      // Raw within its size limit; the others over partial buckets at both ends.
      const window = {
        fromMs: fromMs + 0.3 * dayMs + 60_000,
        toMs: fromMs + (granularity === 'Raw' ? 0.8 : 3.2) * dayMs,
      };
      const answer = await server.as('admin')<LogDataBatchResponse<number>>(
        'GET',
        `/api/v1/LogData/BatchFind?logVariableIds=${ids()}&granularity=${granularity}&fromDate=${iso(window.fromMs)}&toDate=${iso(window.toMs)}&dateTimeFormat=UnixEpochMs`,
      );
      expect(answer.status, granularity).toBe(200);
      expect(answer.body.continuationFilter).toBeNull();
      for (const [i, variable] of variables.entries()) {
        const rows = await readSeries(server.pipeline.context.engine, {
          vesselId: variable.vesselId,
          logVariableId: variable.id,
          interval: granularity,
          ...window,
          limit: 1_000_000,
        });
        const item = answer.body.items[i]!;
        expect(item.logVariableId).toBe(variable.id);
        expect(item.values, `${granularity} ${variable.name}`).toEqual(
          rows.map((row) =>
            granularity === 'Raw'
              ? { timestamp: row.t, value: row.mean }
              : { timestamp: row.t, value: row.mean, count: row.n, min: row.min, max: row.max },
          ),
        );
        points += rows.length;
      }
    }
    expect(points).toBeGreaterThan(1000);
  });

  it('PERF-163 PERF-166 one variable of a vessel out of reach refuses the whole request (403), an unknown one is 404', async () => {
    const mine = variables.filter((v) => v.vesselId === harbourVessel.id).map((v) => v.id);
    const others = variables.filter((v) => v.vesselId !== harbourVessel.id).map((v) => v.id);
    const asOther = server.as('other');
    for (const path of [
      '/api/v1/LogData/LastReceived?',
      '/api/v1/LogData/LastVoyageAveraged?',
      `/api/v1/LogData/Calculated/Averaged?fromDate=${iso(fromMs)}&toDate=${iso(fromMs + dayMs)}&`,
    ]) {
      expect((await asOther('GET', path + `logVariableIds=${mine.join(',')}`)).status, path).toBe(200);
      for (const mixed of [
        [...mine, others[0]!],
        [others.at(-1)!, ...mine],
      ]) {
        expect((await asOther('GET', path + `logVariableIds=${mixed.join(',')}`)).status, path).toBe(403);
      }
      // An ordinary User (access-group scope): its vessels' variables only.
      const reachedByUser = new Set(
        (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body.map((v) => v.id),
      );
      const usersOwn = variables.filter((v) => reachedByUser.has(v.vesselId)).map((v) => v.id);
      const notUsers = variables.filter((v) => !reachedByUser.has(v.vesselId)).map((v) => v.id);
      expect(notUsers.length).toBeGreaterThan(0);
      if (usersOwn.length > 0)
        expect((await server.as('user')('GET', path + `logVariableIds=${usersOwn.join(',')}`)).status).toBe(
          200,
        );
      expect(
        (await server.as('user')('GET', path + `logVariableIds=${[...usersOwn, notUsers[0]!].join(',')}`))
          .status,
      ).toBe(403);
      const unknown = '5f0e0000-0000-4000-8000-00000000abcd';
      expect(
        (await asOther('GET', path + `logVariableIds=${[...mine, unknown].join(',')}`)).status,
        path,
      ).toBe(404);
    }
  });
});
