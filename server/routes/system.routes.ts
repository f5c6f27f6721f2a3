// Features, version and health.
import * as v from 'valibot';
import {
  FeatureSchema,
  FeaturesFindQuerySchema,
  HealthResponseSchema,
  VersionResponseSchema,
} from '../../domain/contracts/features.ts';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Services } from '../services/services.ts';

export function registerSystemRoutes(
  router: ApiRouter,
  { features }: Services,
  info: { version: string; database: DatabaseHandle },
): void {
  router.authenticated(
    {
      method: 'get',
      path: '/Features',
      tag: 'Features',
      summary: 'Every feature that can be switched on for a vessel',
      access: 'every role but KognifaiUser',
      response: v.array(FeatureSchema),
    },
    ({ actor }) => features.list(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Features/Find',
      tag: 'Features',
      summary: 'The features switched on for one vessel',
      access: 'every role but KognifaiUser, with access to the vessel',
      query: FeaturesFindQuerySchema,
      response: v.array(FeatureSchema),
    },
    ({ actor, query }) => features.findForVessel(actor, query.vesselId),
  );

  router.public(
    {
      method: 'get',
      path: '/Version',
      tag: 'System',
      summary: 'The server version',
      access: 'anyone',
      response: VersionResponseSchema,
    },
    () => ({ version: info.version }),
  );

  router.public(
    {
      method: 'get',
      path: '/health',
      tag: 'System',
      summary: 'Liveness: the server answers and its database is open',
      access: 'anyone',
      response: HealthResponseSchema,
    },
    async () => {
      await sql`SELECT 1`.execute(info.database.db);
      return { status: 'ok' as const, database: info.database.engine };
    },
  );
}
