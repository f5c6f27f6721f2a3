// The fixture of the authorization matrix and the property tests: the demo data on a pipeline
// test server (pipeline routes included), a few days imported for Northwind Fjord (log
// variables, a long trend), its demo voyages (events, cargo, soundings, bunkerings, flow-meter
// consumptions), and one caller per role of the matrix. Every request goes in-process
// (`app.request`), not over a socket: the matrix sends some 1,300 of them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import {
  addCategoryUser,
  addCategoryVessel,
  insertCategory,
} from '../../server/access-groups/vessel-categories.repository.ts';
import { insertCompany } from '../../server/companies/companies.repository.ts';
import { engineFromHandle } from '../../server/db/sql-engine.ts';
import { seedReferenceCurves } from '../../server/demo/demo-fleet.ts';
import { demoPassword } from '../../server/demo/demo.ts';
import { seedDemoVoyages } from '../../server/demo/demo-voyages.ts';
import { writeSimulatedPackage } from '../../server/import/package-writer.ts';
import { hashPassword } from '../../server/security/passwords.ts';
import { insertUser } from '../../server/users/users.repository.ts';
import { insertVessel } from '../../server/vessels/vessels.repository.ts';
import { startPipelineTestServer, upload, waitForImport, type PipelineTestServer } from './import-support.ts';
import type { MatrixRole } from './authorization-matrix.ts';
import { sampleOf, type JsonSchema } from './json-schema-arbitrary.ts';
import { minimalPdf } from './test-documents.ts';

export type Caller = { role: MatrixRole; token: string | null };

export type ApiCall = {
  method: string;
  /** Path and query under the origin, e.g. /api/v1/Vessels?IgnoreCompany=true. */
  path: string;
  body?: unknown;
};

export type CallResult = { status: number; body: { code?: string; message?: string } | null };

/** The ids the requests are filled with. */
export type FixtureIds = Record<string, string>;

export type ApiFixture = {
  server: PipelineTestServer;
  ids: FixtureIds;
  callers: Record<MatrixRole, Caller>;
  /** Every operation of the app's own OpenAPI document (GET /api/v1/openapi.json). */
  operations: Operation[];
  call: (caller: Caller, call: ApiCall) => Promise<CallResult>;
  stop: () => Promise<void>;
};

const DAY_MS = 86_400_000;
export const fixtureFromMs = Date.UTC(2026, 0, 5);

const first = async <T>(query: Promise<{ rows: T[] }>, text: string): Promise<T> => {
  const { rows } = await query;
  if (!rows[0]) throw new Error(`fixture: no row for ${text}`);
  return rows[0];
};

