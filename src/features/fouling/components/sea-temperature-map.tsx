// The sea surface temperature points on a map (001 §3; ADR 0079), on its own lazy chunk with Leaflet
// and the bundled basemap (ADR 0050): a dot per day at the day's mean position, coloured by its
// temperature, a ring where the water was warmer than the warm-water limit.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Tooltip, useMap } from 'react-leaflet';
import type { SeaSurfaceTemperature } from '../../../../domain/contracts/fouling.ts';
import { MAP_BOUNDS, MAP_CENTRE, MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../../../domain/geo/vessel-map.ts';
import { Basemap } from '../../../components/basemap.tsx';
import { formatDate } from '../../../lib/format.ts';
import { temperatureColour } from '../chart-models.ts';

const bounds = L.latLngBounds([MAP_BOUNDS.south, MAP_BOUNDS.west], [MAP_BOUNDS.north, MAP_BOUNDS.east]);

function FitToPoints({ points }: { points: SeaSurfaceTemperature['points'] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points.map((p) => p.latlng)), { padding: [24, 24], maxZoom: 6 });
  }, [map, points]);
  return null;
}

export default function SeaTemperatureMap({ sst }: { sst: SeaSurfaceTemperature }) {
  return (
    <MapContainer
      center={[MAP_CENTRE.lat, MAP_CENTRE.lon]}
      zoom={2}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      maxBounds={bounds}
      style={{ height: 360, width: '100%', background: '#cfe3f0' }}
      keyboard
    >
      <Basemap />
      <FitToPoints points={sst.points} />
      {sst.points.map((point) => (
        <CircleMarker
          key={point.timestamp}
          center={point.latlng}
          radius={5}
          pathOptions={{
            color: point.temperature > sst.warmWaterLimit ? '#1a1a1a' : temperatureColour(point.temperature),
            weight: point.temperature > sst.warmWaterLimit ? 2 : 1,
            fillColor: temperatureColour(point.temperature),
            fillOpacity: 0.85,
          }}
        >
          <Tooltip>
            {`${formatDate(point.timestamp)}: ${point.temperature.toFixed(1)} °C, ${point.shipSpeed.toFixed(1)} kn, ${point.timeSpent} h`}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
