// Reference curves (001 §2, §5, §7; issue 11 §2-§3): Curves Find, POST, PUT, DELETE and Report,
// the partner type's /Kognifai variants, the validation of points, the recalculation a PowerSpeed
// change asks for.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceCurve } from '../../domain/contracts/reference-curves.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';

let server: PipelineTestServer;
let vessel: Vessel;
let partnerVessel: Vessel;

beforeAll(async () => {
  server = await startPipelineTestServer();
  partnerVessel = (await server.as('partner')<Vessel[]>('GET', '/api/v1/Kognifai/Vessels')).body[0]!;
  vessel = partnerVessel;
}, 120_000);
afterAll(() => server.stop());

const trial = [4000, 6000, 8000, 10_000, 12_000].map((x) => ({
  x,
  y: Number((0.62 * x ** (1 / 3)).toFixed(4)),
}));
const curve = () => ({
  vesselId: vessel.id,
  curveMode: 'PowerSpeed',
  curveFit: 'power',
  points: trial,
  referenceDraft: 12,
});
const admin = () => server.as('admin');
const findPath = () => `/api/v1/Curves/Find?vesselId=${vessel.id}`;
const basedOn = (version: number) => ({ 'If-Match': versionEtag(version) });

describe('reference curves', () => {
  it('PERF-171 PERF-089 an Administrator adds, changes and deletes a curve; the reads show it', async () => {
    const added = await admin()<ReferenceCurve>('POST', '/api/v1/Curves', { body: curve() });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      curveMode: 'PowerSpeed',
      curveFit: 'power',
      regressionOrder: 2,
      points: trial,
    });
    expect((await server.as('super')<ReferenceCurve[]>('GET', findPath())).body).toEqual([added.body]);

    expect(added.body.version).toBe(1);
    const changed = await admin()<ReferenceCurve>('PUT', `/api/v1/Curves/${added.body.id}`, {
      body: { ...curve(), curveFit: 'polynomial', regressionOrder: 3 },
      headers: basedOn(added.body.version),
    });
    expect([changed.status, changed.body.version, changed.headers.get('ETag')]).toEqual([200, 2, '"2"']);
    expect((await admin()<ReferenceCurve[]>('GET', findPath())).body[0]).toEqual(changed.body);
    expect(changed.body).toMatchObject({ curveFit: 'polynomial', regressionOrder: 3 });
    expect(
      (await admin()('DELETE', `/api/v1/Curves/${added.body.id}`, { headers: basedOn(changed.body.version) }))
        .status,
    ).toBe(204);
    expect((await admin()<ReferenceCurve[]>('GET', findPath())).body).toEqual([]);
  });

  it('PERF-130 PERF-131 PERF-116 points the fit cannot take and two points at one x are refused, nothing stored', async () => {
    const negative = await admin()('POST', '/api/v1/Curves', {
      body: { ...curve(), points: [...trial, { x: -1, y: 3 }] },
    });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      message: 'The point (-1, 3) does not fit a power curve: it needs x and y above 0.',
    });
    // Linear takes negative values.
    const linear = await admin()<ReferenceCurve>('POST', '/api/v1/Curves', {
      body: {
        ...curve(),
        curveMode: 'SFOC',
        curveFit: 'linear',
        points: [
          { x: -1, y: -3 },
          { x: 2, y: 4 },
        ],
      },
    });
    expect(linear.status).toBe(201);
    const twice = await admin()('POST', '/api/v1/Curves', {
      body: { ...curve(), points: [...trial, { x: 4000, y: 10 }] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ message: 'Two points have x = 4000; a curve has one point per x.' });
    const notNumber = await admin()('POST', '/api/v1/Curves', {
      body: { ...curve(), points: [{ x: 'a', y: 1 }] },
    });
    expect(notNumber.status).toBe(400);
    expect((await admin()<ReferenceCurve[]>('GET', findPath())).body).toEqual([linear.body]);
    await admin()('DELETE', `/api/v1/Curves/${linear.body.id}`, { headers: basedOn(linear.body.version) });
  });

  it('PERF-062 PERF-010 the curve report has the fit, the points with residuals and outliers, and the predictions', async () => {
    const points = [
      ...trial,
      { x: 11_000, y: 40 },
      { x: 5000, y: 10.6 },
      { x: 7000, y: 11.8 },
      { x: 9000, y: 12.9 },
    ];
    const added = (
      await admin()<ReferenceCurve>('POST', '/api/v1/Curves', {
        body: { ...curve(), curveFit: 'linear', points },
      })
    ).body;
    const response = await fetch(`${server.baseUrl}/api/v1/Curves/Report`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await server.tokenFor('super')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ curveId: added.id, predictAt: [9500] }),
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Curve', 'Points', 'Prediction']);
    const rows = workbook.getWorksheet('Points')!.getRows(2, points.length)!;
    expect(rows.filter((row) => row.getCell(5).value === 'Yes').map((row) => row.getCell(1).value)).toEqual([
      11_000,
    ]);
    const prediction = workbook.getWorksheet('Prediction')!.getRow(2);
    expect(prediction.getCell(1).value).toBe(9500);
    expect(typeof prediction.getCell(2).value).toBe('number');
    await admin()('DELETE', `/api/v1/Curves/${added.id}`, { headers: basedOn(added.version) });
  });
});

describe('401 → 403 → allowed', () => {
  it('every Curves call: 401 without a token, 403 for the wrong role or company, allowed with access', async () => {
    const added = (await admin()<ReferenceCurve>('POST', '/api/v1/Curves', { body: curve() })).body;
    const report = { curveId: added.id };
    const reads: [string, string, unknown][] = [
      ['GET', findPath(), undefined],
      ['POST', '/api/v1/Curves/Report', report],
    ];
    for (const [method, path, body] of reads) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      expect((await server.as('partner')(method, path, { body })).status, path).toBe(403);
      expect((await server.as('other')(method, path, { body })).status, path).toBe(403);
      expect((await server.as('super')(method, path, { body })).status, path).toBe(200);
      const kognifai = path.replace('/api/v1/', '/api/v1/Kognifai/');
      expect((await server.request(method, kognifai, { body })).status, kognifai).toBe(401);
      expect((await server.as('super')(method, kognifai, { body })).status, kognifai).toBe(403);
      expect((await server.as('partner')(method, kognifai, { body })).status, kognifai).toBe(200);
    }
    const writes: [string, string, unknown, number, Record<string, string>][] = [
      ['POST', '/api/v1/Curves', curve(), 201, {}],
      ['PUT', `/api/v1/Curves/${added.id}`, curve(), 200, basedOn(1)],
      ['DELETE', `/api/v1/Curves/${added.id}`, undefined, 204, basedOn(2)],
    ];
    for (const [method, path, body, allowed, headers] of writes) {
      expect((await server.request(method, path, { body, headers })).status, path).toBe(401);
      expect((await server.as('super')(method, path, { body, headers })).status, path).toBe(403);
      expect((await server.as('partner')(method, path, { body, headers })).status, path).toBe(403);
      expect((await admin()(method, path, { body, headers })).status, path).toBe(allowed);
    }
    expect((await admin()('PUT', `/api/v1/Curves/${crypto.randomUUID()}`, { body: curve() })).status).toBe(
      404,
    );
  });
});
