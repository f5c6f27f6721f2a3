// SQL for companies. Deleted companies keep their row (deleted_at) for the sync tombstones.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

export type CompanyRecord = {
  id: string;
  name: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  subscriptionStatus: 'Active' | 'Suspended' | 'Terminated';
  dcMasterDataCompanyId: string;
  notes: string;
  createdAt: Date;
  vesselCount: number;
  version: number;
};

export type CompanyFields = Omit<CompanyRecord, 'id' | 'createdAt' | 'vesselCount' | 'version'>;

function selectCompanies(db: Db) {
  return db
    .selectFrom('companies')
    .where('companies.deleted_at', 'is', null)
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.contact_name as contactName',
      'companies.contact_phone as contactPhone',
      'companies.contact_email as contactEmail',
      'companies.subscription_status as subscriptionStatus',
      'companies.dc_master_data_company_id as dcMasterDataCompanyId',
      'companies.notes',
      'companies.created_at as createdAt',
      'companies.version',
      eb
        .selectFrom('vessels')
        .whereRef('vessels.company_id', '=', 'companies.id')
        .where('vessels.deleted_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('count'))
        .as('vesselCount'),
    ]);
}

const withCount = (
  row: Omit<CompanyRecord, 'vesselCount'> & { vesselCount: number | null },
): CompanyRecord => ({
  ...row,
  vesselCount: Number(row.vesselCount ?? 0),
});

export async function listCompanies(db: Db): Promise<CompanyRecord[]> {
  const rows = await selectCompanies(db)
    .orderBy(sql`lower(companies.name)`)
    .execute();
  return rows.map(withCount);
}

export async function findCompanyById(db: Db, id: string): Promise<CompanyRecord | undefined> {
  const row = await selectCompanies(db).where('companies.id', '=', id).executeTakeFirst();
  return row ? withCount(row) : undefined;
}

export async function isCompanyNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('companies')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columnsOf = (fields: CompanyFields) => ({
  name: fields.name,
  contact_name: fields.contactName,
  contact_phone: fields.contactPhone,
  contact_email: fields.contactEmail,
  subscription_status: fields.subscriptionStatus,
  dc_master_data_company_id: fields.dcMasterDataCompanyId,
  notes: fields.notes,
});

export async function insertCompany(db: Db, fields: CompanyFields): Promise<string> {
  const row = await db
    .insertInto('companies')
    .values(columnsOf(fields))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the company while it is still at version `basedOn` (check and write in one statement,
 * ADR 0092); false when it was not (changed, deleted) and nothing was written.
 */
export async function updateCompany(
  db: Db,
  id: string,
  fields: CompanyFields,
  basedOn: number,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ ...columnsOf(fields), updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the company at version `basedOn` and its access groups; false (nothing done) otherwise. */
export async function softDeleteCompany(db: Db, id: string, basedOn: number): Promise<boolean> {
  const deleted = await db
    .updateTable('companies')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  if (deleted.numUpdatedRows === 0n) return false;
  await db
    .updateTable('vessel_categories')
    .set({ deleted_at: sql`now()`, version: sql`version + 1` })
    .where('company_id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  // Administrators viewing the deleted company fall back to no current company.
  await db
    .updateTable('users')
    .set({ current_company_id: null })
    .where('current_company_id', '=', id)
    .execute();
  return true;
}

export async function countCompanyUsers(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
