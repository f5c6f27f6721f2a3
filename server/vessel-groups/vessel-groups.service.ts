// Vessel groups (003 §2, ADMIN-065..070; 001 §2 compare vessels): every signed-in user but the
// partner type keeps their own groups of the vessels they see. A group another user owns is 404,
// as one that does not exist; a vessel the user does not see is 403 (and never listed).
import { randomUUID } from 'node:crypto';
import type { VesselGroup, VesselGroupVesselRequest } from '../../domain/contracts/vessel-groups.ts';
import { notFound } from '../http/app-error.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import type { VesselsService } from '../vessels/public.ts';
import type { VesselGroupsRepository } from './vessel-groups.repository.ts';

const groupNotFound = 'There is no such vessel group.';

export function createVesselGroupsService(groups: VesselGroupsRepository, vessels: VesselsService) {
  async function ownGroup(actor: Actor, id: string) {
    requireNotPartner(actor);
    const group = await groups.ownGroup(actor.userId, id);
    if (!group) throw notFound(groupNotFound);
    return group;
  }

  async function list(actor: Actor): Promise<VesselGroup[]> {
    requireNotPartner(actor);
    const [own, members, visible] = await Promise.all([
      groups.groupsOf(actor.userId),
      groups.membersOf(actor.userId),
      vessels.list(actor, { IgnoreCompany: true }),
    ]);
    const names = new Map(visible.map((vessel) => [vessel.id, vessel.name]));
    return own.map((group) => {
      const inGroup = members
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
      await groups.insert(id, actor.userId, name);
      return present(actor, id);
    },

    async rename(actor: Actor, id: string, name: string): Promise<VesselGroup> {
      await ownGroup(actor, id);
      await groups.rename(id, name);
      return present(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await ownGroup(actor, id);
      await groups.remove(id);
    },

    async addVessel(actor: Actor, input: VesselGroupVesselRequest): Promise<VesselGroup> {
      await ownGroup(actor, input.vesselGroupId);
      await vessels.requireReachableVessel(actor, input.vesselId);
      await groups.addMember(input.vesselGroupId, input.vesselId);
      return present(actor, input.vesselGroupId);
    },

    async removeVessel(actor: Actor, input: VesselGroupVesselRequest): Promise<VesselGroup> {
      await ownGroup(actor, input.vesselGroupId);
      await groups.removeMember(input.vesselGroupId, input.vesselId);
      return present(actor, input.vesselGroupId);
    },
  };
}

export type VesselGroupsService = ReturnType<typeof createVesselGroupsService>;
