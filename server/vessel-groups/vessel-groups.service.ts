// Vessel groups (003 §2, ADMIN-065..070; 001 §2 compare vessels): every signed-in user but the
// partner type keeps their own groups of the vessels they see. A group another user owns is 404,
// as one that does not exist; a vessel the user does not see is 403 (and never listed).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { VesselGroup, VesselGroupVesselRequest } from '../../domain/contracts/vessel-groups.ts';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselsService } from '../vessels/vessels.service.ts';

const groupNotFound = 'There is no such vessel group.';

export function createVesselGroupsService(ctx: ServiceContext, vessels: VesselsService) {
  async function ownGroup(actor: Actor, id: string) {
    requireNotPartner(actor);
    const { rows } = await sql<{ id: string; name: string }>`
      SELECT id, name FROM vessel_groups WHERE id = ${id} AND user_id = ${actor.userId}`.execute(ctx.db);
    if (!rows[0]) throw notFound(groupNotFound);
    return rows[0];
  }

  async function list(actor: Actor): Promise<VesselGroup[]> {
    requireNotPartner(actor);
    const [groups, members, visible] = await Promise.all([
      sql<{ id: string; name: string }>`
        SELECT id, name FROM vessel_groups WHERE user_id = ${actor.userId} ORDER BY lower(name), created_at`.execute(
        ctx.db,
      ),
      sql<{ vessel_group_id: string; vessel_id: string }>`
        SELECT m.vessel_group_id, m.vessel_id FROM vessel_group_vessels m
          JOIN vessel_groups g ON g.id = m.vessel_group_id WHERE g.user_id = ${actor.userId}`.execute(ctx.db),
      vessels.list(actor, { IgnoreCompany: true }),
    ]);
    const names = new Map(visible.map((vessel) => [vessel.id, vessel.name]));
    return groups.rows.map((group) => {
      const inGroup = members.rows
        .filter((m) => m.vessel_group_id === group.id && names.has(m.vessel_id))
        .map((m) => ({ id: m.vessel_id, name: names.get(m.vessel_id)! }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { id: group.id, name: group.name, vesselIds: inGroup.map((v) => v.id), vessels: inGroup };
    });
  }

  async function present(actor: Actor, id: string): Promise<VesselGroup> {
    const group = (await list(actor)).find((g) => g.id === id);
    if (!group) throw notFound(groupNotFound);
    return group;
  }

  return {
    list,

    async create(actor: Actor, name: string): Promise<VesselGroup> {
      requireNotPartner(actor);
      const id = randomUUID();
      await sql`INSERT INTO vessel_groups (id, user_id, name) VALUES (${id}, ${actor.userId}, ${name})`.execute(
        ctx.db,
      );
      return present(actor, id);
    },

    async rename(actor: Actor, id: string, name: string): Promise<VesselGroup> {
      await ownGroup(actor, id);
      await sql`UPDATE vessel_groups SET name = ${name} WHERE id = ${id}`.execute(ctx.db);
      return present(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await ownGroup(actor, id);
      await sql`DELETE FROM vessel_groups WHERE id = ${id}`.execute(ctx.db);
    },

    async addVessel(actor: Actor, input: VesselGroupVesselRequest): Promise<VesselGroup> {
      await ownGroup(actor, input.vesselGroupId);
      await vessels.requireReachableVessel(actor, input.vesselId);
      await sql`INSERT INTO vessel_group_vessels (vessel_group_id, vessel_id)
        VALUES (${input.vesselGroupId}, ${input.vesselId}) ON CONFLICT DO NOTHING`.execute(ctx.db);
      return present(actor, input.vesselGroupId);
    },

    async removeVessel(actor: Actor, input: VesselGroupVesselRequest): Promise<VesselGroup> {
      await ownGroup(actor, input.vesselGroupId);
      await sql`DELETE FROM vessel_group_vessels
        WHERE vessel_group_id = ${input.vesselGroupId} AND vessel_id = ${input.vesselId}`.execute(ctx.db);
      return present(actor, input.vesselGroupId);
    },
  };
}

export type VesselGroupsService = ReturnType<typeof createVesselGroupsService>;
