// ADR 0092: every office edit of a shared record takes the version it was based on (If-Match), as
// the voyage data does. One table over the versioned office edits: without If-Match 428, with a
// stale version 412 with the record as saved now, and nothing changed either way; with the current
// version the edit goes through; two saves on one version give exactly one winner, never a 5xx.
// The OpenAPI document lists which operations take If-Match; the table must cover every one of
// them that is not voyage data (ADR 0022/0033) or an earlier versioned settings call.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarbonPrice } from '../../domain/contracts/carbon-pricing.ts';
import type { Company } from '../../domain/contracts/companies.ts';
import type { FoulingConfig, HullCoating } from '../../domain/contracts/fouling.ts';
import type { ShapoliSettings } from '../../domain/contracts/shapoli.ts';
import type { VesselPerformanceEvent } from '../../domain/contracts/diagnostics.ts';
import type { Iso19030Event } from '../../domain/contracts/iso19030.ts';
import type { NotificationRule } from '../../domain/contracts/notifications.ts';
import { versionEtag } from '../../domain/contracts/sync.ts';
import type { User } from '../../domain/contracts/users.ts';
import type { VesselAdministration } from '../../domain/contracts/vessel-administration.ts';
import type { VesselCategory } from '../../domain/contracts/vessel-categories.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import {
  buildAccessGroupName,
  buildCompany,
  buildUser,
  buildVesselUpdate,
} from '../../tests/support/factories.ts';
import { startPipelineTestServer, type PipelineTestServer } from '../../tests/support/import-support.ts';
import { minimalPdf } from '../../tests/support/test-documents.ts';
import type { DemoAccountKey } from '../../tests/support/test-server.ts';
import { engineFromHandle } from '../db/sql-engine.ts';

// With the pipeline's routes (curves, long trends, data quality): the OpenAPI document then lists
// every operation of the application.
let server: PipelineTestServer;
beforeAll(async () => {
  server = await startPipelineTestServer();
}, 120_000);
afterAll(() => server.stop());

/** Turns a vessel's feature on, as ActivateFeature does (ADR 0059), without going through it. */
async function switchFeature(vesselId: string, feature: 'Diagnostics' | 'Shapoli' | 'Fouling') {
  await sql`INSERT INTO vessel_features (vessel_id, feature_id)
            SELECT ${vesselId}, id FROM features WHERE name = ${feature} ON CONFLICT DO NOTHING`.execute(
    server.database.db,
  );
}

type Versioned = { id: string; version: number };
type Target = {
  /** The record as its read shows it now; undefined once deleted. */
  read: () => Promise<(Versioned & Record<string, unknown>) | undefined>;
  method: 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  path: string;
  /** The edit's body (PUT); each call a different value, so two saves differ. */
  body?: (label: string) => unknown;
};
type Row = { key: string; as: DemoAccountKey; create: () => Promise<Target> };

let imoSeed = 9_100_000;
const nextImo = () => (imoSeed += 7);

async function listed<T extends Versioned>(account: DemoAccountKey, path: string, id: string) {
  return (await server.as(account)<T[]>('GET', path)).body.find((record) => record.id === id);
}

