// Version and health.
import { systemEndpoints as endpoints } from '../../domain/contracts/system.ts';
import { pingDatabase, type DatabaseHandle } from '../db/database.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { HealthChecks } from '../observability/health.ts';

export function registerSystemRoutes(
  router: ApiRouter,
  info: { version: string; database: DatabaseHandle; health: HealthChecks },
): void {
  router.public(
    {
      ...endpoints.version,
      tag: 'System',
      summary: 'The server version',
      access: 'anyone',
    },
    () => ({ version: info.version }),
  );

  info.health.add('database', async () => {
    await pingDatabase(info.database);
    return 'ok';
  });

  router.public(
    {
      ...endpoints.health,
      tag: 'System',
      summary:
        'Health and readiness: 200 when the database answers a query and the job queues run; 503 with what is wrong (or starting) otherwise',
      access: 'anyone',
    },
    async ({ c }) => {
      const report = await info.health.report();
      const answer = { ...report, database: info.database.engine };
      if (report.status === 'ok') return answer;
      c.header('Retry-After', '5');
      return c.json(answer, 503);
    },
  );
}
