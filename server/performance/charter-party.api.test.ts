// The charter party (001 §2 'Curve table', PERF-064, PERF-072; ADR 0056) on a bulk carrier with 21
// imported days and its demo TimeCharter curve: GET /CharterParty/Table, its refusals, and who
// writes TimeCharter and SpotMarket curves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharterPartyTable } from '../../domain/contracts/charter-party.ts';
import type { ReferenceCurve } from '../../domain/contracts/reference-curves.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { TIME_CHARTER_POINTS_FIXED, warrantedConsumptionAt } from '../../domain/performance/charter-party.ts';
import { importedFromMs, startWithImportedVessel, type ImportedVessel } from './test-imported-vessel.ts';

const DAYS = 21;
const DAY_MS = 86_400_000;
let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;
let timeCharter: ReferenceCurve;

beforeAll(async () => {
  imported = await startWithImportedVessel(DAYS);
  ({ server, vessel } = imported);
  const curves = await server.as('super')<ReferenceCurve[]>(
    'GET',
    `/api/v1/Curves/Find?vesselId=${vessel.id}`,
  );
  timeCharter = curves.body.find((curve) => curve.curveMode === 'TimeCharter')!;
}, 300_000);
afterAll(async () => {
  await imported?.stop();
});

const iso = (ms: number) => new Date(ms).toISOString();
const tablePath = (query: Record<string, string>) =>
  `/api/v1/CharterParty/Table?${new URLSearchParams({
    vesselId: vessel.id,
    curveMode: 'TimeCharter',
    fromDate: iso(importedFromMs),
    toDate: iso(importedFromMs + DAYS * DAY_MS),
    ...query,
  })}`;
const admin = () => server.as('admin');
const super_ = () => server.as('super');