const rows: Row[] = [
  {
    key: 'PUT /Vessels/{id}',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      return {
        read: async () => (await server.as('admin')<Vessel>('GET', `/api/v1/Vessels/${vessel.id}`)).body,
        method: 'PUT',
        path: `/api/v1/Vessels/${vessel.id}`,
        body: (label) => buildVesselUpdate({ name: `Vessel ${label}`.slice(0, 30) }),
      };
    },
  },
  {
    key: 'PUT /VesselAdministrations/{id}',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      return {
        read: async () =>
          (
            await server.as('admin')<VesselAdministration>(
              'GET',
              `/api/v1/VesselAdministrations/${vessel.id}`,
            )
          ).body,
        method: 'PUT',
        path: `/api/v1/VesselAdministrations/${vessel.id}`,
        body: (label) => buildVesselUpdate({ name: `Admin ${label}`.slice(0, 30) }),
      };
    },
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /Companies/{id}`,
    as: 'admin',
    create: async () => {
      const company = (
        await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() })
      ).body;
      return {
        read: () => listed<Company>('admin', '/api/v1/Companies', company.id),
        method,
        path: `/api/v1/Companies/${company.id}`,
        body: (label) => buildCompany({ name: company.name, notes: label }),
      };
    },
  })),
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /VesselCategories/{id}`,
    as: 'super',
    create: async () => {
      const group = (
        await server.as('super')<VesselCategory>('POST', '/api/v1/VesselCategories', {
          body: { name: buildAccessGroupName() },
        })
      ).body;
      return {
        read: () => listed<VesselCategory>('super', '/api/v1/VesselCategories', group.id),
        method,
        path: `/api/v1/VesselCategories/${group.id}`,
        body: (label) => ({ name: `${group.name} ${label}` }),
      };
    },
  })),
  {
    key: 'PUT /Users/Put',
    as: 'super',
    create: async () => {
      const user = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() })).body;
      return {
        read: () => listed<User>('super', '/api/v1/Users/Get', user.id),
        method: 'PUT',
        path: '/api/v1/Users/Put',
        body: (label) => ({ ...user, title: label }),
      };
    },
  },
  {
    key: 'DELETE /Users/{id}',
    as: 'super',
    create: async () => {
      const user = (await server.as('super')<User>('POST', '/api/v1/Users/Post', { body: buildUser() })).body;
      return {
        read: () => listed<User>('super', '/api/v1/Users/Get', user.id),
        method: 'DELETE',
        path: `/api/v1/Users/${user.id}`,
      };
    },
  },
  // Performance and office settings (issue 27): reference curves, long trends, data quality,
  // documents, the Veracity key.
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /Curves/{id}`,
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      const spot = (y: number) => ({
        vesselId: vessel.id,
        curveMode: 'SpotMarket',
        curveFit: 'power',
        points: [
          { x: 10, y: 14 },
          { x: 13, y },
        ],
      });
      const curve = (await server.as('admin')<Versioned>('POST', '/api/v1/Curves', { body: spot(25) })).body;
      return {
        read: () => listed<Versioned>('admin', `/api/v1/Curves/Find?vesselId=${vessel.id}`, curve.id),
        method,
        path: `/api/v1/Curves/${curve.id}`,
        body: (label) => spot(20 + label.length),
      };
    },
  })),
  {
    key: 'PUT /LongTrends',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel('Diagnostics');
      const id = randomUUID();
      await engineFromHandle(server.database as never).query(
        `INSERT INTO long_trends (id, vessel_id, diagnostic_type, description) VALUES ($1, $2, 'speed', 'Speed')`,
        [id, vessel.id],
      );
      return {
        read: () => listed<Versioned>('admin', `/api/v1/LongTrends/Find?vesselId=${vessel.id}`, id),
        method: 'PUT',
        path: '/api/v1/LongTrends',
        body: (label) => ({
          id,
          useInVesselStatus: true,
          useManualBenchmarkLevel: true,
          manualBenchmarkLevel: label.length,
        }),
      };
    },
  },
  {
    // A configuration not saved yet is read as version 0; the first save names it.
    key: 'PUT /LongTrendConfigurations',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel('Diagnostics');
      return {
        read: async () => {
          const path = `/api/v1/LongTrendConfigurations/Find?vesselId=${vessel.id}`;
          const [read] = (await server.as('admin')<Omit<Versioned, 'id'>[]>('GET', path)).body;
          return read && { id: vessel.id, ...read };
        },
        method: 'PUT',
        path: '/api/v1/LongTrendConfigurations',
        body: (label) => ({
          vesselId: vessel.id,
          fuelPriceUsdPerTonne: 500 + label.length,
          sfocGPerKwh: 175,
          co2Factor: 3.114,
        }),
      };
    },
  },
  {
    key: 'PUT /DataQuality/DataOutage/Configuration',
    as: 'admin',
    create: async () => {
      const company = (
        await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() })
      ).body;
      const path = `/api/v1/DataQuality/DataOutage/Configuration?companyId=${company.id}`;
      return {
        read: async () => ({
          id: company.id,
          ...(await server.as('admin')<Omit<Versioned, 'id'>>('GET', path)).body,
        }),
        method: 'PUT',
        path: '/api/v1/DataQuality/DataOutage/Configuration',
        body: (label) => ({ companyId: company.id, minimumGapMinutes: 60 + label.length }),
      };
    },
  },
  {
    // The version of the vessel's outlier configuration as a whole (one POST saves many features).
    key: 'POST /DataQuality/Outliers/Config',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel('DataQuality');
      const path = `/api/v1/DataQuality/Outliers/Config?vesselId=${vessel.id}`;
      return {
        read: async () => ({
          id: vessel.id,
          ...(await server.as('admin')<Omit<Versioned, 'id'>>('GET', path)).body,
        }),
        method: 'POST',
        path: '/api/v1/DataQuality/Outliers/Config',
        body: () => ({ vesselId: vessel.id, features: [] }),
      };
    },
  },
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    // A file's rename or move (PUT /VesselFiles with { id, fileName }) and its delete; a folder's
    // rename names no version (a compare-and-set on the folder's name, ADR 0092).
    key: method === 'PUT' ? 'PUT /VesselFiles' : 'DELETE /VesselFiles/{id}',
    as: 'admin',
    create: async () => {
      const vessel = await newVessel();
      const form = new FormData();
      form.append('file', new File([minimalPdf], 'Manual.pdf'));
      const uploaded = await fetch(`${server.baseUrl}/api/v1/VesselFiles/${vessel.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await server.tokenFor('admin')}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const file = (await uploaded.json()) as Versioned;
      return {
        read: () => listed<Versioned>('admin', `/api/v1/VesselFiles?vesselId=${vessel.id}`, file.id),
        method,
        path: method === 'PUT' ? '/api/v1/VesselFiles' : `/api/v1/VesselFiles/${file.id}`,
        body: method === 'PUT' ? (label) => ({ id: file.id, fileName: `Manual ${label}.pdf` }) : undefined,
      };
    },
  })),
];

