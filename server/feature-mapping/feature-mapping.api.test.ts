// Feature mapping and the data feed's feature lookup (000 §7, 001 §7, 003 §7; ADR 0054) against a
// vessel with imported data: GET /featuremapping/configuration and GET /Cds/Features.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature, FeatureMappingConfiguration } from '../../domain/contracts/features.ts';
import type { LongTrendData } from '../../domain/contracts/diagnostics.ts';
import type { LongTrend } from '../../domain/contracts/long-trends.ts';
import type { ReferenceCurve } from '../../domain/contracts/reference-curves.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { startWithImportedVessel, type ImportedVessel } from '../performance/test-imported-vessel.ts';

let imported: ImportedVessel;
let server: ImportedVessel['server'];
let vessel: Vessel;

beforeAll(async () => {
  imported = await startWithImportedVessel();
  ({ server, vessel } = imported);
}, 300_000);
afterAll(async () => {
  await imported?.stop();
});

const mappingPath = (vesselId: string) => `/api/v1/featuremapping/configuration?vesselid=${vesselId}`;
const mappingOf = async (vesselId: string) =>
  (await server.as('super')<FeatureMappingConfiguration>('GET', mappingPath(vesselId))).body;

describe('the imported vessel on /Vessels', () => {
  it('SHELL-101 SHELL-139 carries the span of its stored log data (its variables’ first and last samples)', async () => {
    const variables = (
      await server.as('super')<{ logDataMinDate: string | null; logDataMaxDate: string | null }[]>(
        'GET',
        `/api/v1/LogVariables/Find?vesselId=${vessel.id}&hasLogData=true`,
      )
    ).body;
    const times = (key: 'logDataMinDate' | 'logDataMaxDate') =>
      variables
        .map((v) => v[key])
        .filter((t): t is string => t !== null)
        .map(Date.parse);
    const listed = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body.find(
      (v) => v.id === vessel.id,
    )!;
    expect(listed.logDataMinDate).not.toBeNull();
    expect(Date.parse(listed.logDataMinDate!)).toBe(Math.min(...times('logDataMinDate')));
    expect(Date.parse(listed.logDataMaxDate!)).toBe(Math.max(...times('logDataMaxDate')));
    const one = (await server.as('super')<Vessel>('GET', `/api/v1/Vessels/${vessel.id}`)).body;
    expect(one.logDataMaxDate).toBe(listed.logDataMaxDate);
  });
});

