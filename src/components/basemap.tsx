// The basemap that works without a connection (ADR 0050): Natural Earth land at 1:50m from
// world-atlas, bundled in a chunk of its own that the service worker precaches with the build,
// converted from TopoJSON and drawn as a vector layer. A topographic tile service can be set at
// build time (VITE_WAKELINE_MAP_TILE_URL, with VITE_WAKELINE_MAP_TILE_ATTRIBUTION); its tiles are
// drawn over the land only while the device is online.
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import { useEffect, useState } from 'react';
import { GeoJSON, TileLayer } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { polygonsForFlatMap, type PolygonRings } from '../../domain/geo/antimeridian.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';

const tileUrl = (import.meta.env.VITE_WAKELINE_MAP_TILE_URL as string | undefined) || null;
const tileAttribution = (import.meta.env.VITE_WAKELINE_MAP_TILE_ATTRIBUTION as string | undefined) ?? '';

const landStyle = { color: '#9a9a8e', weight: 0.6, fillColor: '#ecebe3', fillOpacity: 1 };
const naturalEarth = 'Coastline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

let land: Promise<Feature<MultiPolygon>> | null = null;

/** The land polygons, read once per page, unwrapped at the antimeridian for the flat map. */
export function loadLand(): Promise<Feature<MultiPolygon>> {
  land ??= import('world-atlas/land-50m.json').then(({ default: topology }) => {
    const typed = topology as unknown as Topology<{ land: GeometryCollection }>;
    const collection = feature(typed, typed.objects.land) as FeatureCollection;
    const polygons = collection.features.flatMap(({ geometry }) =>
      geometry.type === 'MultiPolygon'
        ? (geometry.coordinates as PolygonRings[])
        : geometry.type === 'Polygon'
          ? [geometry.coordinates as PolygonRings]
          : [],
    );
    return {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPolygon', coordinates: polygonsForFlatMap(polygons) },
    };
  });
  return land;
}

export function Basemap() {
  const online = useOnlineStatus();
  const [shape, setShape] = useState<Feature<MultiPolygon> | null>(null);
  useEffect(() => {
    let live = true;
    void loadLand().then((loaded) => {
      if (live) setShape(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {shape ? (
        <GeoJSON data={shape} style={landStyle} interactive={false} attribution={naturalEarth} />
      ) : null}
      {tileUrl && online ? <TileLayer url={tileUrl} attribution={tileAttribution} /> : null}
    </>
  );
}
