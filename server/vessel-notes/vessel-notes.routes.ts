// Vessel notes (002 §7: paths not shown; endpoints.tsv proposes GET and PUT /VesselNotes/{vesselId}).
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { vesselNoteEndpoints as endpoints } from '../../domain/contracts/vessel-notes.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ifMatchOf, respond, voyageDataAccess } from '../http/sync-http.ts';
import type { createVesselNotesService } from './vessel-notes.service.ts';

const tag = 'Vessel notes';

export function registerVesselNoteRoutes(
  router: ApiRouter,
  services: { vesselNotes: ReturnType<typeof createVesselNotesService> },
): void {
  const { vesselNotes: notes } = services;

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary: "The vessel's shared note with its version (0 and empty text before the first save)",
      access: voyageDataAccess,
    },
    ({ actor, params }) => notes.get(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.save,
      tag,
      summary: `Saves the note; ${ifMatchHeader} carries the version it was based on ("0" for the first save; 412 with the current note when someone saved in between, 428 without it)`,
      access: voyageDataAccess,
    },
    ({ actor, params, body, c }) =>
      respond(c, async () => ({
        status: 200,
        body: await notes.save(actor, params.vesselId, body, ifMatchOf(c)),
        replayed: false,
      })),
  );
}
