// SQL for vessel access groups. A default group has no member rows: it holds every vessel of its
// company and every SuperUser of it implicitly (ADR 0002), and is read that way here.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export type CategoryVessel = { id: string; name: string; imoNumber: number };
export type CategoryUser = {
  id: string;
  name: string;
  email: string;
  role: 'Administrator' | 'SuperUser' | 'User' | 'KognifaiUser';
};

export type VesselCategoryRecord = {
  id: string;
  name: string;
  isDefault: boolean;
  companyId: string;
  companyName: string;
  version: number;
  vessels: CategoryVessel[];
  users: CategoryUser[];
};

type CategoryRow = Omit<VesselCategoryRecord, 'vessels' | 'users'>;

function selectCategories(db: Db) {
  return db
    .selectFrom('vessel_categories as vc')
    .innerJoin('companies', 'companies.id', 'vc.company_id')
    .where('vc.deleted_at', 'is', null)
    .select([
      'vc.id',
      'vc.name',
      'vc.is_default as isDefault',
      'vc.company_id as companyId',
      'companies.name as companyName',
      'vc.version',
    ]);
}

async function withMembers(db: Db, rows: CategoryRow[]): Promise<VesselCategoryRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const [memberVessels, memberUsers, companyVessels, superUsers] = await Promise.all([
    db
      .selectFrom('vessel_category_vessels as vcv')
      .innerJoin('vessels', 'vessels.id', 'vcv.vessel_id')
      .where('vcv.vessel_category_id', 'in', ids)
      .where('vessels.deleted_at', 'is', null)
      .select([
        'vcv.vessel_category_id as categoryId',
        'vessels.id',
        'vessels.name',
        'vessels.imo_number as imoNumber',
      ])
      .execute(),
    db
      .selectFrom('vessel_category_users as vcu')
      .innerJoin('users', 'users.id', 'vcu.user_id')
      .where('vcu.vessel_category_id', 'in', ids)
      .where('users.deleted_at', 'is', null)
      .select(['vcu.vessel_category_id as categoryId', 'users.id', 'users.name', 'users.email', 'users.role'])
      .execute(),
    db
      .selectFrom('vessels')
      .where('vessels.company_id', 'in', companyIds)
      .where('vessels.deleted_at', 'is', null)
      .select([
        'vessels.company_id as companyId',
        'vessels.id',
        'vessels.name',
        'vessels.imo_number as imoNumber',
      ])
      .execute(),
    db
      .selectFrom('users')
      .where('users.company_id', 'in', companyIds)
      .where('users.role', '=', 'SuperUser')
      .where('users.deleted_at', 'is', null)
      .select(['users.company_id as companyId', 'users.id', 'users.name', 'users.email', 'users.role'])
      .execute(),
  ]);
  const byName = <T extends { name: string }>(a: T, b: T) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  return rows.map((row) => {
    const vessels = row.isDefault
      ? companyVessels.filter((vessel) => vessel.companyId === row.companyId)
      : memberVessels.filter((vessel) => vessel.categoryId === row.id);
    const users = row.isDefault
      ? superUsers.filter((user) => user.companyId === row.companyId)
      : memberUsers.filter((user) => user.categoryId === row.id);
    return {
      ...row,
      vessels: vessels.map(({ id, name, imoNumber }) => ({ id, name, imoNumber })).sort(byName),
      users: users.map(({ id, name, email, role }) => ({ id, name, email, role })).sort(byName),
    };
  });
}

export async function listCategories(db: Db, companyId: string): Promise<VesselCategoryRecord[]> {
  const rows = await selectCategories(db)
    .where('vc.company_id', '=', companyId)
    .orderBy('vc.is_default', 'desc')
    .orderBy(sql`lower(vc.name)`)
    .execute();
  return withMembers(db, rows);
}

export async function findCategoryById(db: Db, id: string): Promise<VesselCategoryRecord | undefined> {
  const row = await selectCategories(db).where('vc.id', '=', id).executeTakeFirst();
  return row ? (await withMembers(db, [row]))[0] : undefined;
}

export async function isCategoryNameTaken(
  db: Db,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('vessel_categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The access group every company starts with, holding all its vessels. */
export const defaultAccessGroupName = 'All vessels';

/** A new company's default access group. */
export function insertDefaultCategory(db: Db, companyId: string): Promise<string> {
  return insertCategory(db, companyId, defaultAccessGroupName, true);
}

export async function insertCategory(
  db: Db,
  companyId: string,
  name: string,
  isDefault = false,
): Promise<string> {
  const row = await db
    .insertInto('vessel_categories')
    .values({ company_id: companyId, name, is_default: isDefault })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames the group while it is at version `basedOn` (one statement, ADR 0092); false otherwise. */
export async function renameCategory(db: Db, id: string, name: string, basedOn: number): Promise<boolean> {
  const result = await db
    .updateTable('vessel_categories')
    .set({ name, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes the group while it is at version `basedOn` and still has no vessel and no user, in one
 * statement (a member added meanwhile keeps it); false when nothing was deleted.
 */
export async function softDeleteCategory(db: Db, id: string, basedOn: number): Promise<boolean> {
  const result = await db
    .updateTable('vessel_categories')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vessel_category_vessels as vcv')
            .innerJoin('vessels', 'vessels.id', 'vcv.vessel_id')
            .whereRef('vcv.vessel_category_id', '=', 'vessel_categories.id')
            .where('vessels.deleted_at', 'is', null)
            .select('vcv.vessel_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('vessel_category_users as vcu')
            .whereRef('vcu.vessel_category_id', '=', 'vessel_categories.id')
            .select('vcu.user_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function addCategoryVessel(db: Db, categoryId: string, vesselId: string): Promise<void> {
  await db
    .insertInto('vessel_category_vessels')
    .values({ vessel_category_id: categoryId, vessel_id: vesselId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function removeCategoryVessel(db: Db, categoryId: string, vesselId: string): Promise<void> {
  await db
    .deleteFrom('vessel_category_vessels')
    .where('vessel_category_id', '=', categoryId)
    .where('vessel_id', '=', vesselId)
    .execute();
}

export async function addCategoryUser(db: Db, categoryId: string, userId: string): Promise<void> {
  await db
    .insertInto('vessel_category_users')
    .values({ vessel_category_id: categoryId, user_id: userId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function removeCategoryUser(db: Db, categoryId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('vessel_category_users')
    .where('vessel_category_id', '=', categoryId)
    .where('user_id', '=', userId)
    .execute();
}
