// SQL for users, sessions and password resets. Rows leave as `UserRecord` (camelCase).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema.ts';
import type { SqlConnection } from '../db/sql-engine.ts';

type Db = Kysely<Database>;

export type UserRecord = {
  id: string;
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: Selectable<UsersTable>['role'];
  homeCompanyId: string | null;
  companyId: string | null;
  companyName: string;
  passwordHash: string | null;
  apiKeyPreview: string;
  lastActivityAt: Date | null;
  daysBeforeDataOutdated: number;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
  isNewUser: boolean;
  worksOnBoard: boolean;
  version: number;
};

function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('companies', (join) =>
      join.on('companies.id', '=', sql<string>`coalesce(users.current_company_id, users.company_id)`),
    )
    .where('users.deleted_at', 'is', null)
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.title',
      'users.phone_number as phoneNumber',
      'users.role',
      'users.company_id as homeCompanyId',
      sql<string | null>`coalesce(users.current_company_id, users.company_id)`.as('companyId'),
      sql<string>`coalesce(companies.name, '')`.as('companyName'),
      'users.password_hash as passwordHash',
      'users.api_key_preview as apiKeyPreview',
      'users.last_activity_at as lastActivityAt',
      'users.days_before_data_outdated as daysBeforeDataOutdated',
      'users.kognifai_tenant_id as kognifaiTenantId',
      'users.kognifai_client_id as kognifaiClientId',
      'users.kognifai_client_secret as kognifaiClientSecret',
      'users.is_new_user as isNewUser',
      'users.works_on_board as worksOnBoard',
      'users.version',
    ]);
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return selectUsers(db)
    .where(sql<string>`lower(users.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserByApiKeyHash(db: Db, apiKeyHash: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.api_key_hash', '=', apiKeyHash).executeTakeFirst();
}

/** The users of a company (by home company); with `withAdministrators`, the provider's too. */
export async function listUsers(
  db: Db,
  companyId: string | null,
  withAdministrators: boolean,
): Promise<UserRecord[]> {
  return selectUsers(db)
    .where((eb) =>
      eb.or([
        companyId ? eb('users.company_id', '=', companyId) : eb.val(false),
        withAdministrators ? eb('users.role', '=', 'Administrator') : eb.val(false),
      ]),
    )
    .orderBy(sql`lower(users.name)`)
    .execute();
}

/** The users of the vessel's company who see it: its SuperUsers and the members of its groups. */
export async function listUsersSeeingVessel(
  db: Db,
  vesselId: string,
  companyId: string,
): Promise<UserRecord[]> {
  return selectUsers(db)
    .where('users.company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb('users.role', '=', 'SuperUser'),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('vessel_category_users as vcu')
            .innerJoin('vessel_categories as vc', 'vc.id', 'vcu.vessel_category_id')
            .innerJoin('vessel_category_vessels as vcv', 'vcv.vessel_category_id', 'vc.id')
            .where('vc.deleted_at', 'is', null)
            .where('vc.company_id', '=', companyId)
            .where('vcv.vessel_id', '=', vesselId)
            .select('vcu.user_id'),
        ),
      ]),
    )
    .orderBy(sql`lower(users.name)`)
    .execute();
}

export type NewUser = {
  email: string;
  name: string;
  title: string;
  phoneNumber: string;
  role: UserRecord['role'];
  homeCompanyId: string | null;
  currentCompanyId: string | null;
  passwordHash: string | null;
  daysBeforeDataOutdated?: number;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
  isNewUser: boolean;
  worksOnBoard?: boolean;
};

export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      title: user.title,
      phone_number: user.phoneNumber,
      role: user.role,
      company_id: user.homeCompanyId,
      current_company_id: user.currentCompanyId,
      password_hash: user.passwordHash,
      days_before_data_outdated: user.daysBeforeDataOutdated ?? 3,
      kognifai_tenant_id: user.kognifaiTenantId,
      kognifai_client_id: user.kognifaiClientId,
      kognifai_client_secret: user.kognifaiClientSecret,
      is_new_user: user.isNewUser,
      works_on_board: user.worksOnBoard ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type UserChanges = Partial<{
  name: string;
  title: string;
  phoneNumber: string;
  role: UserRecord['role'];
  daysBeforeDataOutdated: number;
  kognifaiTenantId: string;
  kognifaiClientId: string;
  kognifaiClientSecret: string;
  worksOnBoard: boolean;
}>;

/** Writes the user while it is at version `basedOn` (one statement, ADR 0092); false otherwise. */
export async function updateUser(
  db: Db,
  id: string,
  changes: UserChanges,
  basedOn: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.phoneNumber !== undefined ? { phone_number: changes.phoneNumber } : {}),
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.daysBeforeDataOutdated !== undefined
        ? { days_before_data_outdated: changes.daysBeforeDataOutdated }
        : {}),
      ...(changes.kognifaiTenantId !== undefined ? { kognifai_tenant_id: changes.kognifaiTenantId } : {}),
      ...(changes.kognifaiClientId !== undefined ? { kognifai_client_id: changes.kognifaiClientId } : {}),
      ...(changes.kognifaiClientSecret !== undefined
        ? { kognifai_client_secret: changes.kognifaiClientSecret }
        : {}),
      ...(changes.worksOnBoard !== undefined ? { works_on_board: changes.worksOnBoard } : {}),
      updated_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the user at version `basedOn` with its memberships and sessions; false (nothing done) otherwise. */
export async function softDeleteUser(db: Db, id: string, basedOn: number): Promise<boolean> {
  const deleted = await db
    .updateTable('users')
    .set({ deleted_at: sql`now()`, api_key_hash: null, api_key_preview: '', version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  if (deleted.numUpdatedRows === 0n) return false;
  await db.deleteFrom('vessel_category_users').where('user_id', '=', id).execute();
  await revokeSessions(db, { userId: id });
  return true;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      is_new_user: false,
      updated_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setApiKey(
  db: Db,
  id: string,
  apiKeyHash: string | null,
  preview: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      api_key_hash: apiKeyHash,
      api_key_preview: preview,
      updated_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setCurrentCompany(db: Db, id: string, companyId: string | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_company_id: companyId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Records activity at most once a minute per user, so most requests write nothing. */
export async function touchLastActivity(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_activity_at: at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_activity_at', 'is', null),
        eb('last_activity_at', '<', new Date(at.getTime() - 60_000)),
      ]),
    )
    .execute();
}

// Sessions

/** Stores a hashed secret for a user: a session token or a password reset token. */
export async function insertUserSecret(
  db: Db,
  table: 'sessions' | 'password_resets',
  secret: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto(table)
    .values({ token_hash: secret.tokenHash, user_id: secret.userId, expires_at: secret.expiresAt })
    .execute();
}

export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRecord; expiresAt: Date } | undefined> {
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await findUserById(db, session.user_id);
  return user ? { user, expiresAt: session.expires_at } : undefined;
}

/** Revokes one session (by its token hash) or every session of a user. */
export async function revokeSessions(
  db: Db,
  which: { tokenHash: string } | { userId: string },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where((eb) =>
      'tokenHash' in which ? eb('token_hash', '=', which.tokenHash) : eb('user_id', '=', which.userId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}

// Password resets

/** Marks the user's reset token used, once; true when it was valid, unused and the user's. */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The first Administrator (the one the first start made): who the demo's seeded data is by. */
export async function firstAdministrator(
  conn: SqlConnection,
): Promise<{ id: string; email: string } | undefined> {
  const [admin] = await conn.query<{ id: string; email: string }>(
    "SELECT id, email FROM users WHERE role = 'Administrator' AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
  );
  return admin;
}
