// SQL for vessels, their features, and the vessel scopes of the access policy.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { VesselScope } from '../security/access-policy.ts';

type Db = Kysely<Database>;

export type VesselRecord = {
  id: string;
  companyId: string | null;
  companyName: string | null;
  name: string;
  imoNumber: number;
  vesselType: string | null;
  deadweight: number | null;
  grossTonnage: number | null;
  draftMean: number | null;
  ballastDraftHigh: number | null;
  ballastDraftLow: number | null;
  ladenDraftHigh: number | null;
  ladenDraftLow: number | null;
  maxContinuousRating: number | null;
  speedMaxContinuousRating: number | null;
  numberOfShafts: number | null;
  activeStatus: 'Unassigned' | 'Active' | 'Assigned' | 'Archived';
  isDataReceiver: boolean;
  lastExportAt: Date | null;
  createdAt: Date;
  version: number;
  features: { id: string; name: string }[];
};

/** The vessel ids a scope reaches, as a where-clause on `vessels`. */
export function whereInScope(scope: VesselScope) {
  return (eb: ExpressionBuilder<Database, 'vessels'>) => {
    switch (scope.kind) {
      case 'all':
        return eb.val(true);
      case 'none':
        return eb.val(false);
      // A company's users do not see its archived vessels (ADR 0058); Administrators reach every vessel.
      case 'company':
        return eb.and([
          eb('vessels.company_id', '=', scope.companyId),
          eb('vessels.active_status', '!=', 'Archived'),
        ]);
      case 'member':
        return eb.and([
          eb('vessels.company_id', '=', scope.companyId),
          eb('vessels.active_status', '!=', 'Archived'),
          eb(
            'vessels.id',
            'in',
            eb
              .selectFrom('vessel_category_vessels as vcv')
              .innerJoin('vessel_categories as vc', 'vc.id', 'vcv.vessel_category_id')
              .innerJoin('vessel_category_users as vcu', 'vcu.vessel_category_id', 'vc.id')
              .where('vc.deleted_at', 'is', null)
              .where('vc.is_default', '=', false)
              .where('vc.company_id', '=', scope.companyId)
              .where('vcu.user_id', '=', scope.userId)
              .select('vcv.vessel_id'),
          ),
        ]);
    }
  };
}

