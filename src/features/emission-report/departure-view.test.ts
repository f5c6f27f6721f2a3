import { describe, expect, it } from 'vitest';
import { departureRows, voyageBars, voyageStateOf } from './departure-view.ts';
import { defaultReportWindow } from './report-window.ts';
import { buildEvent, voyageAt } from './test-events.ts';

const window = defaultReportWindow(new Date('2026-11-23T12:00:00.000Z'));
const port = (name: string) => ({ name, loCode: name.slice(0, 5).toUpperCase(), isMrvPort: true });

describe('departure rows', () => {
  it('EMIS-028 lists the departures in the window oldest first with their port, voyage name, completion and origin', () => {
    const events = [
      buildEvent({ timestamp: '2026-11-10T08:00:00.000Z', voyage: voyageAt('open'), source: 'Office' }),
      buildEvent({ timestamp: '2026-09-30T08:00:00.000Z' }),
      buildEvent({
        timestamp: '2026-10-02T06:30:00.000Z',
        voyage: voyageAt('data', ' North run '),
        port: port('Bergen'),
      }),
      buildEvent({ timestamp: '2026-10-09T12:00:00.000Z', type: 'Arrival', port: port('Hamburg') }),
      buildEvent({ timestamp: '2026-12-01T00:00:00.000Z' }),
    ];
    const rows = departureRows(events, window);
    expect(rows.map((row) => row.departedAt)).toEqual([
      '2026-10-02T06:30:00.000Z',
      '2026-11-10T08:00:00.000Z',
    ]);
    expect(rows[0]).toMatchObject({
      fromPort: 'Bergen',
      voyageName: 'North run',
      isCompleted: true,
      origin: 'Ship',
    });
    // EMIS-141: a departure without a port is from the previous arrival's port.
    expect(rows[1]).toMatchObject({
      fromPort: 'Hamburg',
      voyageName: null,
      isCompleted: false,
      origin: 'Office',
    });
  });
});

describe('voyage bars', () => {
  it('EMIS-027 EMIS-118 EMIS-119 draws each voyage from its departure to its end of voyage with its state', () => {
    const events = [
      buildEvent({ timestamp: '2026-10-02T06:30:00.000Z', voyage: voyageAt('information', 'North run') }),
      buildEvent({ timestamp: '2026-10-05T06:30:00.000Z', type: 'Arrival' }),
      buildEvent({ timestamp: '2026-10-06T06:30:00.000Z', type: 'EndOfVoyage' }),
      buildEvent({ timestamp: '2026-11-10T08:00:00.000Z' }),
      buildEvent({ timestamp: '2026-11-12T08:00:00.000Z', type: 'Arrival' }),
    ];
    const nowMs = Date.parse('2026-11-23T12:00:00.000Z');
    const bars = voyageBars(events, window, nowMs);
    expect(bars).toHaveLength(2);
    expect(bars[0]).toMatchObject({
      label: 'North run',
      startMs: Date.parse('2026-10-02T06:30:00.000Z'),
      endMs: Date.parse('2026-10-06T06:30:00.000Z'),
      hasEnded: true,
      state: 'informationConfirmed',
    });
    // An open voyage runs until now.
    expect(bars[1]).toMatchObject({ label: 'Departure 10. Nov, 2026 08:00', endMs: nowMs, hasEnded: false });
  });

  it('EMIS-027 keeps a voyage that began before the window and leaves out those entirely outside', () => {
    const events = [
      buildEvent({ timestamp: '2026-08-01T00:00:00.000Z' }),
      buildEvent({ timestamp: '2026-08-03T00:00:00.000Z', type: 'EndOfVoyage' }),
      buildEvent({ timestamp: '2026-09-28T00:00:00.000Z', voyage: voyageAt('data') }),
      buildEvent({ timestamp: '2026-10-03T00:00:00.000Z', type: 'EndOfVoyage' }),
    ];
    const bars = voyageBars(events, window, Date.parse('2026-11-23T12:00:00.000Z'));
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({
      startMs: Date.parse('2026-09-28T00:00:00.000Z'),
      state: 'dataConfirmed',
    });
  });

  it('EMIS-118 EMIS-119 names where a voyage stands', () => {
    expect(voyageStateOf({ voyage: voyageAt('open') })).toBe('inProgress');
    expect(voyageStateOf({ voyage: voyageAt('information') })).toBe('informationConfirmed');
    expect(voyageStateOf({ voyage: voyageAt('data') })).toBe('dataConfirmed');
  });
});
