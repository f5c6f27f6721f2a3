import { describe, expect, it } from 'vitest';
import { newVoyage } from '../contracts/emission-report-vessel-events.ts';
import {
  checkDepartureDeletion,
  checkEventTimeChange,
  checkNewDeparture,
  departureMessages,
  type TimelineEvent,
} from './departure-rules.ts';

function event(id: string, timestamp: string, overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return { id, timestamp, type: 'Departure', isConfirmed: false, voyage: newVoyage(), ...overrides };
}

const confirmedVoyage = { ...newVoyage(), informationConfirmedAt: '2026-01-10T00:00:00.000Z' };

describe('departure rules', () => {
  it('EMIS-154 a departure cannot share its time with another event', () => {
    const events = [event('a', '2026-01-01T10:00:00.000Z')];
    expect(checkNewDeparture(events, '2026-01-01T10:00:00Z')).toBe(departureMessages.sameTime);
  });

  it('EMIS-154 a departure cannot directly follow a departure whose voyage is unconfirmed', () => {
    const events = [event('a', '2026-01-01T10:00:00.000Z')];
    expect(checkNewDeparture(events, '2026-01-02T10:00:00.000Z')).toBe(departureMessages.afterOpenDeparture);
    expect(checkNewDeparture(events, '2025-12-30T10:00:00.000Z')).toBeNull();
    const confirmed = [event('a', '2026-01-01T10:00:00.000Z', { voyage: confirmedVoyage })];
    expect(checkNewDeparture(confirmed, '2026-01-02T10:00:00.000Z')).toBeNull();
  });

  it('EMIS-154 a departure may follow a voyage that has further events', () => {
    const events = [
      event('a', '2026-01-01T10:00:00.000Z'),
      event('b', '2026-01-03T10:00:00.000Z', { type: 'EndOfVoyage', voyage: null }),
    ];
    expect(checkNewDeparture(events, '2026-01-04T10:00:00.000Z')).toBeNull();
  });

  it('EMIS-159 an edited time must stay strictly between the previous and the next event', () => {
    const events = [
      event('a', '2026-01-01T10:00:00.000Z', { voyage: confirmedVoyage }),
      event('b', '2026-01-02T10:00:00.000Z'),
      event('c', '2026-01-03T10:00:00.000Z', { type: 'Arrival', voyage: null }),
    ];
    const b = events[1]!;
    expect(checkEventTimeChange(events, b, '2026-01-02T12:00:00.000Z')).toBeNull();
    expect(checkEventTimeChange(events, b, '2026-01-01T10:00:00.000Z')).toBe(
      departureMessages.outsideNeighbours,
    );
    expect(checkEventTimeChange(events, b, '2026-01-03T10:00:00.000Z')).toBe(
      departureMessages.outsideNeighbours,
    );
  });

  it('EMIS-133 a confirmed event keeps its time', () => {
    const confirmed = event('a', '2026-01-01T10:00:00.000Z', { isConfirmed: true });
    expect(checkEventTimeChange([confirmed], confirmed, '2026-01-01T11:00:00.000Z')).toBe(
      departureMessages.confirmed,
    );
  });

  it('EMIS-127 EMIS-128 a departure is deleted only when its neighbours are departures or absent', () => {
    const lone = event('a', '2026-01-01T10:00:00.000Z');
    expect(checkDepartureDeletion([lone], lone)).toBeNull();
    const withArrival = [lone, event('b', '2026-01-02T10:00:00.000Z', { type: 'Arrival', voyage: null })];
    expect(checkDepartureDeletion(withArrival, lone)).toBe(departureMessages.notDeletable);
    const betweenDepartures = [
      event('z', '2025-12-01T10:00:00.000Z'),
      lone,
      event('b', '2026-02-01T10:00:00.000Z'),
    ];
    expect(checkDepartureDeletion(betweenDepartures, lone)).toBeNull();
  });

  it('EMIS-126 a confirmed departure cannot be deleted', () => {
    const confirmed = event('a', '2026-01-01T10:00:00.000Z', { isConfirmed: true });
    expect(checkDepartureDeletion([confirmed], confirmed)).toBe(departureMessages.confirmed);
  });
});
