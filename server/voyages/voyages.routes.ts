// The read-only calls of the voyage screens (002 §7): GET /Vessel/{id}/Voyages (EMIS-206), the
// port search GET /Ports/Find, the device's port list GET /Ports, GET /VesselLocations/Find (EMIS-207) and GET /VesselLocations/Nearest
// (EMIS-044, EMIS-246), and the map's POST /VesselLocations/Latest (a read: the latest position of
// many vessels in one call, ADR 0086). Every one: every role that sees the vessel except KognifaiUser.
import { portEndpoints } from '../../domain/contracts/ports.ts';
import { vesselLocationEndpoints } from '../../domain/contracts/vessel-locations.ts';
import { voyageEndpoints } from '../../domain/contracts/voyages.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { requireNotPartner } from '../security/access-policy.ts';
import { voyageDataAccess as access } from '../http/sync-http.ts';
import type { createPortsRepository } from './ports.repository.ts';
import type { createVesselLocationsService } from './vessel-locations.service.ts';
import type { createVoyagesService } from './voyages.service.ts';

export function registerVoyageRoutes(
  router: ApiRouter,
  services: {
    voyages: ReturnType<typeof createVoyagesService>;
    vesselLocations: ReturnType<typeof createVesselLocationsService>;
    ports: ReturnType<typeof createPortsRepository>;
  },
): void {
  const { voyages, vesselLocations: locations, ports } = services;

  router.authenticated(
    {
      ...voyageEndpoints.ofVessel,
      tag: 'Voyages',
      summary:
        'The voyages of a vessel, latest first: one per departure, with confirmations, bounds and ports',
      access,
    },
    ({ actor, params }) => voyages.list(actor, params.id),
  );

  router.authenticated(
    {
      ...portEndpoints.find,
      tag: 'Ports',
      summary:
        'Ports whose name contains the text (at least 3 characters) or whose UN/LOCODE starts with it; page is 1-based',
      access: 'Every role except KognifaiUser',
    },
    ({ actor, query }) => {
      requireNotPartner(actor);
      return ports.search(query.text, query.page, query.limit);
    },
  );

  router.authenticated(
    {
      ...portEndpoints.list,
      tag: 'Ports',
      summary:
        'Every known port (the bundled list and the ports used on events): the copy a device searches without a connection',
      access: 'Every role except KognifaiUser',
    },
    ({ actor }) => {
      requireNotPartner(actor);
      return ports.listKnown();
    },
  );

  router.authenticated(
    {
      ...vesselLocationEndpoints.find,
      tag: 'Vessel locations',
      summary:
        'Positions of a vessel in a window: event locations (VesselEvent) and logged positions (LogData)',
      access,
    },
    ({ actor, query }) => locations.find(actor, query),
  );

  router.authenticated(
    {
      ...vesselLocationEndpoints.nearest,
      tag: 'Vessel locations',
      summary: 'The position nearest a time within ±2 hours and the known port nearest to it',
      access,
    },
    ({ actor, query }) => locations.nearest(actor, query),
  );

  router.authenticated(
    {
      ...vesselLocationEndpoints.latest,
      tag: 'Vessel locations',
      summary:
        "Each vessel's latest drawable position (the two days before its last logged data, else the year), for many vessels in one call; a read",
      access: 'every role but KognifaiUser; the vessels out of reach are left out (403 when none is left)',
    },
    ({ actor, body }) => locations.latest(actor, body.vesselIds),
  );
}
