// Several processes on one PostgreSQL (issue 16 §3, ADR 0066): API process A and the API cluster B
// (server/main.ts, WAKELINE_JOBS=external, each on its own port; B with WAKELINE_API_PROCESSES=2)
// and two `npm run worker` processes (server/worker.ts) start at once on one empty database, then
// the same writes race at A and B. Every
// guarantee holds across them: idempotency keys, If-Match versions, sign-in and reset-request
// limits, session revocation, queue jobs that run once, and one undo of an import at a time. Runs in the PostgreSQL pass of
// `npm test` (vitest project api-postgres); alone it starts a throwaway cluster (scripts/pg-test.sh).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import { importStatuses } from '../../domain/contracts/imports.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { messages } from '../../domain/messages.ts';
import { demoPassword } from '../demo/demo.ts';
import { buildVesselUpdate } from '../../tests/support/factories.ts';
import { simulatedPackage, upload, waitForImport } from '../../tests/support/import-support.ts';
import {
  spawnWakeline,
  startApiProcess,
  testPostgres,
  type WakelineProcess,
} from '../../tests/support/process-servers.ts';
import { createTestPostgresDatabase, demoEmails } from '../../tests/support/test-server.ts';

type Api = Awaited<ReturnType<typeof startApiProcess>>;

let postgres: ReturnType<typeof testPostgres>;
let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
let db: pg.Pool;
let dataDir: string;
let a: Api;
let b: Api;
let workers: WakelineProcess[] = [];
let startMs = 0;

beforeAll(async () => {
  postgres = testPostgres();
  database = await createTestPostgresDatabase(postgres.adminUrl);
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  dataDir = await mkdtemp(join(tmpdir(), 'wakeline-processes-'));
  const env = {
    DATABASE_URL: database.url,
    WAKELINE_DATA_DIR: dataDir,
    WAKELINE_DEMO_FLEET_DAYS: '0',
    WAKELINE_DIST_DIR: join(dataDir, 'no-dist'),
  };
  const started = Date.now();
  // Everything at once on the empty database: migrations and the demo seed must happen once.
  workers = [spawnWakeline('server/worker.ts', env), spawnWakeline('server/worker.ts', env)];
  [a, b] = await Promise.all([
    startApiProcess({ ...env, WAKELINE_JOBS: 'external' }),
    // B is a cluster: a primary and two API processes sharing its port (WAKELINE_API_PROCESSES).
    startApiProcess({ ...env, WAKELINE_JOBS: 'external', WAKELINE_API_PROCESSES: '2' }),
    ...workers.map((worker) => worker.waitFor(/worker: waiting to run the job queues/)),
  ]);
  startMs = Date.now() - started;
}, 240_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), ...workers.map((worker) => worker.stop())]);
  await db?.end();
  await database?.drop();
  postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('start-up of several processes at once', () => {
  it('an API process, a cluster of two and two workers on one empty database: migrations applied once, the demo seeded once, one job runner', async () => {
    console.log(`[processes] API process A, cluster B (primary + 2) and 2 workers ready in ${startMs} ms`);
    expect(b.output()).toMatch(/2 API processes; job queues: npm run worker/);
    const outputs = [a, b, ...workers].map((process) => process.output());
    expect(outputs.filter((text) => text.includes('applied migrations:'))).toHaveLength(1);
    expect(outputs.filter((text) => text.includes('created the demo data'))).toHaveLength(1);
    const users = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    expect(users.rows[0]!.count).toBe(Object.keys(demoEmails).length);
    // One worker runs the queues; the other stands by (the job runner lock).
    const [runner, standby] = await Promise.race([
      workers[0]!.waitFor(/worker: running the job queues/).then(() => [workers[0]!, workers[1]!]),
      workers[1]!.waitFor(/worker: running the job queues/).then(() => [workers[1]!, workers[0]!]),
    ]);
    await standby!.waitFor(/another process runs the job queues; this one stands by/);
    expect(runner!.output()).not.toMatch(/stands by/);
    expect(standby!.output()).not.toMatch(/worker: running the job queues/);
  });
});