describe('the charter party table', () => {
  it('PERF-064 the sea passages of the range with actual fuel, the fuel the TimeCharter curve allows, difference, distance and a summary', async () => {
    expect(timeCharter.points.length).toBeGreaterThanOrEqual(3);
    const { status, body } = await server.as('user')<CharterPartyTable>('GET', tablePath({}));
    expect(status).toBe(200);
    expect(body).toMatchObject({ curveMode: 'TimeCharter', curveId: timeCharter.id, hasLogData: true });
    expect(body.rows.length).toBeGreaterThan(0);
    let previousTo = importedFromMs;
    for (const row of body.rows) {
      const fromMs = Date.parse(row.fromDate);
      const toMs = Date.parse(row.toDate);
      expect(fromMs).toBeGreaterThanOrEqual(previousTo);
      expect(toMs).toBeGreaterThan(fromMs);
      expect(row.steamingHours).toBeGreaterThanOrEqual(4);
      expect(row.steamingHours).toBeLessThanOrEqual((toMs - fromMs) / 3_600_000);
      expect(row.meanSpeed).toBeCloseTo(row.distance / row.steamingHours, 9);
      expect(row.actualConsumption).toBeGreaterThan(0);
      const perDay = warrantedConsumptionAt(timeCharter, row.meanSpeed);
      if (perDay === null) expect(row.allowedConsumption).toBeNull();
      else {
        expect(row.allowedConsumption).toBeCloseTo((perDay * row.steamingHours) / 24, 9);
        expect(row.difference).toBeCloseTo(row.actualConsumption - row.allowedConsumption!, 9);
      }
      previousTo = toMs;
    }
    expect(previousTo).toBeLessThanOrEqual(importedFromMs + DAYS * DAY_MS);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const withAllowed = body.rows.filter((row) => row.allowedConsumption !== null);
    // The demo curve covers the bulk carrier's sea speeds: most passages have an allowed value.
    expect(withAllowed.length).toBeGreaterThan(0);
    expect(body.summary.rowsWithAllowed).toBe(withAllowed.length);
    expect(body.summary.actualConsumption).toBeCloseTo(sum(body.rows.map((r) => r.actualConsumption)), 9);
    expect(body.summary.distance).toBeCloseTo(sum(body.rows.map((r) => r.distance)), 9);
    expect(body.summary.allowedConsumption).toBeCloseTo(
      sum(withAllowed.map((r) => r.allowedConsumption!)),
      9,
    );
    expect(body.summary.difference).toBeCloseTo(sum(withAllowed.map((r) => r.difference!)), 9);
  });

  it('PERF-064 without a SpotMarket curve the same passages have no allowed value; a range without data has no rows', async () => {
    const time = (await super_()<CharterPartyTable>('GET', tablePath({}))).body;
    const spot = await super_()<CharterPartyTable>('GET', tablePath({ curveMode: 'SpotMarket' }));
    expect(spot.status).toBe(200);
    expect(spot.body.curveId).toBeNull();
    expect(spot.body.rows.map((r) => [r.fromDate, r.actualConsumption])).toEqual(
      time.rows.map((r) => [r.fromDate, r.actualConsumption]),
    );
    expect(spot.body.rows.every((r) => r.allowedConsumption === null && r.difference === null)).toBe(true);
    expect(spot.body.summary).toMatchObject({
      allowedConsumption: null,
      difference: null,
      rowsWithAllowed: 0,
    });
    const before = await super_()<CharterPartyTable>(
      'GET',
      tablePath({ fromDate: '2025-01-01T00:00:00Z', toDate: '2025-03-01T00:00:00Z' }),
    );
    expect(before.status).toBe(200);
    expect(before.body.rows).toEqual([]);
    expect(before.body.summary).toMatchObject({ actualConsumption: 0, distance: 0, rowsWithAllowed: 0 });
  });

  it('PERF-064 bad input is a 400 in clear words, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ curveMode: 'PowerSpeed' }, 'The curve mode must be TimeCharter or SpotMarket.'],
      [{ fromDate: 'yesterday' }, 'The from date must be a UTC date and time such as 2026-03-01T00:00:00Z.'],
      [
        { fromDate: iso(importedFromMs + 2 * DAY_MS), toDate: iso(importedFromMs) },
        'The from date must be before the to date.',
      ],
      [
        { fromDate: '2024-01-01T00:00:00Z', toDate: '2026-01-01T00:00:00Z' },
        'The date range can be at most 366 days.',
      ],
      [{ vesselId: 'ship' }, 'The vessel id is not a valid id.'],
    ];
    for (const [query, message] of cases) {
      const response = await super_()<{ message: string }>('GET', tablePath(query));
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const missing = await super_()<{ message: string }>(
      'GET',
      `/api/v1/CharterParty/Table?vesselId=${vessel.id}&curveMode=TimeCharter&toDate=${iso(importedFromMs)}`,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The table needs vesselId, curveMode, fromDate and toDate.');
  });

  it('PERF-072 ADMIN-060 a vessel without the CharterParty feature is refused with the readable feature name', async () => {
    const meridian = (await super_()<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (v) => v.name === 'Northwind Meridian',
    )!;
    expect(meridian.features.map((f) => f.name)).not.toContain('CharterParty');
    const refused = await super_()<{ message: string }>('GET', tablePath({ vesselId: meridian.id }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Charter party: feature not available for this vessel.');
  });
});

describe('who writes the charter curves', () => {
  it('PERF-064 a TimeCharter curve’s consumption may be corrected, its speeds not added or removed; SuperUsers may not change it', async () => {
    const path = `/api/v1/Curves/${timeCharter.id}`;
    const corrected = timeCharter.points.map((p) => ({ ...p, y: p.y + 0.5 }));
    const body = (points: { x: number; y: number }[]) => ({ ...timeCharter, id: undefined, points });
    const headers = { 'If-Match': versionEtag(timeCharter.version) };
    expect((await super_()('PUT', path, { body: body(corrected), headers })).status).toBe(403);
    for (const points of [timeCharter.points.slice(1), [...timeCharter.points, { x: 30, y: 200 }]]) {
      const refused = await admin()<{ message: string }>('PUT', path, { body: body(points), headers });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(TIME_CHARTER_POINTS_FIXED);
    }
    const changed = await admin()<ReferenceCurve>('PUT', path, { body: body(corrected), headers });
    expect(changed.status).toBe(200);
    expect(changed.body.points).toEqual(corrected);
    expect(
      (
        await admin()('PUT', path, {
          body: body(timeCharter.points),
          headers: { 'If-Match': versionEtag(changed.body.version) },
        })
      ).status,
    ).toBe(200);
  });

  it('PERF-064 a SuperUser adds, changes and removes the SpotMarket curve and its points; a User reads it only', async () => {
    const spot = {
      vesselId: vessel.id,
      curveMode: 'SpotMarket',
      curveFit: 'power',
      points: [
        { x: 10, y: 14 },
        { x: 13, y: 25 },
      ],
    };
    expect((await server.as('user')('POST', '/api/v1/Curves', { body: spot })).status).toBe(403);
    expect(
      (await super_()('POST', '/api/v1/Curves', { body: { ...spot, curveMode: 'TimeCharter' } })).status,
    ).toBe(403);
    const added = await super_()<ReferenceCurve>('POST', '/api/v1/Curves', { body: spot });
    expect(added.status).toBe(201);
    const points = [...spot.points, { x: 15, y: 38 }];
    const path = `/api/v1/Curves/${added.body.id}`;
    const headers = { 'If-Match': versionEtag(added.body.version) };
    expect((await server.as('user')('PUT', path, { body: { ...spot, points }, headers })).status).toBe(403);
    const changed = await super_()<ReferenceCurve>('PUT', path, { body: { ...spot, points }, headers });
    expect(changed.status).toBe(200);
    const now = { 'If-Match': versionEtag(changed.body.version) };
    // Turned into a TimeCharter curve it would be the Administrator's.
    expect(
      (await super_()('PUT', path, { body: { ...spot, curveMode: 'TimeCharter', points }, headers: now }))
        .status,
    ).toBe(403);
    const table = await server.as('user')<CharterPartyTable>('GET', tablePath({ curveMode: 'SpotMarket' }));
    expect(table.body.curveId).toBe(added.body.id);
    expect(table.body.summary.rowsWithAllowed).toBeGreaterThan(0);
    expect((await server.as('user')('DELETE', path, { headers: now })).status).toBe(403);
    expect((await super_()('DELETE', path, { headers: now })).status).toBe(204);
  });
});

describe('401 → 403 → allowed', () => {
  it('GET /CharterParty/Table: 401 without a token, 403 for the partner type and across companies, allowed with access', async () => {
    const path = tablePath({});
    expect((await server.request('GET', path)).status).toBe(401);
    expect((await server.as('partner')('GET', path)).status).toBe(403);
    expect((await server.as('other')('GET', path)).status).toBe(403);
    expect((await server.as('harbourSuper')('GET', path)).status).toBe(403);
    for (const role of ['user', 'super', 'admin'] as const)
      expect((await server.as(role)('GET', path)).status, role).toBe(200);
    expect((await super_()('GET', tablePath({ vesselId: crypto.randomUUID() }))).status).toBe(404);
  });
});