// ADR 0092, second part (versions-b): alert rules, announcements, carbon prices, ISO 19030 events,
// diagnostic and vessel events, ShaPoLi and fouling settings.
async function userVessel(): Promise<Vessel> {
  return (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
}
async function newLogVariable(vesselId: string): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO log_variables (id, vessel_id, source_id, name) VALUES (${id}, ${vesselId}, ${id}, 'Shaft power')`.execute(
    server.database.db,
  );
  return id;
}
async function foulingVessel(): Promise<Vessel> {
  const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  await switchFeature(vessel.id, 'Fouling');
  return vessel;
}
async function newAlertRule(): Promise<NotificationRule> {
  const vessel = await userVessel();
  const created = await server.as('user')<NotificationRule>('POST', '/api/v1/NotificationRules', {
    body: alertRule(vessel.id, await newLogVariable(vessel.id), 'Rule'),
  });
  expect(created.status).toBe(201);
  return created.body;
}
const alertRule = (vesselId: string, logVariableId: string, name: string) => ({
  vesselId,
  name,
  logVariableId,
  conditionType: 'Above',
  upperLimit: 50_000,
  severity: 'Warning',
  recipientIds: [],
});
rows.push(
  ...(['PUT', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /NotificationRules/{id}`,
    as: 'user',
    create: async () => {
      const rule = await newAlertRule();
      const path = `/api/v1/NotificationRules/${rule.id}`;
      return {
        read: async () => {
          const now = await server.as('user')<NotificationRule>('GET', path);
          return now.status === 200 ? now.body : undefined;
        },
        method,
        path,
        body: (label) => alertRule(rule.vesselId, rule.logVariableId, label),
      };
    },
  })),
  ...(['PATCH', 'DELETE'] as const).map((method): Row => ({
    key: `${method} /Iso19030Events/{id}`,
    as: 'user',
    create: async () => {
      const vessel = await userVessel();
      await switchFeature(vessel.id, 'Diagnostics');
      const created = await server.as('user')<Iso19030Event>('POST', '/api/v1/Iso19030Events', {
        body: { vesselId: vessel.id, eventType: 'HullCleaning', startDate: '2026-03-01T00:00:00Z' },
      });
      expect(created.status).toBe(201);
      const path = `/api/v1/Iso19030Events/${created.body.id}`;
      return {
        read: async () => {
          const now = await server.as('user')<Iso19030Event>('GET', path);
          return now.status === 200 ? now.body : undefined;
        },
        method,
        path,
        body: (label) => ({ description: label }),
      };
    },
  })),
  ...(
    [
      ['PUT', 'Info'],
      ['DELETE', 'Info'],
      ['PUT', 'Trend'],
      ['DELETE', 'Trend'],
      ['PUT', null],
    ] as const
  ).map(([method, kind]): Row => ({
    key: kind ? `${method} /DiagnosticEvents/${kind}/{id}` : `${method} /VesselEvents/{id}`,
    as: 'user',
    create: async () => {
      const vessel = await userVessel();
      await switchFeature(vessel.id, 'Diagnostics');
      const type = kind ?? 'Info';
      const at = '2026-03-01T00:00:00.000Z';
      const created = await server.as('user')<VesselPerformanceEvent>(
        'POST',
        `/api/v1/DiagnosticEvents/${type}`,
        {
          body:
            type === 'Trend'
              ? { vesselId: vessel.id, timestamp: at, trendEventType: 'PropellerPolish' }
              : { vesselId: vessel.id, timestamp: at, name: 'Note' },
        },
      );
      expect(created.status).toBe(201);
      const eventType = type === 'Trend' ? 'TrendEvent' : 'InfoEvent';
      return {
        // No route answers one event: it is read from the vessel's list.
        read: () =>
          listed<VesselPerformanceEvent>(
            'user',
            `/api/v1/VesselEvents/Find?vesselId=${vessel.id}&eventTypes=${eventType}`,
            created.body.id,
          ),
        method,
        path: kind
          ? `/api/v1/DiagnosticEvents/${kind}/${created.body.id}`
          : `/api/v1/VesselEvents/${created.body.id}`,
        body: (label) => ({ timestamp: at, name: label, trendEventType: 'PropellerPolish' }),
      };
    },
  })),
  {
    // A history: the settings' version is the number of the vessel's newest limit.
    key: 'PUT /Shapoli/Settings',
    as: 'super',
    create: async () => {
      const vessel = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
      await switchFeature(vessel.id, 'Shapoli');
      return {
        read: async () =>
          (
            await server.as('super')<ShapoliSettings & Versioned>(
              'GET',
              `/api/v1/Shapoli/Settings?vesselId=${vessel.id}`,
            )
          ).body,
        method: 'PUT',
        path: '/api/v1/Shapoli/Settings',
        body: (label) => ({ vesselId: vessel.id, limitKw: 10 * label.charCodeAt(0) }),
      };
    },
  },
  {
    // An upserted record: version 0 while nothing is stored (the defaults).
    key: 'PUT /Fouling/Config',
    as: 'super',
    create: async () => {
      const vessel = await foulingVessel();
      return {
        read: async () =>
          (await server.as('super')<FoulingConfig & Versioned>('GET', `/api/v1/Fouling/Config/${vessel.id}`))
            .body,
        method: 'PUT',
        path: '/api/v1/Fouling/Config',
        body: (label) => ({
          vesselId: vessel.id,
          benchmarkSpeedLoss: 0,
          observeLimit: 5,
          maintenanceTrigger: 8,
          statisticsPeriodDays: 14 + (label.charCodeAt(0) % 40),
        }),
      };
    },
  },
  {
    // Recorded first (its first save, based on "0", is walked in fouling.api.test.ts).
    key: 'POST /Fouling/HullCoatingVessel',
    as: 'super',
    create: async () => {
      const vessel = await foulingVessel();
      const path = `/api/v1/Fouling/HullCoatingVessel/${vessel.id}`;
      const coating = (comment: string) => ({
        vesselId: vessel.id,
        hullCoatingTypeId: 1,
        hullCoatingManufacturerId: 1,
        appliedDate: null,
        comment,
      });
      const read = async () => (await server.as('super')<HullCoating | null>('GET', path)).body;
      const first = await server.as('super')('POST', '/api/v1/Fouling/HullCoatingVessel', {
        body: coating('first'),
        headers: { 'If-Match': versionEtag((await read())?.version ?? 0) },
      });
      expect(first.status).toBe(200);
      return {
        read: async () => ((await read()) ?? undefined) as (HullCoating & Versioned) | undefined,
        method: 'POST',
        path: '/api/v1/Fouling/HullCoatingVessel',
        body: coating,
      };
    },
  },
  {
    // An upserted record: a new company has none saved yet (version 0), its first save makes 1.
    key: 'PUT /Companies/{companyId}/CarbonPrice',
    as: 'admin',
    create: async () => {
      const company = (
        await server.as('admin')<Company>('POST', '/api/v1/Companies', { body: buildCompany() })
      ).body;
      const path = `/api/v1/Companies/${company.id}/CarbonPrice`;
      return {
        read: async () => (await server.as('admin')<CarbonPrice & Versioned>('GET', path)).body,
        method: 'PUT',
        path,
        body: (label) => ({ euaPriceEurPerTonne: label.charCodeAt(0), ukaPriceGbpPerTonne: null }),
      };
    },
  },
);

