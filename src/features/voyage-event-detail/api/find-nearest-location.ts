// GET /VesselLocations/Nearest (002 §7): the vessel's position nearest the event's time (±2 h) and
// the known port nearest to it, for the location editor.
import {
  vesselLocationEndpoints,
  type NearestVesselLocation,
} from '../../../../domain/contracts/vessel-locations.ts';
import { callApi } from '../../../lib/api-client.ts';

export function findNearestLocation(vesselId: string, timestamp: string): Promise<NearestVesselLocation> {
  return callApi(vesselLocationEndpoints.nearest, { query: { vesselId, timestamp } });
}
