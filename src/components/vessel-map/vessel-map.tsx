// The vessel map of 001 §2 (PERF-065..069, PERF-117/118, PERF-205..207), loaded on its own chunk
// with Leaflet and the bundled basemap: a marker per vessel at its latest position, turned by its
// heading and coloured by its performance status, de-clustered at 25 px; a popup with the position
// fields the platform has; with 'Show vessel track', each vessel's track of the year (simplified in
// the calc worker for the zoom) and its earlier positions in 6-hour steps. Shared by the Vessel
// Overview page and the dashboards' Vessel map widget (000 §3), which draws it in a grid cell.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Polyline, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { VesselLocation } from '../../../domain/contracts/vessel-locations.ts';
import type { SplitTrackArrays } from '../../../domain/calc/track.ts';
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  MAP_BOUNDS,
  MAP_CENTRE,
  MAP_INITIAL_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  PREVIOUS_POSITION_ICON_SIZE_PX,
  VESSEL_ICON_SIZE_PX,
  formatLatLon,
} from '../../../domain/geo/vessel-map.ts';
import { markerRotationDeg, type VesselReadings } from '../../../domain/performance/vessel-position.ts';
import { performanceStatusTitle, statusColour } from '../vessel-status-icon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { calc } from '../../../workers/calc-client.ts';
import { groupVesselMarkers, previousPositionsToDraw, type PlacedVessel } from './map-view.ts';
import { Basemap } from '../basemap.tsx';

export type MapVessel = PlacedVessel & {
  positionAt: string;
  lastExportDate: string | null;
  readings: VesselReadings | null;
};

export type VesselMapProps = {
  vessels: readonly MapVessel[];
  selectedId: string | null;
  /** Grows with every selection, so choosing the same vessel again flies to it again. */
  selectionCount: number;
  onSelect: (vesselId: string) => void;
  /** True once every vessel's latest position has been read (or failed): the map fits to them then. */
  positionsSettled: boolean;
  /** Each vessel's positions of the year, when the track is shown. */
  tracks: ReadonlyMap<string, VesselLocation[]> | null;
  /** The least height of the map in pixels (420 unless told; a dashboard widget is smaller). */
  minHeightPx?: number;
};

const bounds = L.latLngBounds([MAP_BOUNDS.south, MAP_BOUNDS.west], [MAP_BOUNDS.north, MAP_BOUNDS.east]);
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** PERF-066, PERF-207: a 12 × 29 px hull pointing the way the vessel heads, in its status colour. */
function vesselIcon(status: string | null, rotationDeg: number): L.DivIcon {
  const { width, height } = VESSEL_ICON_SIZE_PX;
  return L.divIcon({
    className: 'wakeline-vessel-marker',
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
    popupAnchor: [0, -height / 2],
    html: `<svg aria-hidden="true" width="${width}" height="${height}" viewBox="0 0 12 29" style="transform: rotate(${rotationDeg}deg)"><path d="M6 0.5 L11.5 10 L11.5 28.5 L0.5 28.5 L0.5 10 Z" fill="${statusColour(status)}" stroke="#1a1a1a" stroke-width="1"/></svg>`,
  });
}

/** A group of vessels closer than 25 px: a disc with their number, in the worst status' colour. */
function groupIcon(group: readonly PlacedVessel[]): L.DivIcon {
  return L.divIcon({
    className: 'wakeline-vessel-group',
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${statusColour(group[0]?.status)};color:#fff;font:600 12px/1 sans-serif;border:2px solid #1a1a1a;text-shadow:0 0 2px #000">${group.length}</span>`,
  });
}

/** PERF-207: an earlier position, a dot in a 20 × 20 px icon. */
const previousPositionIcon = L.divIcon({
  className: 'wakeline-previous-position',
  iconSize: [PREVIOUS_POSITION_ICON_SIZE_PX, PREVIOUS_POSITION_ICON_SIZE_PX],
  html: '<span style="display:block;margin:6px;width:8px;height:8px;border-radius:50%;background:#5c5f66;border:1px solid #fff"></span>',
});

const number = (value: number | null, digits: number, unit: string) =>
  value === null ? null : `${value.toFixed(digits)}${unit === '°' ? '' : ' '}${unit}`;

