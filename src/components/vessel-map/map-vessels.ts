// The vessels the map draws: those with a latest position, with their status and readings. One
// home for the Vessel Overview page and the dashboards' Vessel map widget.
import type { VesselLocation } from '../../../domain/contracts/vessel-locations.ts';
import type { Vessel } from '../../../domain/contracts/vessels.ts';
import type { VesselReadings } from '../../../domain/performance/vessel-position.ts';
import type { MapVessel } from './vessel-map.tsx';

/** What the map needs of a vessel. */
export type MappableVessel = Pick<Vessel, 'id' | 'name' | 'performanceStatus' | 'lastExportDate'>;

export function mapVessels(
  vessels: readonly MappableVessel[],
  latest: ReadonlyMap<string, VesselLocation | null>,
  readings: ReadonlyMap<string, VesselReadings> | undefined,
): MapVessel[] {
  return vessels.flatMap((vessel) => {
    const position = latest.get(vessel.id);
    return position
      ? [
          {
            id: vessel.id,
            name: vessel.name,
            status: vessel.performanceStatus,
            lat: position.latitude,
            lon: position.longitude,
            positionAt: position.timestamp,
            lastExportDate: vessel.lastExportDate,
            readings: readings?.get(vessel.id) ?? null,
          },
        ]
      : [];
  });
}
