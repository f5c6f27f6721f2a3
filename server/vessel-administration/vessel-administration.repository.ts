// SQL of vessel administration (003 §4): status changes guarded by the status they start from, the
// one data receiver, company assignment, feature switches and the soft delete.
import { sql, type Kysely } from 'kysely';
import type { ActiveStatus } from '../../domain/contracts/vessels.ts';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Sets the status when the vessel is still in one of `from` (a concurrent change makes it miss):
 * true when it changed. `changes` are further columns set with it.
 */
export async function changeVesselStatus(
  db: Db,
  id: string,
  from: readonly ActiveStatus[],
  to: ActiveStatus,
  changes: { companyId?: string | null; isDataReceiver?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('vessels')
    .set({
      active_status: to,
      ...(changes.companyId !== undefined ? { company_id: changes.companyId } : {}),
      ...(changes.isDataReceiver !== undefined ? { is_data_receiver: changes.isDataReceiver } : {}),
      updated_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('active_status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the company already holds a live vessel with this IMO number (ADMIN-056). */
export async function isImoTakenInCompany(
  db: Db,
  companyId: string,
  imoNumber: number,
  exceptVesselId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('vessels')
    .select('id')
    .where('company_id', '=', companyId)
    .where('imo_number', '=', imoNumber)
    .where('deleted_at', 'is', null);
  if (exceptVesselId) query = query.where('id', '!=', exceptVesselId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The live vessels matching the Find query (the data receiver; an IMO number, in a company). */
export async function findVesselIds(
  db: Db,
  filter: { isDataReceiver?: boolean; imoNumber?: number; companyId?: string },
): Promise<string[]> {
  let query = db.selectFrom('vessels').select('id').where('deleted_at', 'is', null);
  if (filter.isDataReceiver !== undefined)
    query = query.where('is_data_receiver', '=', filter.isDataReceiver);
  if (filter.imoNumber !== undefined) query = query.where('imo_number', '=', filter.imoNumber);
  if (filter.companyId !== undefined) query = query.where('company_id', '=', filter.companyId);
  const rows = await query.orderBy('created_at').execute();
  return rows.map((row) => row.id);
}

/** Moves the data-receiver flag to the vessel (003 §4: one receiver; the unique index guards it). */
export async function moveDataReceiverTo(db: Db, id: string): Promise<void> {
  await db
    .updateTable('vessels')
    .set({ is_data_receiver: false, updated_at: sql`now()`, version: sql`version + 1` })
    .where('is_data_receiver', '=', true)
    .where('id', '!=', id)
    .execute();
  await db
    .updateTable('vessels')
    .set({ is_data_receiver: true, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('is_data_receiver', '=', false)
    .execute();
}

export async function clearDataReceiver(db: Db, id: string): Promise<void> {
  await db
    .updateTable('vessels')
    .set({ is_data_receiver: false, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('is_data_receiver', '=', true)
    .execute();
}

/** The vessel leaves its company's access groups (they belong to the company, ADR 0002). */
export async function removeFromAccessGroups(db: Db, vesselId: string): Promise<void> {
  await db.deleteFrom('vessel_category_vessels').where('vessel_id', '=', vesselId).execute();
}

export async function featureExists(db: Db, featureId: string): Promise<boolean> {
  return (
    (await db.selectFrom('features').select('id').where('id', '=', featureId).executeTakeFirst()) !==
    undefined
  );
}

export async function switchFeature(db: Db, vesselId: string, featureId: string, on: boolean): Promise<void> {
  if (on) {
    await db
      .insertInto('vessel_features')
      .values({ vessel_id: vesselId, feature_id: featureId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('vessel_features')
      .where('vessel_id', '=', vesselId)
      .where('feature_id', '=', featureId)
      .execute();
  }
}

/**
 * Deletes an archived vessel from everyone's sight (ADR 0058): marked deleted with the time, out of
 * every group and the receiver flag. Its data stays until the purge after the retention period.
 */
export async function softDeleteArchivedVessel(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('vessels')
    .set({
      deleted_at: sql`now()`,
      is_data_receiver: false,
      updated_at: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('active_status', '=', 'Archived')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('vessel_category_vessels').where('vessel_id', '=', id).execute();
  await sql`DELETE FROM vessel_group_vessels WHERE vessel_id = ${id}`.execute(db);
  return true;
}
