import { describe, expect, it } from 'vitest';
import type { DeviceVesselEvent } from '../../offline/vessel-events.ts';
import { crewVoyageState, reportMonthOf } from './voyage-state.ts';

const event = (id: string, type: DeviceVesselEvent['type'], timestamp: string): DeviceVesselEvent => ({
  id,
  vesselId: 'v',
  timestamp,
  type,
  name: null,
  source: 'Ship',
  voyage: null,
  port: null,
  location: null,
  distanceSailed: null,
  isConfirmed: false,
  cargos: [],
  syncState: 'synced',
});

describe('the crew’s voyage state (issue 26 §3, ADR 0117)', () => {
  it('ADR 0117 no departure on the device: no voyage', () => {
    expect(crewVoyageState([])).toEqual({ kind: 'no-voyage' });
  });

  it('ADR 0117 departed and not arrived: at sea, with the latest event of the voyage', () => {
    const departure = event('d2', 'Departure', '2026-11-20T08:00:00.000Z');
    const noon = event('n', 'StartAnchoring', '2026-11-21T12:00:00.000Z');
    const state = crewVoyageState([
      event('d1', 'Departure', '2026-11-01T08:00:00.000Z'),
      event('a1', 'Arrival', '2026-11-10T08:00:00.000Z'),
      departure,
      noon,
    ]);
    expect(state).toEqual({ kind: 'at-sea', departure, latest: noon });
  });

  it('ADR 0117 arrived: in port, with the departure of the voyage it ended', () => {
    const departure = event('d1', 'Departure', '2026-11-01T08:00:00.000Z');
    const arrival = event('a1', 'Arrival', '2026-11-10T08:00:00.000Z');
    expect(crewVoyageState([departure, arrival])).toEqual({ kind: 'in-port', arrival, departure });
    expect(crewVoyageState([arrival])).toEqual({ kind: 'in-port', arrival, departure: null });
  });

  it('ADR 0117 the report window opens on the month of the event (UTC)', () => {
    expect(reportMonthOf(event('x', 'StartAnchoring', '2026-12-31T23:30:00.000Z'))).toBe('2026-12');
  });
});
