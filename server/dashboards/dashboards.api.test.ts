// Dashboards and widget configurations (000 §3-§5, issue 14 §1): own dashboards, their order,
// widgets and sharing; a shared dashboard is read-only and its widgets show the recipient only the
// vessels the recipient sees; sharing stays within the company.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Widget, WidgetConfiguration } from '../../domain/contracts/dashboards.ts';
import type { Vessel } from '../../domain/contracts/vessels.ts';
import { engineFromHandle } from '../db/sql-engine.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

let server: TestServer;
let superVessels: Vessel[];
let userVessels: Vessel[];
let otherVessel: Vessel;
let userId: string;
let otherUserId: string;
/** One log variable per Northwind vessel, made for these tests. */
const variableOf = new Map<string, string>();

const widget = (type: string, extra: Partial<Widget> = {}): Widget =>
  ({
    id: randomUUID(),
    type,
    name: type,
    active: true,
    configId: null,
    x: 0,
    y: 0,
    w: 12,
    h: 6,
    ...extra,
  }) as Widget;

beforeAll(async () => {
  server = await startTestServer();
  superVessels = (await server.as('super')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  userVessels = (await server.as('user')<Vessel[]>('GET', '/api/v1/Vessels')).body;
  otherVessel = (await server.as('other')<Vessel[]>('GET', '/api/v1/Vessels')).body[0]!;
  const engine = engineFromHandle(server.database as never);
  const [user] = await engine.query<{ id: string }>("SELECT id FROM users WHERE email = 'user@example.com'");
  const [other] = await engine.query<{ id: string }>(
    "SELECT id FROM users WHERE email = 'other@example.org'",
  );
  userId = user!.id;
  otherUserId = other!.id;
  for (const vessel of superVessels) {
    const id = randomUUID();
    variableOf.set(vessel.id, id);
    await engine.query(
      "INSERT INTO log_variables (id, vessel_id, source_id, name, unit) VALUES ($1, $2, $3, 'Speed over ground', 'knot')",
      [id, vessel.id, `sog-${id}`],
    );
  }
}, 120_000);
afterAll(() => server.close());

const list = (who: 'super' | 'user' | 'other' | 'admin') =>
  server
    .as(who)<Dashboard[]>('GET', '/api/v1/Dashboard')
    .then((r) => r.body);

describe('dashboards', () => {
  it('SHELL-003 SHELL-072 a dashboard is created with its widgets, renamed, reordered and deleted, never the last', async () => {
    expect(await list('super')).toEqual([]);
    const first = await server.as('super')<Dashboard>('POST', '/api/v1/Dashboard', {
      body: { name: 'New Dashboard', widgets: [widget('Welcome', { w: 20, h: 12 }), widget('TableWidget')] },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'New Dashboard',
      sequence: 0,
      readOnly: false,
      userIdsSharedWith: [],
    });
    expect(first.body.widgets.map((w) => w.type)).toEqual(['Welcome', 'VesselDataTable']);
    const second = (
      await server.as('super')<Dashboard>('POST', '/api/v1/Dashboard', { body: { name: 'New dashboard 2' } })
    ).body;
    expect(second.sequence).toBe(1);

    // Rename and move the second to the front in one save of the whole dashboard.
    const moved = await server.as('super')<Dashboard>('PUT', '/api/v1/Dashboard', {
      body: { ...second, name: ' Fleet ', sequence: 0 },
    });
    expect(moved.status).toBe(200);
    expect((await list('super')).map((d) => [d.name, d.sequence])).toEqual([
      ['Fleet', 0],
      ['New Dashboard', 1],
    ]);

    expect((await server.as('super')('DELETE', `/api/v1/Dashboard/${second.id}`)).status).toBe(204);
    const last = await server.as('super')<{ message: string }>(
      'DELETE',
      `/api/v1/Dashboard/${first.body.id}`,
    );
    expect(last.status).toBe(409);
    expect((await list('super')).map((d) => [d.name, d.sequence])).toEqual([['New Dashboard', 0]]);
  });

  it('SHELL-068 a name is required; instance rules hold; nothing is stored on a refusal', async () => {
    const [dashboard] = await list('super');
    const empty = await server.as('super')<{ message: string }>('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard, name: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name can not be empty');
    const twoMaps = await server.as('super')('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard, widgets: [widget('VesselMap'), widget('VesselMap')] },
    });
    expect(twoMaps.status).toBe(400);
    const unknown = await server.as('super')('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard, widgets: [widget('Radar')] },
    });
    expect(unknown.status).toBe(400);
    expect(await list('super')).toEqual([dashboard]);
  });

  it('SHELL-004 SHELL-070 sharing stays within the company; the recipient reads it only, and sees only its own vessels', async () => {
    const [dashboard] = await list('super');
    const config = await server.as('super')<WidgetConfiguration>('POST', '/api/v1/WidgetConfigurations', {
      body: {
        widgetType: 'VesselDataTable',
        vessels: superVessels.map((v) => v.id),
        columns: [
          {
            name: 'Speed',
            calculationType: 'FromAndToDates',
            fromDate: '2026-01-01T00:00:00.000Z',
            toDate: '2026-02-01T00:00:00.000Z',
            fromAndToDatesCalculationType: 'Averaged',
            logVariables: superVessels.map((v) => ({
              id: variableOf.get(v.id)!,
              vesselId: v.id,
              unitCaption: 'knot',
            })),
          },
        ],
      },
    });
    expect(config.status).toBe(201);
    expect(config.body.vessels).toHaveLength(superVessels.length);
    const table = widget('VesselDataTable', { configId: config.body.id });

    const foreign = await server.as('super')<{ message: string }>('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard!, widgets: [table], userIdsSharedWith: [otherUserId] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('A dashboard can be shared only with users of the same company.');

    const candidates = await server.as('super')<{ id: string }[]>('GET', '/api/v1/Dashboard/ShareCandidates');
    expect(candidates.body.map((c) => c.id)).toContain(userId);
    expect(candidates.body.map((c) => c.id)).not.toContain(otherUserId);
    const shared = await server.as('super')<Dashboard>('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard!, widgets: [table], userIdsSharedWith: [userId] },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.userIdsSharedWith).toEqual([userId]);

    const seen = await list('user');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id: dashboard!.id,
      readOnly: true,
      userIdsSharedWith: [],
      ownerName: expect.any(String),
    });
    // Read-only: no save, no delete, no change to the configuration.
    expect(
      (await server.as('user')('PUT', '/api/v1/Dashboard', { body: { ...seen[0]!, name: 'Mine' } })).status,
    ).toBe(403);
    expect((await server.as('user')('DELETE', `/api/v1/Dashboard/${dashboard!.id}`)).status).toBe(403);
    expect(
      (
        await server.as('user')('PUT', `/api/v1/WidgetConfigurations/${config.body.id}`, {
          body: { widgetType: 'Cii', vessels: [] },
        })
      ).status,
    ).toBe(403);

    // The recipient sees only the vessels (and variables) it may see.
    const read = await server.as('user')<WidgetConfiguration>(
      'GET',
      `/api/v1/WidgetConfigurations/${config.body.id}`,
    );
    expect(read.status).toBe(200);
    const mine = new Set(userVessels.map((v) => v.id));
    expect(userVessels.length).toBeLessThan(superVessels.length);
    expect(new Set(read.body.vessels)).toEqual(mine);
    expect(read.body.columns[0]!.logVariables.every((v) => mine.has(v.vesselId))).toBe(true);
    expect(read.body.columns[0]!.logVariables).toHaveLength(mine.size);
    expect(read.body.readOnly).toBe(true);

    // Another company's user sees neither the dashboard nor its configuration.
    expect(await list('other')).toEqual([]);
    expect((await server.as('other')('GET', `/api/v1/WidgetConfigurations/${config.body.id}`)).status).toBe(
      404,
    );
    expect(
      (await server.as('other')('PUT', '/api/v1/Dashboard', { body: { ...seen[0]!, name: 'Mine' } })).status,
    ).toBe(404);
  });

  it('SHELL-090..098 a dashboard holds every widget type; shared, its map, notifications and fouling widgets name only the recipient’s vessels', async () => {
    const ids = superVessels.map((v) => v.id);
    const configOf = async (widgetType: string) => {
      const made = await server.as('super')<WidgetConfiguration>('POST', '/api/v1/WidgetConfigurations', {
        body: { widgetType, vessels: ids },
      });
      expect(made.status, widgetType).toBe(201);
      expect(made.body.widgetType).toBe(widgetType);
      return made.body.id;
    };
    const map = await configOf('VesselMap');
    const notifications = await configOf('Notifications');
    const fouling = await configOf('FoulingOverview');
    const widgets = [
      widget('Welcome', { w: 20, h: 12 }),
      widget('VesselDataTable'),
      widget('VesselDataGraph'),
      widget('VesselMap', { configId: map, w: 9, h: 9 }),
      widget('PerformanceStatus', { w: 8 }),
      widget('Notifications', { configId: notifications, w: 8 }),
      widget('Cii', { w: 8 }),
      widget('FoulingOverview', { configId: fouling }),
    ];
    const made = await server.as('super')<Dashboard>('POST', '/api/v1/Dashboard', {
      body: { name: 'Every widget', widgets },
    });
    expect(made.status).toBe(201);
    expect(made.body.widgets.map((w) => w.type)).toEqual(widgets.map((w) => w.type));
    const shared = await server.as('super')<Dashboard>('PUT', '/api/v1/Dashboard', {
      body: { ...made.body, userIdsSharedWith: [userId] },
    });
    expect(shared.status).toBe(200);

    const mine = new Set(userVessels.map((v) => v.id));
    const seen = (await list('user')).find((d) => d.id === made.body.id)!;
    expect(seen.readOnly).toBe(true);
    for (const configId of [map, notifications, fouling]) {
      const read = await server.as('user')<WidgetConfiguration>(
        'GET',
        `/api/v1/WidgetConfigurations/${configId}`,
      );
      expect(read.status).toBe(200);
      expect(new Set(read.body.vessels)).toEqual(mine);
    }
    // What those widgets then ask answers the recipient's vessels only: a vessel it may not see is
    // refused as unknown.
    const hidden = superVessels.find((v) => !mine.has(v.id))!;
    expect(
      (
        await server.as('user')('POST', '/api/v1/Fouling/LatestStatistics', {
          body: { vesselIds: [hidden.id] },
        })
      ).status,
    ).toBe(404);
    const incidents = await server.as('user')<{ vesselId: string }[]>('GET', '/api/v1/Incidents/Open/Fleet');
    expect(incidents.status).toBe(200);
    expect(incidents.body.every((incident) => mine.has(incident.vesselId))).toBe(true);
  });

  it('a configuration names only vessels within reach, and only their own log variables', async () => {
    const outOfReach = await server.as('user')('POST', '/api/v1/WidgetConfigurations', {
      body: { widgetType: 'VesselMap', vessels: [otherVessel.id] },
    });
    expect(outOfReach.status).toBe(403);
    const notMine = superVessels.find((v) => !userVessels.some((u) => u.id === v.id))!;
    expect(
      (
        await server.as('user')('POST', '/api/v1/WidgetConfigurations', {
          body: { widgetType: 'Cii', vessels: [notMine.id] },
        })
      ).status,
    ).toBe(403);
    const [a, b] = superVessels;
    const crossed = await server.as('super')('POST', '/api/v1/WidgetConfigurations', {
      body: {
        widgetType: 'VesselDataGraph',
        vessels: [a!.id, b!.id],
        columns: [{ name: 'Speed', logVariables: [{ id: variableOf.get(b!.id)!, vesselId: a!.id }] }],
      },
    });
    expect(crossed.status).toBe(400);
    // A widget may not name another user's configuration.
    const userConfig = (
      await server.as('user')<WidgetConfiguration>('POST', '/api/v1/WidgetConfigurations', {
        body: { widgetType: 'Cii', vessels: [userVessels[0]!.id] },
      })
    ).body;
    const [dashboard] = await list('super');
    const stolen = await server.as('super')('PUT', '/api/v1/Dashboard', {
      body: { ...dashboard!, widgets: [widget('Cii', { configId: userConfig.id })] },
    });
    expect(stolen.status).toBe(400);
  });
});