/** PERF-091: the position fields of the vessel that the platform has; the others are left out. */
function PositionPopup({ vessel }: { vessel: MapVessel }) {
  const r = vessel.readings;
  const rows: Array<[string, string | null]> = [
    ['Status', performanceStatusTitle(vessel.status)],
    ['Position time', formatDateTime(vessel.positionAt)],
    ['Location', formatLatLon(vessel.lat, vessel.lon)],
    ['Course', number(r?.courseDeg ?? null, 0, '°')],
    ['Heading', number(r?.headingDeg ?? null, 0, '°')],
    ['GPS speed', number(r?.gpsSpeedKn ?? null, 1, 'kn')],
    ['Log speed', number(r?.logSpeedKn ?? null, 1, 'kn')],
    ['Draft mean', number(r?.draftMeanM ?? null, 2, 'm')],
    ['Trim', number(r?.trimM ?? null, 2, 'm')],
    ['Readings time', r?.at ? formatDateTime(r.at) : null],
    ['Export date', vessel.lastExportDate ? formatDateTime(vessel.lastExportDate) : null],
  ];
  return (
    <Stack gap={4} miw={220} data-testid="vessel-popup">
      <Text fw={700}>{vessel.name}</Text>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 12, rowGap: 2 }}>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ fontWeight: 600 }}>{label}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
      </dl>
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/Vessel/$vesselId/$vesselName"
            params={{ vesselId: vessel.id, vesselName: vessel.name }}
          />
        )}
      >
        Open {vessel.name}
      </Anchor>
    </Stack>
  );
}

function VesselMarker({
  vessel,
  selected,
  selectionCount,
}: {
  vessel: MapVessel;
  selected: boolean;
  selectionCount: number;
}) {
  const ref = useRef<L.Marker | null>(null);
  const map = useMap();
  const icon = useMemo(
    () => vesselIcon(vessel.status, markerRotationDeg(vessel.readings)),
    [vessel.status, vessel.readings],
  );
  useEffect(() => {
    if (!selected) return;
    const marker = ref.current;
    const open = () => marker?.openPopup();
    const target = L.latLng(vessel.lat, vessel.lon);
    const zoom = Math.max(map.getZoom(), FIT_MAX_ZOOM);
    if (prefersReducedMotion()) {
      map.setView(target, zoom, { animate: false });
      open();
      return;
    }
    map.once('moveend', open);
    map.flyTo(target, zoom, { duration: 0.6 });
    return () => {
      map.off('moveend', open);
    };
  }, [selected, selectionCount, map, vessel.lat, vessel.lon]);
  return (
    <Marker
      ref={ref}
      position={[vessel.lat, vessel.lon]}
      icon={icon}
      title={`${vessel.name}: ${performanceStatusTitle(vessel.status)}`}
      zIndexOffset={selected ? 1000 : 0}
    >
      <Popup>
        <PositionPopup vessel={vessel} />
      </Popup>
    </Marker>
  );
}

function GroupMarker({ group, onSelect }: { group: PlacedVessel[]; onSelect: (id: string) => void }) {
  const first = group[0] as PlacedVessel;
  const icon = useMemo(() => groupIcon(group), [group]);
  return (
    <Marker
      position={[first.lat, first.lon]}
      icon={icon}
      title={`${group.length} vessels: ${group.map((vessel) => vessel.name).join(', ')}`}
    >
      <Popup>
        <Stack gap={4} data-testid="vessel-group-popup">
          <Text fw={700}>{group.length} vessels</Text>
          {group.map((vessel) => (
            <Button key={vessel.id} size="compact-sm" variant="subtle" onClick={() => onSelect(vessel.id)}>
              {vessel.name}
            </Button>
          ))}
        </Stack>
      </Popup>
    </Marker>
  );
}

/** Fits the map to the markers once all have been read (PERF-206). */
function FitToMarkers({ vessels, settled }: { vessels: readonly PlacedVessel[]; settled: boolean }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !settled || vessels.length === 0) return;
    done.current = true;
    map.fitBounds(L.latLngBounds(vessels.map((vessel) => [vessel.lat, vessel.lon])), {
      padding: [FIT_PADDING_PX, FIT_PADDING_PX],
      maxZoom: FIT_MAX_ZOOM,
      animate: false,
    });
  }, [map, vessels, settled]);
  return null;
}

/** Leaflet measures its container once: a container that changes size (a widget resized) is measured again. */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function useZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom;
}

function useViewBounds(): L.LatLngBounds {
  const map = useMap();
  const [view, setView] = useState(map.getBounds());
  useMapEvents({ moveend: () => setView(map.getBounds()) });
  return view;
}

