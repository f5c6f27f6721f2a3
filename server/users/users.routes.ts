// Users (003 §7): lists, current user, create, edit, delete, API keys, 'View as company'.
import * as v from 'valibot';
import { IdParamsSchema } from '../../domain/contracts/common.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import {
  GenerateApiKeyResponseSchema,
  IsSuperUserResponseSchema,
  UserCreateRequestSchema,
  UserIdRequestSchema,
  UserSchema,
  UserUpdateRequestSchema,
  UsersFindQuerySchema,
} from '../../domain/contracts/users.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, orRefusal, withVersion } from '../http/sync-http.ts';
import type { UsersService } from './users.service.ts';

const tag = 'Users';
const superOrAdmin = 'SuperUser (its company) or Administrator (its current company)';

export function registerUserRoutes(router: ApiRouter, { users }: { users: UsersService }): void {
  router.authenticated(
    {
      method: 'get',
      path: '/Users/Find',
      tag,
      summary: 'The users who see a vessel',
      access: `${superOrAdmin}, with access to the vessel`,
      query: UsersFindQuerySchema,
      response: v.array(UserSchema),
    },
    ({ actor, query }) => users.findByVessel(actor, query.vesselId),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Users/Get',
      tag,
      summary: 'The user list',
      access: superOrAdmin,
      response: v.array(UserSchema),
    },
    ({ actor }) => users.list(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Users/GetUser',
      tag,
      summary: 'The signed-in user',
      access: 'signed in',
      response: UserSchema,
    },
    ({ actor }) => users.getCurrentUser(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Users/Online',
      tag,
      summary: 'Users active within the last 10 minutes',
      access: superOrAdmin,
      response: v.array(UserSchema),
    },
    ({ actor }) => users.listOnline(actor),
  );

  router.authenticated(
    {
      method: 'get',
      path: '/Users/IsSuperUser',
      tag,
      summary: 'Whether the signed-in user has the SuperUser role',
      access: 'signed in',
      response: IsSuperUserResponseSchema,
    },
    ({ actor }) => users.isSuperUser(actor),
  );

  router.authenticated(
    {
      method: 'put',
      path: '/Users/Put',
      tag,
      summary: `Edits a user (the e-mail cannot change); answers the updated user; ${ifMatchHeader} carries the version it was based on (412 with the current user when stale, 428 without it)`,
      access: `oneself (not the role), or ${superOrAdmin} for users whose role it may assign`,
      body: UserUpdateRequestSchema,
      response: UserSchema,
    },
    ({ actor, body, c }) => withVersion(c, () => users.update(actor, body, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/Users/Post',
      tag,
      summary: 'Creates a user (409 for a taken e-mail) and e-mails a link to choose a password',
      access: `${superOrAdmin}, roles it may assign (003 §6)`,
      body: UserCreateRequestSchema,
      response: UserSchema,
      status: 201,
    },
    ({ actor, body }) => users.create(actor, body),
  );

  router.authenticated(
    {
      method: 'delete',
      path: '/Users/{id}',
      tag,
      summary: `Deletes a user; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: `${superOrAdmin} for users whose role it may assign; not oneself`,
      params: IdParamsSchema,
    },
    ({ actor, params, c }) => orRefusal(c, () => users.remove(actor, params.id, ifMatchOf(c))),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/Users/GenerateApiKey',
      tag,
      summary: 'A new API key; the full key is answered only here, once',
      access: `oneself, or ${superOrAdmin} for users it manages`,
      body: UserIdRequestSchema,
      response: GenerateApiKeyResponseSchema,
    },
    ({ actor, body }) => users.generateApiKey(actor, body.userId),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/Users/ClearApiKey',
      tag,
      summary: 'Removes the API key',
      access: `oneself, or ${superOrAdmin} for users it manages`,
      body: UserIdRequestSchema,
      response: UserSchema,
    },
    ({ actor, body }) => users.clearApiKey(actor, body.userId),
  );

  router.authenticated(
    {
      method: 'post',
      path: '/Users/SetCompany/{id}',
      tag,
      summary: "'View as company': the company an Administrator acts for",
      access: 'Administrator',
      params: IdParamsSchema,
      response: UserSchema,
    },
    ({ actor, params }) => users.setCompany(actor, params.id),
  );
}
