// Feature gating (003 §2 'Feature switches', ADR 0059): every call a vessel's feature gates answers
// 401 without a session, 403 with the readable feature name where the vessel lacks the feature
// (code FEATURE_NOT_AVAILABLE), and works where it has it. Calls about the trends of several
// vessels leave out the vessels without Diagnostics; the vessel status and the crews' voyage
// writes are not gated.
import { randomUUID } from 'node:crypto';
import { versionEtag } from '../../domain/contracts/sync.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feature } from '../../domain/contracts/features.ts';
import type { LongTrendStatistics, VesselPerformanceEvent } from '../../domain/contracts/diagnostics.ts';
import type { VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { LongTrendPeriod } from '../../domain/contracts/long-trends.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { FEATURE_NAMES, readableFeatureName, type FeatureName } from '../../domain/features.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { ensureLongTrend, storeLongTrendResult } from '../performance/long-trends.repository.ts';
import { switchFeature } from './test-feature-switch.ts';

let server: PipelineTestServer;
let fjord: Vessel;
let aurora: Vessel;
let trendId: string;
let auroraTrendId: string;
let trendEventId: string;
let departure: VesselEvent;
let fuelTankId: string;
let flowMeterId: string;

const api = '/api/v1';
const keyed = () => ({ 'Idempotency-Key': randomUUID() });
const super_ = () => server.as('super');

async function officeEvent(kind: 'Info' | 'Trend'): Promise<VesselPerformanceEvent> {
  const response = await super_()<VesselPerformanceEvent>('POST', `${api}/DiagnosticEvents/${kind}`, {
    body: {
      vesselId: fjord.id,
      timestamp: '2026-02-01T00:00:00.000Z',
      ...(kind === 'Trend' ? { trendEventType: 'HullCleaning' } : { name: 'Survey' }),
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  server = await startPipelineTestServer();
  const vessels = (await super_()<Vessel[]>('GET', `${api}/Vessels`)).body;
  fjord = vessels.find((v) => v.name === 'Northwind Fjord')!;
  aurora = vessels.find((v) => v.name === 'Northwind Aurora')!;
  const engine = engineFromHandle(server.database as never);
  const speed = { diagnosticType: 'speed', description: 'Speed', descriptionLong: 'Speed loss' };
  trendId = (await ensureLongTrend(engine, fjord.id, speed)).id;
  auroraTrendId = (await ensureLongTrend(engine, aurora.id, speed)).id;
  trendEventId = (await officeEvent('Trend')).id;
  const created = await super_()<VesselEvent>('POST', `${api}/EmissionReportVesselEvents`, {
    body: { id: randomUUID(), vesselId: fjord.id, timestamp: '2024-01-01T00:00:00.000Z', type: 'Departure' },
    headers: keyed(),
  });
  expect(created.status).toBe(201);
  departure = created.body;
  fuelTankId = (await super_()<{ id: string }[]>('GET', `${api}/FuelTanks/Find?vesselId=${fjord.id}`))
    .body[0]!.id;
  flowMeterId = (await super_()<{ id: string }[]>('GET', `${api}/FlowMeters/Find?vesselId=${fjord.id}`))
    .body[0]!.id;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** `headers`: e.g. the If-Match of a versioned edit (ADR 0092), sent with the allowed call. */
type Request = { path: string; body?: unknown; headers?: Record<string, string> };
/** A new office event and the If-Match of its first version. */
async function editedEvent(kind: 'Info' | 'Trend', path: (id: string) => string, body?: unknown) {
  const event = await officeEvent(kind);
  return { path: path(event.id), body, headers: { 'If-Match': versionEtag(event.version) } };
}
type GatedCall = {
  feature: FeatureName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as endpoints.tsv writes it, for the test's name. */
  name: string;
  /** Made with the feature on, before the call is tried without it. */
  request: () => Request | Promise<Request>;
  status?: number;
};

const range = 'fromDate=2026-01-01T00:00:00.000Z&toDate=2026-03-01T00:00:00.000Z';
const configuration = () => ({
  vesselId: fjord.id,
  fuelPriceUsdPerTonne: 600,
  sfocGPerKwh: 180,
  co2Factor: 3.114,
});
/** If-Match of the record's version as read now (an edit names it, ADR 0092). */
async function versionRead(path: string, id: string): Promise<Record<string, string>> {
  const list = (await super_()<{ id?: string; vesselId?: string; version: number }[]>('GET', `${api}${path}`))
    .body;
  const record = list.find((item) => (item.id ?? item.vesselId) === id)!;
  return { 'If-Match': `"${record.version}"` };
}
const eventChange = { timestamp: '2026-02-02T00:00:00.000Z', name: 'Changed', description: '' };

// Every call a feature gates (ADR 0059 lists them with the reasons for the ones it does not).
const gatedCalls: GatedCall[] = [
  // Diagnostics: the long trends, the Diagnostics page and the consequences.
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrends/Find',
    request: () => ({ path: `/LongTrends/Find?vesselId=${fjord.id}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'PUT',
    name: '/LongTrends',
    request: async () => ({
      path: '/LongTrends',
      body: {
        id: trendId,
        useInVesselStatus: true,
        useManualBenchmarkLevel: false,
        manualBenchmarkLevel: null,
      },
      headers: await versionRead(`/LongTrends/Find?vesselId=${fjord.id}`, trendId),
    }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrendPeriods/Find',
    request: () => ({ path: `/LongTrendPeriods/Find?longTrendIds=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrends/Data',
    request: () => ({ path: `/LongTrends/Data?longTrendIds=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrends/Excel',
    request: () => ({ path: `/LongTrends/Excel?vesselId=${fjord.id}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrendPeriods/Meta',
    request: () => ({ path: `/LongTrendPeriods/Meta?longTrendIds=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrendPeriods/Statistics',
    request: () => ({ path: `/LongTrendPeriods/Statistics?longTrendIds=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'POST',
    name: '/DiagnosticEvents/Info',
    request: () => ({
      path: '/DiagnosticEvents/Info',
      body: { vesselId: fjord.id, timestamp: '2026-02-01T00:00:00.000Z', name: 'Survey' },
    }),
    status: 201,
  },
  {
    feature: 'Diagnostics',
    method: 'POST',
    name: '/DiagnosticEvents/Trend',
    request: () => ({
      path: '/DiagnosticEvents/Trend',
      body: { vesselId: fjord.id, timestamp: '2026-02-03T00:00:00.000Z', trendEventType: 'PropellerPolish' },
    }),
    status: 201,
  },
  {
    feature: 'Diagnostics',
    method: 'PUT',
    name: '/DiagnosticEvents/Info/{id}',
    request: () => editedEvent('Info', (id) => `/DiagnosticEvents/Info/${id}`, eventChange),
  },
  {
    feature: 'Diagnostics',
    method: 'DELETE',
    name: '/DiagnosticEvents/Info/{id}',
    request: () => editedEvent('Info', (id) => `/DiagnosticEvents/Info/${id}`),
    status: 204,
  },
  {
    feature: 'Diagnostics',
    method: 'PUT',
    name: '/DiagnosticEvents/Trend/{id}',
    request: () => editedEvent('Trend', (id) => `/DiagnosticEvents/Trend/${id}`, eventChange),
  },
  {
    feature: 'Diagnostics',
    method: 'DELETE',
    name: '/DiagnosticEvents/Trend/{id}',
    request: () => editedEvent('Trend', (id) => `/DiagnosticEvents/Trend/${id}`),
    status: 204,
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/VesselEvents/Find',
    request: () => ({ path: `/VesselEvents/Find?vesselId=${fjord.id}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'PUT',
    name: '/VesselEvents/{id}',
    request: () => editedEvent('Info', (id) => `/VesselEvents/${id}`, eventChange),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/TrendLimits',
    request: () => ({ path: `/TrendLimits?vesselId=${fjord.id}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/LongTrendConfigurations/Find',
    request: () => ({ path: `/LongTrendConfigurations/Find?vesselId=${fjord.id}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'PUT',
    name: '/LongTrendConfigurations',
    request: async () => ({
      path: '/LongTrendConfigurations',
      body: configuration(),
      headers: await versionRead(`/LongTrendConfigurations/Find?vesselId=${fjord.id}`, fjord.id),
    }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/Benefits/Find',
    request: () => ({ path: `/Benefits/Find?trendEventId=${trendEventId}&longTrendId=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/Consequences/FindLatest',
    request: () => ({ path: `/Consequences/FindLatest?longTrendIds=${trendId}` }),
  },
  {
    feature: 'Diagnostics',
    method: 'GET',
    name: '/Consequences',
    request: () => ({ path: `/Consequences?vesselId=${fjord.id}&${range}` }),
  },
  // CharterParty: the charter party table.
  {
    feature: 'CharterParty',
    method: 'GET',
    name: '/CharterParty/Table',
    request: () => ({ path: `/CharterParty/Table?vesselId=${fjord.id}&curveMode=TimeCharter&${range}` }),
  },
  // EmissionReport: the REST reads of the report's records.
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/EmissionReportVesselEvents/Find',
    request: () => ({ path: `/EmissionReportVesselEvents/Find?vesselId=${fjord.id}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/EmissionReportVesselEvents/FindVoyageVesselEvents',
    request: () => ({
      path: `/EmissionReportVesselEvents/FindVoyageVesselEvents?vesselId=${fjord.id}&departureId=${departure.id}`,
    }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/VesselEventCargoDetails/Find',
    request: () => ({ path: `/VesselEventCargoDetails/Find?vesselEventId=${departure.id}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/FuelTankSoundings/Find',
    request: () => ({ path: `/FuelTankSoundings/Find?fuelTankId=${fuelTankId}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/FuelTankOperations/Find',
    request: () => ({ path: `/FuelTankOperations/Find?fuelTankId=${fuelTankId}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/FuelTankFuelConsumptions/Find',
    request: () => ({ path: `/FuelTankFuelConsumptions/Find?fuelTankId=${fuelTankId}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/FlowMeterOperations/Find',
    request: () => ({ path: `/FlowMeterOperations/Find?flowMeterId=${flowMeterId}` }),
  },
  {
    feature: 'EmissionReport',
    method: 'GET',
    name: '/FlowMeterFuelConsumptions/Find',
    request: () => ({ path: `/FlowMeterFuelConsumptions/Find?vesselEventId=${departure.id}` }),
  },
];

describe('every gated call', () => {
  it.each(gatedCalls)(
    'ADMIN-060 PERF-115 EMIS-033 $method $name ($feature): 401, then 403 in words without the feature, then allowed',
    async ({ feature, method, request, status = 200 }) => {
      const { path, body, headers } = await request();
      expect((await server.request(method, `${api}${path}`, { body, headers })).status).toBe(401);
      await switchFeature(server, fjord.id, feature, false);
      try {
        const refused = await super_()(method, `${api}${path}`, { body, headers });
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          message: `${readableFeatureName(feature)}: feature not available for this vessel.`,
          code: 'FEATURE_NOT_AVAILABLE',
        });
      } finally {
        await switchFeature(server, fjord.id, feature, true);
      }
      expect((await super_()(method, `${api}${path}`, { body, headers })).status).toBe(status);
    },
  );
});

describe('the order of the checks and what is not gated', () => {
  it('ADMIN-060 a vessel out of reach or the partner type is refused as before, without naming the feature', async () => {
    await switchFeature(server, fjord.id, 'Diagnostics', false);
    try {
      for (const account of ['other', 'partner'] as const) {
        const refused = await server.as(account)<{ code: string }>(
          'GET',
          `${api}/LongTrends/Find?vesselId=${fjord.id}`,
        );
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('FORBIDDEN');
      }
      // An unknown trend is still a 404.
      const unknown = await super_()('GET', `${api}/LongTrendPeriods/Find?longTrendIds=${randomUUID()}`);
      expect(unknown.status).toBe(404);
    } finally {
      await switchFeature(server, fjord.id, 'Diagnostics', true);
    }
  });

  it('PERF-106 the vessel status answers without Diagnostics: DiagnosticsNotActivated', async () => {
    await switchFeature(server, fjord.id, 'Diagnostics', false);
    try {
      const status = await super_()<{ performanceStatus: string }>(
        'GET',
        `${api}/VesselPerformanceStatuses/${fjord.id}`,
      );
      expect(status.status).toBe(200);
      expect(status.body.performanceStatus).toBe('DiagnosticsNotActivated');
    } finally {
      await switchFeature(server, fjord.id, 'Diagnostics', true);
    }
  });

  it('EMIS-033 the crew keep entering voyage data where EmissionReport is off: writes and the change feed are not gated', async () => {
    await switchFeature(server, fjord.id, 'EmissionReport', false);
    try {
      const created = await super_()('POST', `${api}/EmissionReportVesselEvents`, {
        body: {
          id: randomUUID(),
          vesselId: fjord.id,
          timestamp: '2023-06-01T00:00:00.000Z',
          type: 'Departure',
        },
        headers: keyed(),
      });
      expect(created.status).toBe(201);
      expect((await super_()('GET', `${api}/Sync/Changes?vesselId=${fjord.id}`)).status).toBe(200);
      expect((await super_()('GET', `${api}/Vessel/${fjord.id}/Voyages`)).status).toBe(200);
    } finally {
      await switchFeature(server, fjord.id, 'EmissionReport', true);
    }
  });
});

describe('calls about the trends of several vessels', () => {
  const both = () => `longTrendIds=${trendId},${auroraTrendId}`;

  it('PERF-043 the trends of a vessel without Diagnostics are left out; when no vessel has it, 403', async () => {
    // The recalculations the trend events asked for are done (they empty trends without inputs);
    // then 200 daily values losing speed slowly: benchmarked trends with a current period.
    await server.pipeline.idle(60_000);
    const engine = engineFromHandle(server.database as never);
    const values = Array.from({ length: 200 }, (_, day) => ({
      atMs: Date.UTC(2026, 1, 10) + day * 86_400_000,
      value: -0.02 * day + (day % 3) * 0.1,
      blockCount: 90,
    }));
    for (const id of [trendId, auroraTrendId])
      await storeLongTrendResult(engine, id, {
        values,
        status: 'Observe',
        blocksKept: 1,
        blocksTotal: 1,
        now: new Date(),
      });
    await switchFeature(server, aurora.id, 'Diagnostics', false);
    try {
      const periods = await super_()<LongTrendPeriod[]>('GET', `${api}/LongTrendPeriods/Find?${both()}`);
      expect(periods.status).toBe(200);
      expect(new Set(periods.body.map((p) => p.longTrendId))).toEqual(new Set([trendId]));
      const statistics = await super_()<LongTrendStatistics[]>(
        'GET',
        `${api}/LongTrendPeriods/Statistics?${both()}`,
      );
      expect(statistics.body.map((row) => row.vesselId)).toEqual([fjord.id]);
      for (const call of ['LongTrends/Data', 'LongTrendPeriods/Meta']) {
        const answer = await super_()<{ longTrendId: string }[]>('GET', `${api}/${call}?${both()}`);
        expect(answer.body.map((row) => row.longTrendId)).toEqual([trendId]);
      }
      const latest = await super_()<{ consequences: { longTrendId: string }[] }>(
        'GET',
        `${api}/Consequences/FindLatest?${both()}`,
      );
      expect(new Set(latest.body.consequences.map((c) => c.longTrendId))).toEqual(new Set([trendId]));

      await switchFeature(server, fjord.id, 'Diagnostics', false);
      const none = await super_()<{ code: string }>('GET', `${api}/LongTrendPeriods/Statistics?${both()}`);
      expect(none.status).toBe(403);
      expect(none.body.code).toBe('FEATURE_NOT_AVAILABLE');
    } finally {
      await switchFeature(server, fjord.id, 'Diagnostics', true);
      await switchFeature(server, aurora.id, 'Diagnostics', true);
    }
    const statistics = await super_()<LongTrendStatistics[]>(
      'GET',
      `${api}/LongTrendPeriods/Statistics?${both()}`,
    );
    expect(statistics.body.map((row) => row.vesselId).sort()).toEqual([fjord.id, aurora.id].sort());
  });
});

describe('the readable names', () => {
  it('ADMIN-060 EMIS-033 the shared catalogue of domain/features.ts is the database catalogue, with the readable names', async () => {
    const catalogue = (await super_()<Feature[]>('GET', `${api}/Features`)).body;
    expect(catalogue.map((feature) => feature.name)).toEqual(FEATURE_NAMES);
    for (const feature of catalogue) expect(feature.displayName).toBe(readableFeatureName(feature.name));
    expect(readableFeatureName('CharterParty')).toBe('Charter party');
    expect(readableFeatureName('EmissionReport')).toBe('Emission report');
  });
});