/** A new vessel of the Administrator's company, with the features named switched on. */
async function newVessel(...features: string[]): Promise<VesselAdministration> {
  const admin = server.as('admin');
  const created = await admin<VesselAdministration>('POST', '/api/v1/VesselAdministrations', {
    body: { ...buildVesselUpdate(), imoNumber: nextImo() },
  });
  expect(created.status).toBe(201);
  const catalogue = (await admin<{ id: string; name: string }[]>('GET', '/api/v1/Features')).body;
  for (const name of features) {
    const featureId = catalogue.find((feature) => feature.name === name)!.id;
    const path = `/api/v1/VesselAdministrations/${created.body.id}/ActivateFeature`;
    expect((await admin('POST', path, { body: { featureId } })).status).toBeLessThan(300);
  }
  return created.body;
}

type Refusal = { message: string; code: string; current?: Versioned };

describe('ADR 0092 office edits of shared records take If-Match', () => {
  it('the table covers every operation the OpenAPI document says takes If-Match, but the voyage data and earlier versioned calls', async () => {
    type Operation = { summary?: string };
    const { paths } = (
      await server.request<{ paths: Record<string, Record<string, Operation>> }>(
        'GET',
        '/api/v1/openapi.json',
      )
    ).body;
    const versioned = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && operation.summary?.includes('If-Match'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`),
    );
    const earlier = (key: string) =>
      /EmissionReportVesselEvents|VesselEventCargoDetails|FuelTank|FlowMeter|VesselNotes|VesselSettings|NoonReports/.test(
        key,
      );
    expect(versioned.filter((key) => !earlier(key)).sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it.each(rows.map((row) => [row.key, row] as const))(
    '%s: 428 without If-Match and 412 with a stale one (current sent), nothing changed; the current version succeeds',
    async (_key, row) => {
      const target = await row.create();
      const before = (await target.read())!;
      const send = (headers: Record<string, string>, label: string) =>
        server.as(row.as)<Refusal>(target.method, target.path, { body: target.body?.(label), headers });

      const blind = await send({}, 'blind');
      expect([blind.status, blind.body.code]).toEqual([428, 'PRECONDITION_REQUIRED']);
      const stale = await send({ 'If-Match': versionEtag(before.version + 3) }, 'stale');
      expect([stale.status, stale.body.code, stale.body.current?.version]).toEqual([
        412,
        'PRECONDITION_FAILED',
        before.version,
      ]);
      expect(await target.read()).toEqual(before);

      const done = await send({ 'If-Match': versionEtag(before.version) }, 'done');
      expect(done.status).toBe(target.method === 'DELETE' ? 204 : 200);
      const after = await target.read();
      if (target.method === 'DELETE') expect(after).toBeUndefined();
      else expect(after?.version).toBe(before.version + 1);
    },
  );

  it.each(rows.filter((row) => !row.key.startsWith('DELETE')).map((row) => [row.key, row] as const))(
    '%s: two saves on one version at once give one 200 and one 412 with the winner; the winner is stored',
    async (_key, row) => {
      const target = await row.create();
      const before = (await target.read())!;
      const headers = { 'If-Match': versionEtag(before.version) };
      const answers = await Promise.all(
        ['Anna', 'Bert'].map((label) =>
          server.as(row.as)<Versioned & Refusal>(target.method, target.path, {
            body: target.body?.(label),
            headers,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      const loser = answers.find((answer) => answer.status === 412)!.body;
      // PUT /VesselFiles answers the changed files: the one renamed here.
      expect(loser.current).toEqual(Array.isArray(winner) ? winner[0] : winner);
      const stored = await target.read();
      expect(stored?.version).toBe(before.version + 1);
    },
  );
});
