// The offline-synced endpoints: EmissionReportVesselEvents (endpoints.tsv) and the change feed.
// Writes answer with the stored result of their Idempotency-Key and the row version as ETag.
import type { Context } from 'hono';
import * as v from 'valibot';
import {
  FindVesselEventsQuerySchema,
  VesselEventListSchema,
  VesselEventSchema,
  VesselEventWriteSchema,
} from '../../domain/contracts/emission-report-vessel-events.ts';
import {
  IdempotencyKeySchema,
  SyncChangesQuerySchema,
  SyncChangesResponseSchema,
  etagHeader,
  idempotencyKeyHeader,
  ifMatchHeader,
  parseIfMatchVersion,
  versionEtag,
} from '../../domain/contracts/sync.ts';
import type { AppDeps } from '../app.ts';
import type { ApiRouter, AppEnv } from '../http/api-router.ts';
import { parseInput } from '../http/validate.ts';
import type { Services } from '../services/services.ts';
import { hashRequest, type StoredAnswer } from './idempotency.ts';
import { SyncRefusal } from './sync-refusal.ts';
import { createVesselEventsService, type WriteContext } from './vessel-events.service.ts';

const tag = 'Emission report vessel events';
const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('The id must be a UUID.')) });
const FindVoyageQuerySchema = v.object({
  vesselId: v.pipe(v.string(), v.uuid('The vesselId must be a UUID.')),
  departureId: v.pipe(v.string(), v.uuid('The departureId must be a UUID.')),
});
const writeAccess = 'Every role that sees the vessel, except KognifaiUser';

function writeContext(c: Context<AppEnv>, body: unknown, ifMatch: number | null): WriteContext {
  const rawKey = c.req.header(idempotencyKeyHeader);
  const key =
    rawKey === undefined ? null : parseInput(v.object({ key: IdempotencyKeySchema }), { key: rawKey }).key;
  const deviceId = c.req.header('X-Device-Id')?.slice(0, 100) ?? null;
  // The version a change was based on is part of the request: same key, other If-Match = other request.
  return { key, ifMatch, deviceId, requestHash: hashRequest(c.req.method, c.req.path, { body, ifMatch }) };
}

/** Answers a write: the stored result of its key, or a sync refusal raised before it ran. */
async function respond(c: Context<AppEnv>, write: () => Promise<StoredAnswer>): Promise<Response> {
  try {
    return answer(c, await write());
  } catch (error) {
    if (error instanceof SyncRefusal)
      return answer(c, { status: error.status, body: error.body, replayed: false });
    throw error;
  }
}

function answer(c: Context<AppEnv>, stored: StoredAnswer): Response {
  const body = stored.body as { version?: unknown };
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (stored.status < 300 && typeof body.version === 'number')
    headers[etagHeader] = versionEtag(body.version);
  if (stored.replayed) headers['Idempotent-Replayed'] = 'true';
  return c.json(stored.body as object, stored.status as 200, headers);
}

export function registerSyncRoutes(router: ApiRouter, services: Services, deps: AppDeps): void {
  const events = createVesselEventsService({
    db: deps.database.db,
    now: deps.now ?? (() => new Date()),
    vessels: services.vessels,
  });

  router.authenticated(
    {
      method: 'get',
      path: '/EmissionReportVesselEvents/Find',
      tag,
      summary: 'The emission report events of a vessel',
      access: writeAccess,
      query: FindVesselEventsQuerySchema,
      response: VesselEventListSchema,
    },
    ({ actor, query }) => events.find(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/EmissionReportVesselEvents/FindVoyageVesselEvents',
      tag,
      summary: 'The events of one voyage: its departure up to the next departure',
      access: writeAccess,
      query: FindVoyageQuerySchema,
      response: VesselEventListSchema,
    },
    ({ actor, query }) => events.findVoyage(actor, query.vesselId, query.departureId),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/EmissionReportVesselEvents',
      tag,
      summary: 'Create a departure with its client-generated id (Idempotency-Key makes repeats safe)',
      access: writeAccess,
      body: VesselEventWriteSchema,
      response: VesselEventSchema,
      status: 201,
    },
    ({ actor, body, c }) => respond(c, () => events.create(actor, body, writeContext(c, body, null))),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/EmissionReportVesselEvents/{id}',
      tag,
      summary: `Replace an event; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: writeAccess,
      params: IdParamsSchema,
      body: VesselEventWriteSchema,
      response: VesselEventSchema,
    },
    ({ actor, params, body, c }) => {
      const ifMatch = parseIfMatchVersion(c.req.header(ifMatchHeader));
      return respond(c, () => events.update(actor, params.id, body, writeContext(c, body, ifMatch)));
    },
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/EmissionReportVesselEvents/{id}',
      tag,
      summary: `Soft-delete an event (the deletion syncs); ${ifMatchHeader} required`,
      access: writeAccess,
      params: IdParamsSchema,
      response: VesselEventSchema,
    },
    ({ actor, params, c }) => {
      const ifMatch = parseIfMatchVersion(c.req.header(ifMatchHeader));
      return respond(c, () => events.remove(actor, params.id, writeContext(c, null, ifMatch)));
    },
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Sync/Changes',
      tag: 'Sync',
      summary: 'Changes of a vessel after a server-issued cursor (deletions included)',
      access: writeAccess,
      query: SyncChangesQuerySchema,
      response: SyncChangesResponseSchema,
    },
    ({ actor, query }) => events.changes(actor, query),
  );
}
