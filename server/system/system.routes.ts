// Version and health.
import { HealthResponseSchema, VersionResponseSchema } from '../../domain/contracts/features.ts';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiRouter } from '../http/api-router.ts';

export function registerSystemRoutes(
  router: ApiRouter,
  info: { version: string; database: DatabaseHandle },
): void {
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
