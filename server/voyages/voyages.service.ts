// GET /Vessel/{id}/Voyages (EMIS-206): the voyages of a vessel, one per departure, built from the
// events by the shared rules (voyage of a departure, bounds, port defaults).
import type { Kysely } from 'kysely';
import { unsetDate, type VesselEvent } from '../../domain/contracts/emission-report-vessel-events.ts';
import type { VesselVoyage } from '../../domain/contracts/voyages.ts';
import { defaultPort, voyageBounds, voyageOfDeparture } from '../../domain/voyages/event-rules.ts';
import type { Database } from '../db/schema.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import type { Actor } from '../security/actor.ts';
import { vesselEventsTable } from './vessel-events.repository.ts';

const confirmedAt = (value: string | undefined) => (!value || value === unsetDate ? null : value);

/** The voyage rows of a vessel's events, latest departure first. */
export function voyagesOf(events: readonly VesselEvent[]): VesselVoyage[] {
  return events
    .filter((event) => event.type === 'Departure')
    .map((departure) => {
      const voyage = voyageOfDeparture(events, departure.id);
      const bounds = voyageBounds(voyage);
      const arrival = voyage.find((event) => event.type === 'Arrival');
      return {
        departureId: departure.id,
        name: departure.voyage?.name ?? null,
        type: departure.voyage?.type ?? null,
        isNonCommercial: departure.voyage?.isNonCommercial ?? false,
        informationConfirmedAt: confirmedAt(departure.voyage?.informationConfirmedAt),
        dataConfirmedAt: confirmedAt(departure.voyage?.dataConfirmedAt),
        startDate: bounds?.start ?? departure.timestamp,
        endDate: bounds?.end ?? null,
        fromPort: defaultPort(events, departure),
        toPort: arrival ? defaultPort(events, arrival) : null,
        eventCount: voyage.length,
      };
    })
    .reverse();
}

export function createVoyagesService(deps: { db: Kysely<Database>; access: VoyageDataAccess }) {
  return {
    async list(actor: Actor, vesselId: string): Promise<VesselVoyage[]> {
      await deps.access(actor, vesselId);
      return voyagesOf(await vesselEventsTable.listByVessel(deps.db, vesselId));
    },
  };
}