describe('GET /featuremapping/configuration', () => {
  it('SHELL-178 PERF-172 ADMIN-161 the imported vessel: every channel mapped, its references present, every diagnostic type computable', async () => {
    const { status, body } = await server.as('super')<FeatureMappingConfiguration>(
      'GET',
      mappingPath(vessel.id),
    );
    expect(status).toBe(200);
    expect(body.features.map((f) => [f.featureName, f.displayName, f.isActivated])).toEqual([
      ['Diagnostics', 'Diagnostics and long trends', true],
      [null, 'Vessel map', true],
      ['EmissionReport', 'Emission report', vessel.features.some((f) => f.name === 'EmissionReport')],
      ['CharterParty', 'Charter party', vessel.features.some((f) => f.name === 'CharterParty')],
    ]);
    // The charter party reads SOG and the main engine's fuel, and a curve per mode (ADR 0056).
    const charter = body.features[3]!;
    const curves = (
      await server.as('super')<ReferenceCurve[]>('GET', `/api/v1/Curves/Find?vesselId=${vessel.id}`)
    ).body;
    const hasTimeCharter = curves.some((c) => c.curveMode === 'TimeCharter');
    expect(charter.inputs.map((i) => [i.name, i.present])).toEqual([
      ['Speed over ground', true],
      ['Main engine fuel mass flow', true],
      ['Time charter curve', hasTimeCharter],
      ['Spot market curve', false],
    ]);
    expect(charter.outputs).toEqual([
      {
        name: 'Curve table (time charter curve)',
        available: hasTimeCharter,
        missing: hasTimeCharter ? [] : ['Time charter curve'],
      },
      { name: 'Curve table (spot market curve)', available: false, missing: ['Spot market curve'] },
    ]);
    const [diagnostics, map] = body.features;
    const variables = diagnostics!.inputs.filter((input) => input.kind === 'variable');
    expect(variables.every((input) => input.present && input.variable?.lastDataAt)).toBe(true);
    // The main engine's fuel, not the auxiliary engines' (both are named 'Fuel mass flow').
    const fuel = variables.find((input) => input.name === 'Main engine fuel mass flow')!;
    expect(fuel).toMatchObject({
      taxon: 'Fuel:Fuel mass flow',
      variable: { name: 'Fuel mass flow', onboardSystem: 'Main engine', unit: 'kg/hr' },
    });
    expect(
      diagnostics!.inputs.filter((input) => input.kind === 'reference').map((r) => [r.name, r.present]),
    ).toEqual([
      ['PowerSpeed reference curve', true],
      ['MCR and shaft speed at MCR', true],
      ['SFOC reference curve', true],
    ]);
    expect(diagnostics!.outputs.map(({ basis: _basis, ...output }) => output)).toEqual([
      { name: 'Speed', available: true, missing: [] },
      { name: 'Shaft speed (rpm)', available: true, missing: [] },
      { name: 'Specific fuel oil consumption (SFOC)', available: true, missing: [] },
    ]);
    // Each says what its last computation kept, of which data.
    for (const output of diagnostics!.outputs) {
      expect(output.basis?.blocksKept).toBeGreaterThan(0);
      expect(output.basis!.blocksTotal).toBeGreaterThanOrEqual(output.basis!.blocksKept);
      expect(output.basis!.sampleWindowMinutes).toBe(15);
      expect(output.basis!.dailyValueCount).toBeGreaterThan(0);
    }
    expect(map!.outputs).toEqual([{ name: 'Position and track', available: true, missing: [] }]);
  });

  it('PERF-002 without its SFOC curve the vessel says what SFOC misses, the recalculation leaves it out and its old result is gone', async () => {
    const admin = server.as('admin');
    const sfoc = (
      await admin<ReferenceCurve[]>('GET', `/api/v1/Curves/Find?vesselId=${vessel.id}`)
    ).body.find((curve) => curve.curveMode === 'SFOC')!;
    expect(
      (
        await admin('DELETE', `/api/v1/Curves/${sfoc.id}`, {
          headers: { 'If-Match': versionEtag(sfoc.version) },
        })
      ).status,
    ).toBe(204);
    const [diagnostics] = (await mappingOf(vessel.id)).features;
    expect(diagnostics!.outputs[2]).toEqual({
      name: 'Specific fuel oil consumption (SFOC)',
      available: false,
      missing: ['SFOC reference curve'],
      basis: null,
    });
    await server.pipeline.idle(120_000);
    expect((await server.pipeline.services.longTrends.recalculate(vessel.id)).trends).toBe(2);
    // The SFOC trend made before keeps its settings but not its last result.
    const trends = (
      await server.as('super')<LongTrend[]>('GET', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`)
    ).body;
    const sfocTrend = trends.find((t) => t.diagnosticType?.diagnosticTypeName === 'Sfoc')!;
    expect(sfocTrend.performanceStatus).toBe('notAvailable');
    expect(trends.filter((t) => t !== sfocTrend).every((t) => t.performanceStatus !== 'notAvailable')).toBe(
      true,
    );
    const data = await server.as('super')<LongTrendData[]>(
      'GET',
      `/api/v1/LongTrends/Data?longTrendIds=${sfocTrend.id}`,
    );
    expect(data.body.flatMap((d) => d.values)).toEqual([]);
    const { id: _id, version: _version, ...again } = sfoc;
    expect((await admin('POST', '/api/v1/Curves', { body: again })).status).toBe(201);
    expect((await mappingOf(vessel.id)).features[0]!.outputs[2]!.available).toBe(true);
  });

  it('PERF-172 a vessel without data: nothing mapped, each diagnostic type names its missing inputs', async () => {
    const listed = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
    const tanker = listed.find((v) => v.imoNumber === 9382451)!;
    const [diagnostics, map] = (await mappingOf(tanker.id)).features;
    expect(diagnostics!.inputs.filter((i) => i.kind === 'variable').some((i) => i.present)).toBe(false);
    const speed = diagnostics!.outputs[0]!;
    expect(speed.available).toBe(false);
    expect(speed.missing).toEqual(expect.arrayContaining(['Speed through water', 'Shaft power']));
    expect(diagnostics!.outputs[2]!.missing).toContain('Main engine fuel mass flow');
    expect(map!.outputs[0]).toEqual({
      name: 'Position and track',
      available: false,
      missing: ['Latitude', 'Longitude'],
    });
  });

  it('PERF-002 PERF-172 a wrong shaft speed at MCR: Feature mapping and the long trends say the rpm trend was not made, and why', async () => {
    const rpmAtMcr = async (value: number | null) => {
      await sql`UPDATE vessels SET speed_max_continuous_rating = ${value} WHERE id = ${vessel.id}`.execute(
        server.database.db,
      );
      await server.pipeline.idle(120_000);
      await server.pipeline.services.longTrends.recalculate(vessel.id);
    };
    const before = (
      await sql<{
        rpm: number | null;
      }>`SELECT speed_max_continuous_rating AS rpm FROM vessels WHERE id = ${vessel.id}`.execute(
        server.database.db,
      )
    ).rows[0]!.rpm;
    // The shaft speed at MCR typed as a speed in knots.
    await rpmAtMcr(15);
    try {
      const rpm = (await mappingOf(vessel.id)).features[0]!.outputs[1]!;
      expect(rpm).toMatchObject({
        name: 'Shaft speed (rpm)',
        available: false,
        missing: [],
        basis: { dailyValueCount: 0 },
      });
      expect(rpm.basis?.plausibilityReason).toMatch(
        /^The shaft speed at MCR is 15 rpm; the logged shaft speed is/,
      );
      const trends = (
        await server.as('super')<LongTrend[]>('GET', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`)
      ).body;
      const rpmTrend = trends.find((t) => t.diagnosticType?.diagnosticTypeName === 'Rpm')!;
      expect(rpmTrend.basis?.plausibilityReason).toBe(rpm.basis!.plausibilityReason);
      // Only the judged value goes: the speed trend is still made.
      expect((await mappingOf(vessel.id)).features[0]!.outputs[0]!.available).toBe(true);
    } finally {
      await rpmAtMcr(before);
    }
    expect((await mappingOf(vessel.id)).features[0]!.outputs[1]!.available).toBe(true);
  });

  it('bad input is a 400 with a message', async () => {
    for (const path of ['/api/v1/featuremapping/configuration', mappingPath('not-a-uuid')]) {
      const answer = await server.as('super')<{ message: string }>('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /Cds/Features', () => {
  it('ADMIN-161 PERF-073 the features of the vessel the data feed knows by its IMO number', async () => {
    const { status, body } = await server.as('super')<Feature[]>(
      'GET',
      `/api/v1/Cds/Features?dfiVesselId=${vessel.imoNumber}`,
    );
    expect(status).toBe(200);
    expect(body.map(({ id, name }) => ({ id, name }))).toEqual(vessel.features);
    const byVesselId = await server.as('super')<Feature[]>(
      'GET',
      `/api/v1/Features/Find?vesselId=${vessel.id}`,
    );
    expect(body).toEqual(byVesselId.body);
    const unknown = await server.as('super')('GET', '/api/v1/Cds/Features?dfiVesselId=9999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'There is no vessel with that data feed id.' });
    const bad = await server.as('super')('GET', '/api/v1/Cds/Features?dfiVesselId=12');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'The dfiVesselId must be the vessel’s IMO number: seven digits.',
    });
  });
});

describe('401 → 403 → allowed', () => {
  it('both calls: 401 without a token, 403 for the partner type and across companies, 200 with access', async () => {
    for (const path of [mappingPath(vessel.id), `/api/v1/Cds/Features?dfiVesselId=${vessel.imoNumber}`]) {
      expect((await server.request('GET', path)).status, path).toBe(401);
      expect((await server.as('partner')('GET', path)).status, `partner ${path}`).toBe(403);
      expect((await server.as('other')('GET', path)).status, `other ${path}`).toBe(403);
      expect((await server.as('user')('GET', path)).status, `user ${path}`).toBe(200);
    }
  });
});
