// The users' vessel groups and their members (0302-create-vessel-groups.sql), through Kysely.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type VesselGroupRow = { id: string; name: string };
export type VesselGroupMemberRow = { vessel_group_id: string; vessel_id: string };

export function createVesselGroupsRepository(db: Kysely<Database>) {
  return {
    /** The group if `userId` owns it. */
    async ownGroup(userId: string, id: string): Promise<VesselGroupRow | undefined> {
      return db
        .selectFrom('vessel_groups')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The user's groups by name (ignoring case), then age. */
    async groupsOf(userId: string): Promise<VesselGroupRow[]> {
      return db
        .selectFrom('vessel_groups')
        .select(['id', 'name'])
        .where('user_id', '=', userId)
        .orderBy((eb) => eb.fn('lower', ['name']))
        .orderBy('created_at')
        .execute();
    },

    /** Every member of every group of the user. */
    async membersOf(userId: string): Promise<VesselGroupMemberRow[]> {
      return db
        .selectFrom('vessel_group_vessels as m')
        .innerJoin('vessel_groups as g', 'g.id', 'm.vessel_group_id')
        .select(['m.vessel_group_id', 'm.vessel_id'])
        .where('g.user_id', '=', userId)
        .execute();
    },

    async insert(id: string, userId: string, name: string): Promise<void> {
      await db.insertInto('vessel_groups').values({ id, user_id: userId, name }).execute();
    },

    async rename(id: string, name: string): Promise<void> {
      await db.updateTable('vessel_groups').set({ name }).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('vessel_groups').where('id', '=', id).execute();
    },

    async addMember(groupId: string, vesselId: string): Promise<void> {
      await db
        .insertInto('vessel_group_vessels')
        .values({ vessel_group_id: groupId, vessel_id: vesselId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async removeMember(groupId: string, vesselId: string): Promise<void> {
      await db
        .deleteFrom('vessel_group_vessels')
        .where('vessel_group_id', '=', groupId)
        .where('vessel_id', '=', vesselId)
        .execute();
    },
  };
}

export type VesselGroupsRepository = ReturnType<typeof createVesselGroupsRepository>;