function selectVessels(db: Db) {
  return db
    .selectFrom('vessels')
    .leftJoin('companies', 'companies.id', 'vessels.company_id')
    .where('vessels.deleted_at', 'is', null)
    .select([
      'vessels.id',
      'vessels.company_id as companyId',
      'companies.name as companyName',
      'vessels.name',
      'vessels.imo_number as imoNumber',
      'vessels.vessel_type as vesselType',
      'vessels.deadweight',
      'vessels.gross_tonnage as grossTonnage',
      'vessels.draft_mean as draftMean',
      'vessels.ballast_draft_high as ballastDraftHigh',
      'vessels.ballast_draft_low as ballastDraftLow',
      'vessels.laden_draft_high as ladenDraftHigh',
      'vessels.laden_draft_low as ladenDraftLow',
      'vessels.max_continuous_rating as maxContinuousRating',
      'vessels.speed_max_continuous_rating as speedMaxContinuousRating',
      'vessels.number_of_shafts as numberOfShafts',
      'vessels.active_status as activeStatus',
      'vessels.is_data_receiver as isDataReceiver',
      'vessels.last_export_at as lastExportAt',
      'vessels.created_at as createdAt',
      'vessels.version',
      // The vessel's features in the same statement (one query per list, not one more per list).
      sql<{ id: string; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', f.id, 'name', f.name) ORDER BY f.sort_order)
          FROM vessel_features vf JOIN features f ON f.id = vf.feature_id
         WHERE vf.vessel_id = vessels.id), '[]'::json)`.as('features'),
    ]);
}

export async function listVessels(db: Db, scope: VesselScope): Promise<VesselRecord[]> {
  return selectVessels(db)
    .where(whereInScope(scope))
    .orderBy(sql`lower(vessels.name)`)
    .execute();
}

/** A vessel of `listVesselsWithLogData`: its record and its variables' first and last sample times. */
export type VesselWithLogData = VesselRecord & {
  logMinTs: Date | string | null;
  logMaxTs: Date | string | null;
};

/**
 * `listVessels` with each vessel's log-data span (what `findLogDataRanges` reads) in the same
 * statement: the vessel list answers with one statement fewer (ADR 0115).
 */
export async function listVesselsWithLogData(db: Db, scope: VesselScope): Promise<VesselWithLogData[]> {
  return selectVessels(db)
    .select([
      sql<
        Date | string | null
      >`(SELECT min(lv.first_ts) FROM log_variables lv WHERE lv.vessel_id = vessels.id)`.as('logMinTs'),
      sql<
        Date | string | null
      >`(SELECT max(lv.last_ts) FROM log_variables lv WHERE lv.vessel_id = vessels.id)`.as('logMaxTs'),
    ])
    .where(whereInScope(scope))
    .orderBy(sql`lower(vessels.name)`)
    .execute();
}

/** The log-data span of a vessel of `listVesselsWithLogData`, as `findLogDataRanges` gives it. */
export function logDataRangeOf(vessel: VesselWithLogData): {
  logDataMinDate: string | null;
  logDataMaxDate: string | null;
} {
  const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return { logDataMinDate: isoOf(vessel.logMinTs), logDataMaxDate: isoOf(vessel.logMaxTs) };
}

/** The live vessels with these ids, in the order of the ids. */
export async function findVesselsByIds(db: Db, ids: readonly string[]): Promise<VesselRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectVessels(db)
    .where('vessels.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((vessel) => [vessel.id, vessel]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findVesselById(db: Db, id: string): Promise<VesselRecord | undefined> {
  return selectVessels(db).where('vessels.id', '=', id).executeTakeFirst();
}

/** The span of each vessel's stored log data: its variables' first and last samples (SHELL-101). */
export async function findLogDataRanges(
  db: Db,
  vesselIds: readonly string[],
): Promise<Map<string, { logDataMinDate: string | null; logDataMaxDate: string | null }>> {
  const ranges = new Map<string, { logDataMinDate: string | null; logDataMaxDate: string | null }>();
  if (vesselIds.length === 0) return ranges;
  const { rows } = await sql<{
    vessel_id: string;
    min_ts: Date | string | null;
    max_ts: Date | string | null;
  }>`
    SELECT vessel_id, min(first_ts) AS min_ts, max(last_ts) AS max_ts
      FROM log_variables
     WHERE vessel_id = ANY(${[...vesselIds]}::uuid[])
     GROUP BY vessel_id`.execute(db);
  const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  for (const row of rows)
    ranges.set(row.vessel_id, { logDataMinDate: isoOf(row.min_ts), logDataMaxDate: isoOf(row.max_ts) });
  return ranges;
}

/** The live vessel with this IMO number, if any. */
export async function findVesselIdByImo(db: Db, imoNumber: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('vessels')
    .select('id')
    .where('imo_number', '=', imoNumber)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

export async function isVesselInScope(db: Db, id: string, scope: VesselScope): Promise<boolean> {
  return (await vesselsInScope(db, [id], scope)).has(id);
}

/** Those of the ids that are vessels in the scope (one query for the whole list). */
export async function vesselsInScope(
  db: Db,
  ids: readonly string[],
  scope: VesselScope,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('vessels')
    .select('vessels.id')
    .where('vessels.id', 'in', [...new Set(ids)])
    .where('vessels.deleted_at', 'is', null)
    .where(whereInScope(scope))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** How many non-default access groups hold each vessel (GET /Vessels/Extended). */
export async function countAccessGroupsByVessel(
  db: Db,
  vesselIds?: readonly string[],
): Promise<Map<string, number>> {
  if (vesselIds?.length === 0) return new Map();
  let query = db
    .selectFrom('vessel_category_vessels as vcv')
    .innerJoin('vessel_categories as vc', 'vc.id', 'vcv.vessel_category_id')
    .where('vc.deleted_at', 'is', null);
  if (vesselIds) query = query.where('vcv.vessel_id', 'in', [...vesselIds]);
  const rows = await query
    .select(['vcv.vessel_id as vesselId', sql<number>`count(*)::int`.as('count')])
    .groupBy('vcv.vessel_id')
    .execute();
  return new Map(rows.map((row) => [row.vesselId, Number(row.count)]));
}

export type VesselParticulars = {
  name: string;
  draftMean: number | null;
  ballastDraftHigh: number | null;
  ballastDraftLow: number | null;
  ladenDraftHigh: number | null;
  ladenDraftLow: number | null;
  maxContinuousRating: number | null;
  speedMaxContinuousRating: number | null;
  numberOfShafts: number | null;
};

/**
 * Writes the particulars given. With `basedOn`, only while the row is still at that version (the
 * check and the write are one statement, so of two saves on one version exactly one wins, ADR
 * 0092); false when no row was written.
 */
export async function updateVesselParticulars(
  db: Db,
  id: string,
  fields: Partial<VesselParticulars>,
  basedOn?: number,
): Promise<boolean> {
  const columns = {
    name: fields.name,
    draft_mean: fields.draftMean,
    ballast_draft_high: fields.ballastDraftHigh,
    ballast_draft_low: fields.ballastDraftLow,
    laden_draft_high: fields.ladenDraftHigh,
    laden_draft_low: fields.ladenDraftLow,
    max_continuous_rating: fields.maxContinuousRating,
    speed_max_continuous_rating: fields.speedMaxContinuousRating,
    number_of_shafts: fields.numberOfShafts,
  };
  const defined = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  let update = db
    .updateTable('vessels')
    .set({ ...defined, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (basedOn !== undefined) update = update.where('version', '=', basedOn);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type NewVessel = Omit<
  VesselRecord,
  'id' | 'companyName' | 'createdAt' | 'features' | 'lastExportAt' | 'version'
> & {
  lastExportAt?: Date | null;
};

export async function insertVessel(db: Db, vessel: NewVessel): Promise<string> {
  const row = await db
    .insertInto('vessels')
    .values({
      company_id: vessel.companyId,
      name: vessel.name,
      imo_number: vessel.imoNumber,
      vessel_type: vessel.vesselType,
      deadweight: vessel.deadweight,
      gross_tonnage: vessel.grossTonnage,
      draft_mean: vessel.draftMean,
      ballast_draft_high: vessel.ballastDraftHigh,
      ballast_draft_low: vessel.ballastDraftLow,
      laden_draft_high: vessel.ladenDraftHigh,
      laden_draft_low: vessel.ladenDraftLow,
      max_continuous_rating: vessel.maxContinuousRating,
      speed_max_continuous_rating: vessel.speedMaxContinuousRating,
      number_of_shafts: vessel.numberOfShafts,
      active_status: vessel.activeStatus,
      is_data_receiver: vessel.isDataReceiver,
      last_export_at: vessel.lastExportAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live vessel holding an IMO number (one at most: vessels_live_imo_key), with its company's name. */
export async function findLiveVesselWithImo(
  db: Db,
  imoNumber: number,
  exceptVesselId?: string,
): Promise<{ id: string; name: string; companyId: string | null; companyName: string | null } | null> {
  let query = db
    .selectFrom('vessels')
    .leftJoin('companies', 'companies.id', 'vessels.company_id')
    .select([
      'vessels.id as id',
      'vessels.name as name',
      'vessels.company_id as companyId',
      'companies.name as companyName',
    ])
    .where('vessels.imo_number', '=', imoNumber)
    .where('vessels.deleted_at', 'is', null);
  if (exceptVesselId) query = query.where('vessels.id', '!=', exceptVesselId);
  return (await query.executeTakeFirst()) ?? null;
}
