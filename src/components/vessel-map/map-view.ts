// What the vessel map draws at a zoom (pure, tested): the vessel markers de-clustered at 25 px
// (PERF-117), the worst status first so a group shows it, the selected vessel always on its own so
// its popup can open; and the earlier positions in 6-hour steps (PERF-118), de-cluttered the same
// way, the newest first.
import { historyStepIndexes } from '../../../domain/calc/track.ts';
import { VESSEL_STATUS_SORT_ORDER, type OverallVesselStatus } from '../../../domain/calc/long-trend.ts';
import { declutter } from '../../../domain/geo/declutter.ts';
import { pixelsPerWorldPixel, worldX, worldY } from '../../../domain/geo/web-mercator.ts';

export type PlacedVessel = { id: string; name: string; status: string | null; lat: number; lon: number };

const statusRank = (status: string | null) =>
  VESSEL_STATUS_SORT_ORDER[status as OverallVesselStatus] ?? Object.keys(VESSEL_STATUS_SORT_ORDER).length;

/** Vessels drawn alone, and groups of two or more drawn as one marker (worst status first). */
export function groupVesselMarkers(
  vessels: readonly PlacedVessel[],
  zoom: number,
  selectedId: string | null,
): { alone: PlacedVessel[]; groups: PlacedVessel[][] } {
  const selected = vessels.filter((vessel) => vessel.id === selectedId);
  const others = vessels
    .filter((vessel) => vessel.id !== selectedId)
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.name.localeCompare(b.name));
  const scale = pixelsPerWorldPixel(zoom);
  const groups = declutter(
    others.map((vessel) => worldX(vessel.lon) * scale),
    others.map((vessel) => worldY(vessel.lat) * scale),
  ).map((group) => group.members.map((i) => others[i] as PlacedVessel));
  return {
    alone: [
      ...selected,
      ...groups.filter((group) => group.length === 1).map((group) => group[0] as PlacedVessel),
    ],
    groups: groups.filter((group) => group.length > 1),
  };
}

export type TrackPositions = { timesMs: Float64Array; lats: Float64Array; lons: Float64Array };

/**
 * The earlier positions to mark at `zoom`: 6-hour steps back from the latest (not included), of
 * those within `isVisible`, one per 25 px with the newest kept. Returns indexes into the track.
 */
export function previousPositionsToDraw(
  track: TrackPositions,
  zoom: number,
  isVisible: (lat: number, lon: number) => boolean = () => true,
): number[] {
  const steps = historyStepIndexes(track.timesMs)
    .reverse()
    .filter((i) => isVisible(track.lats[i] as number, track.lons[i] as number));
  const scale = pixelsPerWorldPixel(zoom);
  return declutter(
    steps.map((i) => worldX(track.lons[i] as number) * scale),
    steps.map((i) => worldY(track.lats[i] as number) * scale),
  ).map((group) => steps[group.members[0] as number] as number);
}