export async function startApiFixture(): Promise<ApiFixture> {
  const server = await startPipelineTestServer();
  const db = server.database.db;
  const dir = await mkdtemp(join(tmpdir(), 'wakeline-matrix-'));

  async function call(caller: Caller, { method, path, body }: ApiCall): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await server.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: CallResult['body'];
    try {
      parsed = text ? (JSON.parse(text) as CallResult['body']) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }

  const row = <T>(query: string) => first(sql<T>`${sql.raw(query)}`.execute(db), query);
  const northwind = (await row<{ id: string }>("SELECT id FROM companies WHERE name = 'Northwind Shipping'"))
    .id;
  const harbour = (await row<{ id: string }>("SELECT id FROM companies WHERE name = 'Harbour Lines'")).id;
  const vesselId = (await row<{ id: string }>('SELECT id FROM vessels WHERE imo_number = 9476123')).id;
  const groupVesselId = (await row<{ id: string }>('SELECT id FROM vessels WHERE imo_number = 9382451')).id;
  const userId = (await row<{ id: string }>("SELECT id FROM users WHERE email = 'user@example.com'")).id;
  const partnerId = (await row<{ id: string }>("SELECT id FROM users WHERE email = 'partner@example.com'"))
    .id;
  const bulkAndTankers = (
    await row<{ id: string }>("SELECT id FROM vessel_categories WHERE name = 'Bulk and tankers'")
  ).id;
  // The partner reaches Fjord too, so that the /Kognifai calls have the same vessel as the others.
  await addCategoryUser(db, bulkAndTankers, partnerId);

  const passwordHash = await hashPassword(demoPassword);
  const newUser = (email: string) =>
    insertUser(db, {
      email,
      name: email,
      title: '',
      phoneNumber: '',
      role: 'User',
      homeCompanyId: northwind,
      currentCompanyId: null,
      passwordHash,
      kognifaiTenantId: '',
      kognifaiClientId: '',
      kognifaiClientSecret: '',
      isNewUser: false,
    });
  // A User of Northwind in no access group: sees none of its vessels.
  await newUser('nogroup@example.com');
  const spareUserId = await newUser('spare@example.com');
  const spareCompanyId = await insertCompany(db, {
    name: 'Spare Company',
    contactName: 'Spare',
    contactPhone: '',
    contactEmail: 'spare@example.net',
    subscriptionStatus: 'Active',
    dcMasterDataCompanyId: 'SP-1',
    notes: '',
  });
  const categoryId = await insertCategory(db, northwind, 'Matrix group');
  // The vessel the Administrator's lifecycle calls act on (archive, unassign, delete).
  const spareVesselId = await insertVessel(db, {
    companyId: northwind,
    name: 'Matrix Spare',
    imoNumber: 9000001,
    vesselType: 'Bulk carrier',
    deadweight: 1000,
    grossTonnage: 1000,
    draftMean: null,
    ballastDraftHigh: null,
    ballastDraftLow: null,
    ladenDraftHigh: null,
    ladenDraftLow: null,
    maxContinuousRating: null,
    speedMaxContinuousRating: null,
    numberOfShafts: null,
    activeStatus: 'Active',
    isDataReceiver: false,
  });
  await addCategoryVessel(db, categoryId, groupVesselId);

  // A few imported days (log variables, a long trend) and the demo voyages of the same simulation.
  const sim = presetVessel('9476123', 'bulk_carrier');
  await seedReferenceCurves(engineFromHandle(server.database as never), vesselId, sim.particulars);
  const log = createVoyageLog();
  const file = join(dir, 'fjord.zip');
  const summary = await writeSimulatedPackage({
    vessel: sim,
    fromMs: fixtureFromMs,
    days: 40,
    stepMinutes: 240,
    seed: 7,
    outPath: file,
    onStep: (step) => log.record(step),
  });
  await seedDemoVoyages(db, {
    imoNumber: '9476123',
    events: summary.events,
    log,
    draftLadenM: sim.draftLadenM,
    draftBallastM: sim.draftBallastM,
    now: new Date(fixtureFromMs + 40 * DAY_MS),
  });
  const accepted = await upload(server, file, { token: await server.tokenFor('admin') });
  await waitForImport(server, accepted.body.importPath);
  await server.pipeline.idle(120_000);

  const tokenOf = async (email: string) => {
    const signedIn = await call(
      { role: 'anonymous', token: null },
      { method: 'POST', path: '/api/v1/Authenticate', body: { username: email, password: demoPassword } },
    );
    const token = (signedIn.body as { token?: string } | null)?.token;
    if (!token) throw new Error(`fixture: sign-in of ${email} failed (${signedIn.status})`);
    return token;
  };
  const callers: Record<MatrixRole, Caller> = {
    anonymous: { role: 'anonymous', token: null },
    otherCompany: { role: 'otherCompany', token: await tokenOf('manager@example.org') },
    noAccessGroup: { role: 'noAccessGroup', token: await tokenOf('nogroup@example.com') },
    partner: { role: 'partner', token: await tokenOf('partner@example.com') },
    user: { role: 'user', token: await tokenOf('user@example.com') },
    superUser: { role: 'superUser', token: await tokenOf('super@example.com') },
    administrator: { role: 'administrator', token: await tokenOf('admin@example.com') },
  };

  const one = async (query: string) => (await row<{ id: string }>(query)).id;
  const ofVessel = (table: string) =>
    one(`SELECT id FROM ${table} WHERE vessel_id = '${vesselId}' ORDER BY id LIMIT 1`);
  const admin = callers.administrator;
  const created = async (path: string, body: unknown) => {
    const answer = await call(admin, { method: 'POST', path: `/api/v1${path}`, body });
    const id = (answer.body as { id?: string } | null)?.id;
    if (!id) throw new Error(`fixture: POST ${path} gave ${answer.status} ${JSON.stringify(answer.body)}`);
    return id;
  };
  // A departure whose voyage lasts: consumptions go between its start and end.
  const voyage = await row<{ id: string; at: Date }>(
    `SELECT d.id, d.timestamp AS at FROM emission_report_vessel_events d
      WHERE d.vessel_id = '${vesselId}' AND d.type = 'Departure'
        AND EXISTS (SELECT 1 FROM emission_report_vessel_events a
                     WHERE a.vessel_id = d.vessel_id AND a.timestamp > d.timestamp + interval '6 hours')
      ORDER BY d.timestamp DESC LIMIT 1`,
  );
  const departure = voyage.id;
  const voyageMs = new Date(voyage.at).getTime();
  const fuelTankId = await ofVessel('fuel_tanks');
  const flowMeterId = await ofVessel('flow_meters');
  const fuelTypeId = await one('SELECT id FROM fuel_types WHERE company_id IS NULL ORDER BY name LIMIT 1');
  const at = new Date(fixtureFromMs + 2 * DAY_MS).toISOString();
  const ids: FixtureIds = {
    northwind,
    harbour,
    vesselId,
    groupVesselId,
    userId,
    spareUserId,
    spareCompanyId,
    categoryId,
    departureId: departure,
    vesselEventId: departure,
    reportId: `${vesselId}.MrvYearly.2026`,
    fuelTankId,
    flowMeterId,
    fuelTypeId,
    startAt: new Date(voyageMs + 3_600_000).toISOString(),
    endAt: new Date(voyageMs + 7_200_000).toISOString(),
    cargoUnitId: await one(
      `SELECT cargo_unit_id AS id FROM vessel_event_cargo_details WHERE vessel_event_id = '${departure}' LIMIT 1`,
    ).catch(() =>
      one(`SELECT cargo_unit_id AS id FROM vessel_cargo_units WHERE vessel_id = '${vesselId}' LIMIT 1`),
    ),
    logVariableId: await one(
      `SELECT id FROM log_variables WHERE vessel_id = '${vesselId}' ORDER BY name LIMIT 1`,
    ),
    longTrendId: await one(`SELECT id FROM long_trends WHERE vessel_id = '${vesselId}' LIMIT 1`),
    curveId: await ofVessel('reference_curves'),
    lastEventId: await one(
      `SELECT id FROM emission_report_vessel_events WHERE vessel_id = '${vesselId}' ORDER BY timestamp DESC LIMIT 1`,
    ),
    spareFuelTankId: await one(
      `SELECT id FROM fuel_tanks WHERE vessel_id = '${vesselId}' ORDER BY id DESC LIMIT 1`,
    ),
    spareFlowMeterId: await one(
      `SELECT id FROM flow_meters WHERE vessel_id = '${vesselId}' ORDER BY id DESC LIMIT 1`,
    ),
    spareVesselId,
    ownFuelTypeId: '',
    vesselGroupId: '',
    infoEventId: '',
    trendEventId: '',
    noonReportId: '',
    fuelTankFuelConsumptionId: randomUUID(),
    flowMeterOperationId: randomUUID(),
  };
  // The voyage data a short simulation may lack, made through the API with the matrix's own requests.
  const document = (await call(admin, { method: 'GET', path: '/api/v1/openapi.json' })).body;
  const operations = operationsOf(document as never);
  const createdFor = async (path: string, table: string) => {
    const existing = await sql<{ id: string }>`${sql.raw(
      `SELECT id FROM ${table} WHERE vessel_id = '${vesselId}' ORDER BY id LIMIT 1`,
    )}`.execute(db);
    if (existing.rows[0]) return existing.rows[0].id;
    const operation = operations.find((candidate) => candidate.key === `POST ${path}`)!;
    const request = requestFor(operation, ids);
    const answer = await call(admin, request);
    const id = (answer.body as { id?: string } | null)?.id;
    if (!id) throw new Error(`fixture: POST ${path} gave ${answer.status} ${JSON.stringify(answer.body)}`);
    return id;
  };
  ids.fuelTankSoundingId = await createdFor('/FuelTankSoundings', 'fuel_tank_soundings');
  ids.fuelTankOperationId = await createdFor('/FuelTankOperations', 'fuel_tank_operations');
  ids.flowMeterFuelConsumptionId = await createdFor(
    '/FlowMeterFuelConsumptions',
    'flow_meter_fuel_consumptions',
  );
  ids.infoEventId = await created('/DiagnosticEvents/Info', { vesselId, timestamp: at, name: 'Matrix info' });
  ids.trendEventId = await created('/DiagnosticEvents/Trend', {
    vesselId,
    timestamp: at,
    trendEventType: 'DryDock',
  });
  ids.ownFuelTypeId = await created('/FuelTypes', {
    name: 'Matrix fuel',
    shortName: 'MXF',
    carbonEmissionFactor: 3,
  });
  const groupAnswer = await call(callers.user, {
    method: 'POST',
    path: '/api/v1/VesselGroups',
    body: { name: 'Matrix' },
  });
  ids.vesselGroupId = (groupAnswer.body as { id?: string } | null)?.id ?? '';
  if (!ids.vesselGroupId) throw new Error(`fixture: vessel group ${groupAnswer.status}`);
  await created('/FuelTankFuelConsumptions', {
    id: ids.fuelTankFuelConsumptionId,
    vesselId,
    fuelTankId,
    vesselEventId: departure,
    departureId: departure,
    startAt: ids.startAt,
    endAt: ids.endAt,
    fuelTypeId,
    fuelConsumptionInTon: 1,
  });
  // A document of the fixture vessel (multipart, which call() does not send).
  const fileForm = new FormData();
  fileForm.set('file', new File([minimalPdf], 'Matrix.pdf', { type: 'application/pdf' }));
  const uploaded = await server.app.request(`/api/v1/VesselFiles/${vesselId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: fileForm,
  });
  ids.vesselFileId = ((await uploaded.json()) as { id?: string }).id ?? '';
  if (!ids.vesselFileId) throw new Error(`fixture: vessel file ${uploaded.status}`);
  // PUT /VesselEvents/{id} edits an office event; the Info and Trend ones are deleted before it.
  ids.officeEventId = await created('/DiagnosticEvents/Info', {
    vesselId,
    timestamp: at,
    name: 'Matrix edit',
  });
  ids.noonReportId = await created('/NoonReports', {
    id: randomUUID(),
    vesselId,
    reportTime: '2026-01-05T12:00:00+04:00',
    latitude: 10,
    longitude: 55,
    hoursSteamed: 24,
    distanceOverGroundNm: 300,
    distanceThroughWaterNm: 305,
    averageSpeedKn: 12.5,
    mainEnginePowerKw: 8_200,
    shaftSpeedRpm: 78,
    fuel: [{ fuelTypeId, consumer: 'MainEngine', tonnes: 30 }],
    rob: [{ fuelTypeId, robTonnes: 500 }],
    draftForwardM: 9.1,
    draftAftM: 9.6,
    windForceBeaufort: 5,
    windDirectionDeg: 270,
    seaStateDouglas: 4,
    cargoTonnes: 42_000,
  });
  ids.iso19030EventId = await created('/Iso19030Events', {
    vesselId,
    eventType: 'HullCleaning',
    startDate: at,
  });
  // Alert rules (issue 14 §2): one the matrix deletes, one whose incident it reads and acknowledges.
  const rule = (name: string) =>
    created('/NotificationRules', {
      vesselId,
      name,
      logVariableId: ids.logVariableId,
      conditionType: 'Above',
      upperLimit: 1e12,
      severity: 'Warning',
      recipientIds: [],
    });
  ids.notificationRuleId = await rule('Matrix rule');
  const incidentRuleId = await rule('Matrix incident rule');
  ids.incidentId = randomUUID();
  await sql`INSERT INTO incidents (id, rule_id, vessel_id, severity, opened_at, created_at, log_variable_id,
              condition_type, upper_limit)
            VALUES (${ids.incidentId}, ${incidentRuleId}, ${vesselId}, 'Warning', now(), now(), ${ids.logVariableId},
              'Above', 1e12)`.execute(db);
  // The first read of the port list stores it (a lazy seed): done here, so reads change nothing after.
  await call(admin, { method: 'GET', path: '/api/v1/Ports' });
  const done = await call(admin, {
    method: 'POST',
    path: '/api/v1/FlowMeterOperations',
    body: {
      id: ids.flowMeterOperationId,
      vesselId,
      flowMeterId,
      timestamp: ids.startAt,
      fuelTypeId,
      estimatedFuelMassFlowRateInTonDay: 1,
    },
  });
  if (done.status >= 300)
    throw new Error(`fixture: flow meter operation ${done.status} ${JSON.stringify(done.body)}`);
  return {
    server,
    ids,
    callers,
    operations,
    call,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
/** One operation of the document: 'METHOD /Path' (without /api/v1), and its description. */
export type Operation = { key: string; method: string; path: string; operation: OpenApiOperation };

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([fullPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const path = fullPath.replace(/^\/api\/v1/, '');
      return { key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation };
    }),
  );
}

/** Which fixture object a path's `{id}` names, by the path's start (first match wins). */
const idOfPath: [RegExp, string][] = [
  [/^\/Users\/SetCompany\//, 'northwind'],
  [/^\/Users\//, 'spareUserId'],
  [/^\/Vessel\//, 'vesselId'],
  [/^\/Companies\//, 'spareCompanyId'],
  [/^\/VesselAdministrations\/\{id\}\/(AddCargoUnit|RemoveCargoUnit|GetVeracityKey)/, 'vesselId'],
  [/^\/VesselAdministrations\//, 'spareVesselId'],
  [/^\/VesselCategories\//, 'categoryId'],
  [/^\/VesselGroups\//, 'vesselGroupId'],
  [/^\/Vessels\//, 'vesselId'],
  [/^\/EmissionReportVesselEvents\//, 'lastEventId'],
  [/^\/FuelTankSoundings\//, 'fuelTankSoundingId'],
  [/^\/FuelTankOperations\//, 'fuelTankOperationId'],
  [/^\/FuelTankFuelConsumptions\//, 'fuelTankFuelConsumptionId'],
  [/^\/FlowMeterOperations\//, 'flowMeterOperationId'],
  [/^\/FlowMeterFuelConsumptions\//, 'flowMeterFuelConsumptionId'],
  [/^\/FuelTypes\//, 'ownFuelTypeId'],
  [/^\/FuelTanks\//, 'spareFuelTankId'],
  [/^\/FlowMeters\//, 'spareFlowMeterId'],
  [/^\/DiagnosticEvents\/Info\//, 'infoEventId'],
  [/^\/DiagnosticEvents\/Trend\//, 'trendEventId'],
  [/^\/VesselEvents\//, 'officeEventId'],
  [/^\/Curves\//, 'curveId'],
  [/^\/EmissionReport\//, 'departureId'],
  [/^\/Reports\//, 'reportId'],
  [/^\/VesselFiles\//, 'vesselFileId'],
  [/^\/VesselPerformanceStatuses\//, 'vesselId'],
  [/^\/Iso19030Events\/Vessel\//, 'vesselId'],
  [/^\/Iso19030Events\//, 'iso19030EventId'],
  [/^\/NoonReports\//, 'noonReportId'],
  [/^\/Fouling\//, 'vesselId'],
  [/^\/NotificationRules\//, 'notificationRuleId'],
  [/^\/Incidents\//, 'incidentId'],
];

/** Which fixture object the `id` of a body names when the path has none. */
const idOfBody: Record<string, string> = {
  'PUT /Users/Put': 'userId',
  'PUT /LongTrends': 'longTrendId',
  'PUT /VesselFiles': 'vesselFileId',
  'POST /Incidents': 'incidentId',
};

const isoOf = (ms: number, schema: JsonSchema) =>
  schema.format === 'date' ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString();

/** Values of named fields, from the fixture (the same name means the same thing across the API). */
function fieldValue(name: string, schema: JsonSchema, ids: FixtureIds, operationKey: string): unknown {
  const asList = (id: string) => (schema.type === 'array' ? [id] : id);
  switch (name) {
    case 'vesselId':
    case 'vesselid':
      return operationKey.startsWith('POST /VesselCategories/') ? ids.groupVesselId : ids.vesselId;
    case 'vesselIds':
      return asList(ids.vesselId!);
    case 'logVariableId':
    case 'xAxisLogVariableId':
    case 'yAxisLogVariableId':
      return ids.logVariableId;
    case 'logVariableIds':
      return asList(ids.logVariableId!);
    case 'longTrendId':
      return ids.longTrendId;
    case 'longTrendIds':
      return asList(ids.longTrendId!);
    case 'fuelTankId':
    case 'flowMeterId':
    case 'fuelTypeId':
    case 'cargoUnitId':
    case 'curveId':
    case 'vesselGroupId':
      return ids[name];
    case 'vesselEventId':
    case 'departureId':
      return ids.departureId;
    case 'trendEventId':
      return ids.trendEventId;
    case 'userId':
      return ids.userId;
    case 'companyId':
      return ids.northwind;
    case 'vesselCategoryId':
      return ids.categoryId;
    case 'role':
      return 'User';
    case 'reportTime':
      // A noon report's ship time with its offset (a second report at the same time is a 409).
      return '2026-01-06T12:00:00+04:00';
    case 'fromDate':
    case 'fromDateTime':
      return isoOf(fixtureFromMs, schema);
    case 'toDate':
    case 'toDateTime':
      return isoOf(fixtureFromMs + 40 * DAY_MS, schema);
    case 'name':
      return 'Matrix name';
    case 'imoNumber':
      return operationKey === 'POST /VesselAdministrations' ? 9000002 : undefined;
    case 'draftMean':
      return 10;
    case 'maxContinuousRating':
      return 1000;
    case 'key':
      return 'matrix-key';
    case 'Username':
      return 'user@example.com';
    case 'startAt':
    case 'endAt':
      return ids[name];
    case 'year':
      return '2026';
    case 'fileName':
      return 'Matrix renamed.pdf';
    case 'dfiVesselId':
      return '9476123';
    case 'queue':
      return 'pendingimports';
    case 'date':
      return '2026-01-06';
    case 'days':
      return '7';
    case 'eventType':
      return operationKey.includes(' /Iso19030Events') ? 'HullCleaning' : undefined;
    case 'upperLimit':
      return 1e12;
    case 'recipientIds':
      return [];
    default:
      return undefined;
  }
}

/** A request for one operation that passes its contract, naming the fixture's objects. */
export function requestFor(operation: Operation, ids: FixtureIds): ApiCall {
  const pathId = operation.path.includes('{id}')
    ? idOfPath.find(([pattern]) => pattern.test(operation.path))?.[1]
    : undefined;
  const bodyId = pathId ?? idOfBody[operation.key];
  const pick = (name: string, schema: JsonSchema) => {
    if (name === 'id') return bodyId ? ids[bodyId] : randomUUID();
    return fieldValue(name, schema, ids, operation.key);
  };
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.operation.parameters ?? []) {
    const value =
      pick(parameter.name, parameter.schema) ?? (parameter.required ? sampleOf(parameter.schema) : undefined);
    if (value === undefined) continue;
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else query.set(parameter.name, String(value));
  }
  const bodySchema = operation.operation.requestBody?.content['application/json'].schema;
  const search = query.toString();
  return {
    method: operation.method,
    path: `/api/v1${path}${search ? `?${search}` : ''}`,
    ...(bodySchema ? { body: sampleOf(bodySchema, pick) } : {}),
  };
}