describe('401 → 403 → allowed', () => {
  it('every Dashboard and WidgetConfigurations call: 401 without a token, 403 for the partner type, allowed for the owner', async () => {
    const made = (
      await server.as('admin')<Dashboard>('POST', '/api/v1/Dashboard', { body: { name: 'Ladder' } })
    ).body;
    await server.as('admin')('POST', '/api/v1/Dashboard', { body: { name: 'Ladder 2' } });
    const config = (
      await server.as('admin')<WidgetConfiguration>('POST', '/api/v1/WidgetConfigurations', {
        body: { widgetType: 'Cii', vessels: [superVessels[0]!.id] },
      })
    ).body;
    const configBody = { widgetType: 'Cii', vessels: [superVessels[0]!.id] };
    const calls: [string, string, unknown, number][] = [
      ['GET', '/api/v1/Dashboard', undefined, 200],
      ['GET', '/api/v1/Dashboard/ShareCandidates', undefined, 200],
      ['POST', '/api/v1/Dashboard', { name: 'Extra' }, 201],
      ['PUT', '/api/v1/Dashboard', { ...made, name: 'Ladder 3' }, 200],
      ['GET', `/api/v1/WidgetConfigurations/${config.id}`, undefined, 200],
      ['POST', '/api/v1/WidgetConfigurations', configBody, 201],
      ['PUT', `/api/v1/WidgetConfigurations/${config.id}`, configBody, 200],
      ['DELETE', `/api/v1/WidgetConfigurations/${config.id}`, undefined, 204],
      ['DELETE', `/api/v1/Dashboard/${made.id}`, undefined, 204],
    ];
    for (const [method, path, body, allowed] of calls) {
      expect((await server.request(method, path, { body })).status, path).toBe(401);
      expect((await server.as('partner')(method, path, { body })).status, path).toBe(403);
      expect((await server.as('admin')(method, path, { body })).status, path).toBe(allowed);
    }
  });
});
