// Vessel notes (002 §2, §6; EMIS-094, EMIS-115, EMIS-200; ADR 0073): every role that sees the
// vessel except the partner type reads and saves them. A save names the version it was based on
// (If-Match): 428 without it, 412 with the current note when someone saved in between, so no
// concurrent edit is silently overwritten.
import type { Kysely } from 'kysely';
import type { VesselNote, VesselNoteWrite } from '../../domain/contracts/vessel-notes.ts';
import type { Database } from '../db/schema.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import { userName } from '../vessel-files/public.ts';
import { findVesselNote, saveVesselNote } from './vessel-notes.repository.ts';

export function createVesselNotesService(deps: {
  db: Kysely<Database>;
  now: () => Date;
  access: VoyageDataAccess;
}) {
  return {
    async get(actor: Actor, vesselId: string): Promise<VesselNote> {
      await deps.access(actor, vesselId);
      return findVesselNote(deps.db, vesselId);
    },

    async save(
      actor: Actor,
      vesselId: string,
      input: VesselNoteWrite,
      ifMatch: number | null,
    ): Promise<VesselNote> {
      await deps.access(actor, vesselId);
      const basedOn = requireIfMatch(ifMatch);
      const saved = await saveVesselNote(deps.db, {
        vesselId,
        notes: input.notes,
        basedOn,
        userId: actor.userId,
        userName: await userName(deps.db, actor.userId),
        now: deps.now(),
      });
      if (!saved) throw preconditionFailed(await findVesselNote(deps.db, vesselId));
      return saved;
    },
  };
}
