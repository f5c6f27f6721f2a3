// Companies (003 §7), Administrator only.
import { companyEndpoints as endpoints } from '../../domain/contracts/companies.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { CompaniesService } from './companies.service.ts';

const tag = 'Companies';
const access = 'Administrator';

export function registerCompanyRoutes(
  router: ApiRouter,
  { companies }: { companies: CompaniesService },
): void {
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'Every company with its vessel count',
      access,
    },
    ({ actor }) => companies.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Creates a company (name unique ignoring case, 409) with its default access group',
      access,
    },
    ({ actor, body }) => companies.create(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Edits a company (name unique ignoring case, 409); ${ifMatchHeader} carries the version it was based on (412 with the current company when stale, 428 without it)`,
      access,
    },
    ({ actor, params, body, c }) =>
      withVersion(c, () => companies.update(actor, params.id, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes a company without vessels and users (else 409); ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access,
    },
    ({ actor, params, c }) => orRefusal(c, () => companies.remove(actor, params.id, ifMatchOf(c))),
  );
}
