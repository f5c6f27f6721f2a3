// Users (003 §7): lists, current user, create, edit, delete, API keys, 'View as company'.
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { userEndpoints as endpoints } from '../../domain/contracts/users.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { UsersService } from './users.service.ts';

const tag = 'Users';
const superOrAdmin = 'SuperUser (its company) or Administrator (its current company)';

export function registerUserRoutes(router: ApiRouter, { users }: { users: UsersService }): void {
  router.authenticated(
    {
      ...endpoints.findByVessel,
      tag,
      summary: 'The users who see a vessel',
      access: `${superOrAdmin}, with access to the vessel`,
    },
    ({ actor, query }) => users.findByVessel(actor, query.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: 'The user list',
      access: superOrAdmin,
    },
    ({ actor }) => users.list(actor),
  );

  router.authenticated(
    {
      ...endpoints.current,
      tag,
      summary: 'The signed-in user',
      access: 'signed in',
    },
    ({ actor }) => users.getCurrentUser(actor),
  );

  router.authenticated(
    {
      ...endpoints.online,
      tag,
      summary: 'Users active within the last 10 minutes',
      access: superOrAdmin,
    },
    ({ actor }) => users.listOnline(actor),
  );

  router.authenticated(
    {
      ...endpoints.isSuperUser,
      tag,
      summary: 'Whether the signed-in user has the SuperUser role',
      access: 'signed in',
    },
    ({ actor }) => users.isSuperUser(actor),
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Edits a user (the e-mail cannot change); answers the updated user; ${ifMatchHeader} carries the version it was based on (412 with the current user when stale, 428 without it)`,
      access: `oneself (not the role), or ${superOrAdmin} for users whose role it may assign`,
    },
    ({ actor, body, c }) => withVersion(c, () => users.update(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.create,
      tag,
      summary: 'Creates a user (409 for a taken e-mail) and e-mails a link to choose a password',
      access: `${superOrAdmin}, roles it may assign (003 §6)`,
    },
    ({ actor, body }) => users.create(actor, body),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes a user; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: `${superOrAdmin} for users whose role it may assign; not oneself`,
    },
    ({ actor, params, c }) => orRefusal(c, () => users.remove(actor, params.id, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.generateApiKey,
      tag,
      summary: 'A new API key; the full key is answered only here, once',
      access: `oneself, or ${superOrAdmin} for users it manages`,
    },
    ({ actor, body }) => users.generateApiKey(actor, body.userId),
  );

  router.authenticated(
    {
      ...endpoints.clearApiKey,
      tag,
      summary: 'Removes the API key',
      access: `oneself, or ${superOrAdmin} for users it manages`,
    },
    ({ actor, body }) => users.clearApiKey(actor, body.userId),
  );

  router.authenticated(
    {
      ...endpoints.setCompany,
      tag,
      summary: "'View as company': the company an Administrator acts for",
      access: 'Administrator',
    },
    ({ actor, params }) => users.setCompany(actor, params.id),
  );
}
