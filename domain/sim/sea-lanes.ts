import type { LatLon } from '../geo/great-circle.ts';

/** Real ports used by the simulated fleet (UN/LOCODE, ISO 3166 alpha-2 country, position off the berth). */
export type Port = { locode: string; name: string; country: string } & LatLon;

export const simPorts = {
  NLRTM: { locode: 'NLRTM', name: 'Rotterdam', country: 'NL', lat: 51.95, lon: 4.05 },
  DEHAM: { locode: 'DEHAM', name: 'Hamburg', country: 'DE', lat: 53.54, lon: 9.93 },
  BRVIX: { locode: 'BRVIX', name: 'Vitória', country: 'BR', lat: -20.32, lon: -40.27 },
  SARTA: { locode: 'SARTA', name: 'Ras Tanura', country: 'SA', lat: 26.64, lon: 50.17 },
  SGSIN: { locode: 'SGSIN', name: 'Singapore', country: 'SG', lat: 1.26, lon: 103.83 },
  ESALG: { locode: 'ESALG', name: 'Algeciras', country: 'ES', lat: 36.13, lon: -5.43 },
  SEGOT: { locode: 'SEGOT', name: 'Gothenburg', country: 'SE', lat: 57.69, lon: 11.86 },
  BEGNE: { locode: 'BEGNE', name: 'Ghent', country: 'BE', lat: 51.2, lon: 3.8 },
  QARLF: { locode: 'QARLF', name: 'Ras Laffan', country: 'QA', lat: 25.93, lon: 51.6 },
  JPTYO: { locode: 'JPTYO', name: 'Tokyo', country: 'JP', lat: 35.6, lon: 139.8 },
  PLGDN: { locode: 'PLGDN', name: 'Gdańsk', country: 'PL', lat: 54.4, lon: 18.67 },
  DERSK: { locode: 'DERSK', name: 'Rostock', country: 'DE', lat: 54.18, lon: 12.1 },
  SETRG: { locode: 'SETRG', name: 'Trelleborg', country: 'SE', lat: 55.36, lon: 13.15 },
} as const satisfies Record<string, Port>;

export type PortCode = keyof typeof simPorts;

const p = (lat: number, lon: number): LatLon => ({ lat, lon });
const englishChannelToFinisterre = [p(51.05, 1.6), p(50.1, -1.5), p(49.0, -5.6), p(43.6, -9.8)];

/** Open-water waypoints between two ports, listed from the first to the second, so legs avoid land. */
const lanes: Record<string, LatLon[]> = {
  'NLRTM-BRVIX': [
    ...englishChannelToFinisterre,
    p(36.5, -11.0),
    p(28.5, -17.5),
    p(15.0, -25.0),
    p(0.0, -30.0),
    p(-8.0, -33.5),
    p(-18.0, -37.5),
  ],
  'SARTA-SGSIN': [p(26.6, 56.4), p(24.5, 59.5), p(12.0, 66.0), p(5.8, 80.6), p(5.9, 94.0), p(3.0, 100.4)],
  'NLRTM-DEHAM': [p(52.6, 4.2), p(53.8, 6.5), p(54.0, 8.2)],
  'DEHAM-ESALG': [p(54.0, 8.2), p(53.8, 6.5), p(52.6, 4.2), ...englishChannelToFinisterre, p(36.6, -9.3)],
  'ESALG-NLRTM': [p(36.6, -9.3), ...[...englishChannelToFinisterre].reverse()],
  'SEGOT-BEGNE': [p(57.6, 11.2), p(57.9, 10.8), p(57.4, 8.0), p(54.5, 5.5), p(52.0, 3.0), p(51.45, 3.5)],
  'QARLF-JPTYO': [
    p(26.6, 56.4),
    p(24.5, 59.5),
    p(12.0, 66.0),
    p(5.8, 80.6),
    p(5.9, 94.0),
    p(3.0, 100.4),
    p(1.2, 104.3),
    p(10.0, 110.0),
    p(22.0, 118.0),
    p(30.0, 126.0),
    p(33.3, 135.0),
    p(34.9, 139.8),
  ],
  'NLRTM-PLGDN': [
    p(52.6, 4.2),
    p(53.8, 6.5),
    p(55.5, 7.3),
    p(57.9, 10.8),
    p(57.0, 11.5),
    p(56.0, 12.65),
    p(55.3, 12.9),
    p(54.9, 14.0),
    p(54.8, 18.0),
  ],
  'DERSK-SETRG': [p(54.3, 12.2), p(55.2, 13.0)],
};

/** Every point of the leg from one port to the other, both ports included. */
export function legWaypoints(from: PortCode, to: PortCode): LatLon[] {
  const forward = lanes[`${from}-${to}`];
  const backward = lanes[`${to}-${from}`];
  const middle = forward ?? (backward ? [...backward].reverse() : null);
  if (!middle) throw new Error(`No sea lane between ${from} and ${to}`);
  const start = simPorts[from];
  const end = simPorts[to];
  return [p(start.lat, start.lon), ...middle, p(end.lat, end.lon)];
}
