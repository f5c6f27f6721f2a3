// Users of 003 §3/§7 (ADMIN-020..035). `apiKey` is '' without a key, else a masked preview; the
// full key is answered once, by GenerateApiKey.
import * as v from 'valibot';
import { RoleSchema, type Role } from '../auth/roles.ts';
import { messages } from '../messages.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, emailPattern } from './common.ts';
import { endpoint } from './endpoint.ts';

export const userTextMaxLength = 200;

export const UserSchema = v.object({
  id: IdSchema,
  userName: v.string(),
  name: v.string(),
  title: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  role: RoleSchema,
  /** The company the user acts for: an Administrator's current company ('View as company'), null when none. */
  companyId: v.nullable(IdSchema),
  companyName: v.string(),
  apiKey: v.string(),
  lastActivityDate: v.nullable(IsoDateTimeSchema),
  daysBeforeDataOutdated: v.number(),
  kognifaiTenantId: v.string(),
  kognifaiClientId: v.string(),
  kognifaiClientSecret: v.string(),
  isNewUser: v.boolean(),
  /** The user works on board a ship: Wakeline opens on the crew's pages (ADR 0117). */
  worksOnBoard: v.boolean(),
  /** The row version; an edit or delete of the user sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type User = v.InferOutput<typeof UserSchema>;

const requiredText = (message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(userTextMaxLength));
const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(userTextMaxLength)), '');

export const UserEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(messages.emailRequired),
  v.regex(emailPattern, messages.emailMustBeValid),
  v.maxLength(254),
);

const userFields = {
  name: requiredText(messages.userNameRequired),
  title: requiredText(messages.userTitleRequired),
  phoneNumber: optionalText,
  role: RoleSchema,
  daysBeforeDataOutdated: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650))),
  kognifaiTenantId: optionalText,
  kognifaiClientId: optionalText,
  kognifaiClientSecret: optionalText,
  /** Absent: unchanged on an edit, false on a new user. */
  worksOnBoard: v.optional(v.boolean()),
};

/** POST /Users/Post. `companyId` lets an Administrator create a user in another company. */
export const UserCreateRequestSchema = v.object({
  email: UserEmailSchema,
  ...userFields,
  companyId: v.optional(IdSchema),
});
export type UserCreateRequest = v.InferInput<typeof UserCreateRequestSchema>;

/** PUT /Users/Put: the user; the e-mail cannot change once the user exists (ADMIN-128). */
export const UserUpdateRequestSchema = v.object({ id: IdSchema, ...userFields });
export type UserUpdateRequest = v.InferInput<typeof UserUpdateRequestSchema>;

export const UsersFindQuerySchema = v.object({ vesselId: IdSchema });
export type UsersFindQuery = v.InferInput<typeof UsersFindQuerySchema>;

export const UserIdRequestSchema = v.object({ userId: IdSchema });
export type UserIdRequest = v.InferInput<typeof UserIdRequestSchema>;

export const GenerateApiKeyResponseSchema = v.object({ apiKey: v.string() });
export type GenerateApiKeyResponse = v.InferOutput<typeof GenerateApiKeyResponseSchema>;

export const IsSuperUserResponseSchema = v.object({ isSuperUser: v.boolean() });
export type IsSuperUserResponse = v.InferOutput<typeof IsSuperUserResponseSchema>;

/** Online = last activity within 10 minutes (003 §9). */
export const onlineWindowMinutes = 10;

export function isOnline(lastActivityDate: string | null, now: number): boolean {
  if (!lastActivityDate) return false;
  return now - Date.parse(lastActivityDate) <= onlineWindowMinutes * 60_000;
}

export type { Role };

/** The user endpoints (declared once for the server and the client, ADR 0111). */
export const userEndpoints = {
  findByVessel: endpoint({
    method: 'get',
    path: '/Users/Find',
    query: UsersFindQuerySchema,
    response: v.array(UserSchema),
  }),
  list: endpoint({ method: 'get', path: '/Users/Get', response: v.array(UserSchema) }),
  current: endpoint({ method: 'get', path: '/Users/GetUser', response: UserSchema }),
  online: endpoint({ method: 'get', path: '/Users/Online', response: v.array(UserSchema) }),
  isSuperUser: endpoint({ method: 'get', path: '/Users/IsSuperUser', response: IsSuperUserResponseSchema }),
  update: endpoint({
    method: 'put',
    path: '/Users/Put',
    body: UserUpdateRequestSchema,
    response: UserSchema,
  }),
  create: endpoint({
    method: 'post',
    path: '/Users/Post',
    body: UserCreateRequestSchema,
    response: UserSchema,
    status: 201,
  }),
  remove: endpoint({ method: 'delete', path: '/Users/{id}', params: IdParamsSchema }),
  generateApiKey: endpoint({
    method: 'post',
    path: '/Users/GenerateApiKey',
    body: UserIdRequestSchema,
    response: GenerateApiKeyResponseSchema,
  }),
  clearApiKey: endpoint({
    method: 'post',
    path: '/Users/ClearApiKey',
    body: UserIdRequestSchema,
    response: UserSchema,
  }),
  setCompany: endpoint({
    method: 'post',
    path: '/Users/SetCompany/{id}',
    params: IdParamsSchema,
    response: UserSchema,
  }),
};