describe('the same writes raced at both API processes', () => {
  let vesselId: string;
  let day = 0;
  function departure() {
    day += 1;
    return {
      id: randomUUID(),
      vesselId,
      timestamp: new Date(Date.UTC(2025, 11, 31) - day * 86_400_000).toISOString(),
      type: 'Departure',
    };
  }

  beforeAll(async () => {
    vesselId = (await a.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!.id;
  });

  async function eventRows(id: string): Promise<number> {
    const { rows } = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM emission_report_vessel_events WHERE id = $1',
      [id],
    );
    return rows[0]!.count;
  }

  it('I3 the same Idempotency-Key at both at once: one effect, the same 201 answer at both, one marked replayed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const body = departure();
      const key = randomUUID();
      const send = (api: Api) =>
        api.as('user')<VesselEvent>('POST', '/api/v1/EmissionReportVesselEvents', {
          body,
          headers: { 'Idempotency-Key': key },
        });
      const [atA, atB] = await Promise.all([send(a), send(b)]);
      expect([atA.status, atB.status]).toEqual([201, 201]);
      expect(atB.body).toEqual(atA.body);
      const replayed = [atA, atB].filter((answer) => answer.headers.get('Idempotent-Replayed') === 'true');
      expect(replayed).toHaveLength(1);
      expect(await eventRows(body.id)).toBe(1);
    }
  });

  it('the same If-Match version at both at once: one 200, one 412 with the winner as current', async () => {
    for (let round = 0; round < 5; round += 1) {
      const body = departure();
      const created = await a.as('user')('POST', '/api/v1/EmissionReportVesselEvents', {
        body,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(created.status).toBe(201);
      const path = `/api/v1/EmissionReportVesselEvents/${body.id}`;
      const edit = (api: Api, name: string) =>
        api.as('user')<VesselEvent & { code?: string; current?: VesselEvent }>('PUT', path, {
          body: { ...body, voyage: null, name },
          headers: { 'Idempotency-Key': randomUUID(), 'If-Match': '"1"' },
        });
      const [atA, atB] = await Promise.all([edit(a, 'edit at A'), edit(b, 'edit at B')]);
      expect([atA.status, atB.status].sort()).toEqual([200, 412]);
      const [winner, loser] = atA.status === 200 ? [atA, atB] : [atB, atA];
      expect(winner.body).toMatchObject({ version: 2 });
      expect(loser.body.code).toBe('PRECONDITION_FAILED');
      expect(loser.body.current).toMatchObject({ version: 2, name: winner.body.name });
      const stored = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM emission_report_vessel_events WHERE id = $1',
        [body.id],
      );
      expect(stored.rows).toEqual([{ version: 2, name: winner.body.name }]);
    }
  });

  it('ADR 0092 PUT /Vessels/{id} with the same If-Match at both at once: one 200, one 412 with the winner, the winner stored', async () => {
    for (let round = 0; round < 5; round += 1) {
      const read = await a.as('super')<Vessel>('GET', `/api/v1/Vessels/${vesselId}`);
      const headers = { 'If-Match': read.headers.get('ETag') ?? '' };
      expect(headers['If-Match']).toBe(`"${read.body.version}"`);
      const save = (api: Api, name: string) =>
        api.as('super')<Vessel & { code?: string; current?: Vessel }>('PUT', `/api/v1/Vessels/${vesselId}`, {
          body: buildVesselUpdate({ name }),
          headers,
        });
      const [atA, atB] = await Promise.all([save(a, `Saved at A ${round}`), save(b, `Saved at B ${round}`)]);
      expect([atA.status, atB.status].sort()).toEqual([200, 412]);
      const [winner, loser] = atA.status === 200 ? [atA, atB] : [atB, atA];
      expect(winner.body.version).toBe(read.body.version + 1);
      expect([loser.body.code, loser.body.current?.name]).toEqual(['PRECONDITION_FAILED', winner.body.name]);
      const stored = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM vessels WHERE id = $1',
        [vesselId],
      );
      expect(stored.rows).toEqual([{ version: winner.body.version, name: winner.body.name }]);
    }
  });

  it('sign-in failures spread over both processes hit the limit together (5 per user name and address)', async () => {
    const signIn = (api: Api, password: string) =>
      api.request<{ message: string; code: string }>('POST', '/api/v1/Authenticate', {
        body: { username: demoEmails.harbourSuper, password },
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => signIn(index % 2 === 0 ? a : b, 'not-the-password')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({
      message: messages.tooManyLoginAttempts,
      code: 'RATE_LIMITED',
    });
    // Blocked at both processes, even with the right password.
    expect((await signIn(a, demoPassword)).status).toBe(429);
    expect((await signIn(b, demoPassword)).status).toBe(429);
  });

  it('reset-link requests spread over both processes share one limit (10 per address)', async () => {
    // A different e-mail each (the per-e-mail limit of ADR 0091 is not the one tested here).
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        (index % 2 === 0 ? a : b).request('POST', '/api/v1/Account/LostPassword', {
          body: { Email: `nobody${index}@example.com` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('SHELL-116 a token signed out at process A is refused at process B on the next request', async () => {
    // True by design (ADR 0091): the sign-out answers only after every API process acknowledged it.
    const signedIn = await b.request<{ token: string }>('POST', '/api/v1/Authenticate', {
      body: { username: demoEmails.super, password: demoPassword },
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token;
    expect((await b.request('GET', '/api/v1/Vessels', { token })).status).toBe(200);
    expect((await a.request('GET', '/api/v1/Vessels', { token })).status).toBe(200);
    expect((await a.request('POST', '/api/v1/Authenticate/SignOut', { token })).status).toBe(204);
    expect((await b.request('GET', '/api/v1/Vessels', { token })).status).toBe(401);
    expect((await a.request('GET', '/api/v1/Vessels', { token })).status).toBe(401);
  });

  it('SHELL-116 100 rounds: a token signed out at A, then at once requested at B (both processes of its cluster) — never accepted', async () => {
    const rounds = 100;
    let accepted = 0;
    const signOutMs: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const signedIn = await a.request<{ token: string }>('POST', '/api/v1/Authenticate', {
        body: { username: demoEmails.super, password: demoPassword },
      });
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.token;
      // Cache the caller at A and (two connections, so most likely both of its processes) at B.
      const warm = await Promise.all([
        a.request('GET', '/api/v1/Vessels', { token }),
        b.request('GET', '/api/v1/Authenticate/TokenCheck', { token }),
        b.request('GET', '/api/v1/Authenticate/TokenCheck', { token }),
      ]);
      expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const started = performance.now();
      expect((await a.request('POST', '/api/v1/Authenticate/SignOut', { token })).status).toBe(204);
      signOutMs.push(performance.now() - started);
      const after = await Promise.all([
        b.request('GET', '/api/v1/Authenticate/TokenCheck', { token }),
        b.request('GET', '/api/v1/Authenticate/TokenCheck', { token }),
      ]);
      accepted += after.filter((answer) => answer.status !== 401).length;
    }
    signOutMs.sort((x, y) => x - y);
    console.log(
      `[processes] sign-out at A: median ${signOutMs[rounds / 2]!.toFixed(1)} ms, p95 ${signOutMs[Math.floor(rounds * 0.95)]!.toFixed(1)} ms, max ${signOutMs[rounds - 1]!.toFixed(1)} ms`,
    );
    expect(accepted).toBe(0);
  });

  it('a registered API process that never acknowledges delays a sign-out by at most about 2 s, and it is logged', async () => {
    const silent = 'f'.repeat(32);
    await db.query('INSERT INTO api_processes (id) VALUES ($1)', [silent]);
    try {
      const signedIn = await a.request<{ token: string }>('POST', '/api/v1/Authenticate', {
        body: { username: demoEmails.super, password: demoPassword },
      });
      const started = performance.now();
      const signedOut = await a.request('POST', '/api/v1/Authenticate/SignOut', {
        token: signedIn.body.token,
      });
      const tookMs = performance.now() - started;
      expect(signedOut.status).toBe(204);
      expect(tookMs).toBeGreaterThanOrEqual(1_900);
      expect(tookMs).toBeLessThan(5_000);
      expect(a.output()).toContain(`not acknowledged within 2000 ms by API process(es) ${silent}`);
      // A request that revokes nothing does not wait for it.
      const read = performance.now();
      expect((await a.as('user')('GET', '/api/v1/Vessels')).status).toBe(200);
      expect(performance.now() - read).toBeLessThan(1_500);
    } finally {
      await db.query('DELETE FROM api_processes WHERE id = $1', [silent]);
    }
  });
});

describe('queue jobs across processes', () => {
  it('ADMIN-166 packages sent to both API processes are each prepared and imported once, by the one job runner', async () => {
    const vessels = (await a.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const dir = await mkdtemp(join(tmpdir(), 'wakeline-process-packages-'));
    try {
      const packages = await Promise.all(
        vessels.slice(0, 4).map((vessel, index) =>
          simulatedPackage(dir, {
            imo: String(vessel.imoNumber),
            fromMs: Date.UTC(2026, 2, 1),
            days: 1,
            stepMinutes: 60,
            seed: index + 1,
          }),
        ),
      );
      const accepted = await Promise.all(
        packages.map(async (pack, index) => {
          const api = index % 2 === 0 ? a : b;
          return upload(api, pack.file, { token: await api.tokenFor('admin') });
        }),
      );
      expect(accepted.map((answer) => answer.status)).toEqual(packages.map(() => 202));
      const paths = accepted.map((answer) => answer.body.importPath);
      for (const path of paths) expect((await waitForImport(a, path)).status).toBe(importStatuses.Imported);
      // The import queues' jobs (the alert-rule job that each import queues after it carries the
      // path too, and may still be running here).
      const jobs = await db.query<{ name: string; path: string; state: string; count: number }>(
        `SELECT name, data->>'importPath' AS path, state, count(*)::int AS count FROM pgboss.job
          WHERE data->>'importPath' = ANY($1) AND name IN ('receiveddata', 'pendingimports')
          GROUP BY 1, 2, 3 ORDER BY 2, 1`,
        [paths],
      );
      expect(jobs.rows).toEqual(
        [...paths].sort().flatMap((path) => [
          { name: 'pendingimports', path, state: 'completed', count: 1 },
          { name: 'receiveddata', path, state: 'completed', count: 1 },
        ]),
      );
      // No import was interrupted (attempts counts interruptions found at a restart, ADR 0088).
      const attempts = await db.query<{ attempts: number }>(
        'SELECT attempts FROM imports WHERE import_path = ANY($1)',
        [paths],
      );
      expect(attempts.rows.map((row) => row.attempts)).toEqual(paths.map(() => 0));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the same package at both API processes at once (issue 27)', () => {
  it('each round: one 202 queued, the other 202 queued:false with the same path, never a 500; imported once', async () => {
    const vessel = (await a.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
    const dir = await mkdtemp(join(tmpdir(), 'wakeline-process-race-'));
    try {
      for (let round = 0; round < 6; round++) {
        const pack = await simulatedPackage(dir, {
          imo: String(vessel.imoNumber),
          fromMs: Date.UTC(2026, 5, 1 + round),
          days: 1,
          stepMinutes: 60,
          seed: 50 + round,
        });
        const [atA, atB] = await Promise.all([
          a.tokenFor('admin').then((token) => upload(a, pack.file, { token })),
          b.tokenFor('admin').then((token) => upload(b, pack.file, { token })),
        ]);
        expect([atA.status, atB.status], `round ${round}`).toEqual([202, 202]);
        expect([atA.body.queued, atB.body.queued].sort(), `round ${round}`).toEqual([false, true]);
        expect(atA.body.importPath).toBe(atB.body.importPath);
        expect((await waitForImport(a, atA.body.importPath)).status).toBe(importStatuses.Imported);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the undo of one import at both API processes at once (issue 27, ADR 0120)', () => {
  it('each round: one 202, the others 409 in words, one undo job, the import undone once and its record without a state after', async () => {
    const vessel = (await a.as('admin')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
    const dir = await mkdtemp(join(tmpdir(), 'wakeline-process-undo-'));
    try {
      const token = await a.tokenFor('admin');
      const paths: string[] = [];
      for (let round = 0; round < 3; round++) {
        const pack = await simulatedPackage(dir, {
          imo: String(vessel.imoNumber),
          fromMs: Date.UTC(2026, 6, 1 + 2 * round),
          days: 1,
          stepMinutes: 60,
          seed: 70 + round,
        });
        const accepted = await upload(a, pack.file, { token });
        expect(accepted.status).toBe(202);
        paths.push(accepted.body.importPath);
      }
      for (const path of paths) expect((await waitForImport(a, path)).status).toBe(importStatuses.Imported);
      for (const [round, importPath] of paths.entries()) {
        // A, and B twice (B is a cluster: its two API processes share its port).
        const answers = await Promise.all(
          [a, b, b].map((api) =>
            api.as('admin')<{ message?: string }>('POST', '/api/v1/SuccessfulImports/Undo', {
              body: { importPath },
            }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([202, 409, 409]);
        for (const refused of answers.filter((answer) => answer.status === 409))
          expect([messages.importUndoBeingUndone, messages.importUndoAgain]).toContain(refused.body.message);
        const until = Date.now() + 120_000;
        for (;;) {
          const { rows } = await db.query<{ undone_at: Date | null; undo_state: string | null }>(
            'SELECT undone_at, undo_state FROM imports WHERE import_path = $1',
            [importPath],
          );
          if (rows[0]?.undone_at) {
            expect(rows[0].undo_state).toBeNull();
            break;
          }
          expect(rows[0]?.undo_state, `round ${round}`).not.toBe('Failed');
          if (Date.now() > until) throw new Error(`the undo of ${importPath} did not finish in time`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const jobs = await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'undoimports' AND singleton_key = $1`,
          [importPath],
        );
        expect(jobs.rows[0]!.count, `round ${round}`).toBe(1);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('stopping', () => {
  it('the cluster of B stops its primary and both API processes on SIGTERM, with exit code 0', async () => {
    expect(await b.stop()).toBe(0);
  });
});