const toParts = (split: SplitTrackArrays): Array<Array<[number, number]>> => {
  const parts: Array<Array<[number, number]>> = [];
  for (let p = 0; p + 1 < split.partOffsets.length; p++) {
    const part: Array<[number, number]> = [];
    for (let i = split.partOffsets[p] as number; i < (split.partOffsets[p + 1] as number); i++) {
      part.push([split.lats[i] as number, split.lons[i] as number]);
    }
    if (part.length > 1) parts.push(part);
  }
  return parts;
};

/** PERF-067, PERF-118, PERF-208: one vessel's track line and earlier positions at this zoom. */
function VesselTrack({
  vesselId,
  locations,
  colour,
  zoom,
  view,
}: {
  vesselId: string;
  locations: VesselLocation[];
  colour: string;
  zoom: number;
  view: L.LatLngBounds;
}) {
  const columns = useMemo(
    () => ({
      timesMs: Float64Array.from(locations, (location) => Date.parse(location.timestamp)),
      lats: Float64Array.from(locations, (location) => location.latitude),
      lons: Float64Array.from(locations, (location) => location.longitude),
    }),
    [locations],
  );
  // The worker gets copies: the arrays it is sent are transferred away.
  const simplified = useQuery({
    queryKey: [
      'vesselLocations',
      'simplified',
      vesselId,
      locations.length,
      locations.at(-1)?.timestamp,
      zoom,
    ],
    queryFn: () => calc.simplifyTrack(columns.lats.slice(), columns.lons.slice(), zoom),
    staleTime: Infinity,
    retry: false,
    placeholderData: (previous) => previous,
  });
  const parts = useMemo(() => (simplified.data ? toParts(simplified.data) : []), [simplified.data]);
  const padded = useMemo(() => view.pad(0.2), [view]);
  const previous = useMemo(
    () => previousPositionsToDraw(columns, zoom, (lat, lon) => padded.contains([lat, lon])),
    [columns, zoom, padded],
  );
  return (
    <>
      {parts.length > 0 ? (
        <Polyline
          positions={parts}
          pathOptions={{ color: colour, weight: 2, opacity: 0.85 }}
          interactive={false}
        />
      ) : null}
      {previous.map((i) => (
        <Marker
          key={i}
          position={[columns.lats[i] as number, columns.lons[i] as number]}
          icon={previousPositionIcon}
          interactive={false}
          keyboard={false}
        />
      ))}
    </>
  );
}

function Layers({ vessels, selectedId, selectionCount, onSelect, positionsSettled, tracks }: VesselMapProps) {
  const zoom = useZoom();
  const view = useViewBounds();
  const { alone, groups } = useMemo(
    () => groupVesselMarkers(vessels, zoom, selectedId),
    [vessels, zoom, selectedId],
  );
  const byId = useMemo(() => new Map(vessels.map((vessel) => [vessel.id, vessel])), [vessels]);
  return (
    <>
      <FitToMarkers vessels={vessels} settled={positionsSettled} />
      {tracks
        ? vessels.map((vessel) => {
            const locations = tracks.get(vessel.id);
            return locations && locations.length > 0 ? (
              <VesselTrack
                key={vessel.id}
                vesselId={vessel.id}
                locations={locations}
                colour={statusColour(vessel.status)}
                zoom={zoom}
                view={view}
              />
            ) : null;
          })
        : null}
      {alone.map((vessel) => (
        <VesselMarker
          key={vessel.id}
          vessel={byId.get(vessel.id) as MapVessel}
          selected={vessel.id === selectedId}
          selectionCount={selectionCount}
        />
      ))}
      {groups.map((group) => (
        <GroupMarker key={group.map((vessel) => vessel.id).join(':')} group={group} onSelect={onSelect} />
      ))}
    </>
  );
}

export default function VesselMap({ minHeightPx = 420, ...props }: VesselMapProps) {
  return (
    <MapContainer
      center={[MAP_CENTRE.lat, MAP_CENTRE.lon]}
      zoom={MAP_INITIAL_ZOOM}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      maxBounds={bounds}
      maxBoundsViscosity={1}
      worldCopyJump={false}
      style={{ height: '100%', minHeight: minHeightPx, background: '#b9d3e3' }}
    >
      <FollowContainerSize />
      <Basemap />
      <Layers {...props} />
    </MapContainer>
  );
}
