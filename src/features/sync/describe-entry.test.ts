import { describe, expect, it } from 'vitest';
import { describeEntry } from './describe-entry.ts';

describe('describeEntry', () => {
  it('names a noon report in plain words with its time (UTC, like every entry)', () => {
    const payload = { id: 'r1', reportTime: '2026-03-01T12:00:00+04:00', hoursSteamed: 24 };
    expect(describeEntry({ kind: 'create', entityType: 'noonReport', payload, baseSnapshot: null })).toBe(
      'New noon report 01. Mar, 2026 08:00',
    );
    expect(describeEntry({ kind: 'update', entityType: 'noonReport', payload, baseSnapshot: payload })).toBe(
      'Changed noon report 01. Mar, 2026 08:00',
    );
    expect(
      describeEntry({ kind: 'delete', entityType: 'noonReport', payload: {}, baseSnapshot: payload }),
    ).toBe('Deleted noon report 01. Mar, 2026 08:00');
  });

  it('keeps the words of a departure', () => {
    const payload = { id: 'e1', type: 'Departure', timestamp: '2026-03-01T08:00:00.000Z' };
    expect(describeEntry({ kind: 'create', entityType: 'vesselEvent', payload, baseSnapshot: null })).toBe(
      'New departure 01. Mar, 2026 08:00',
    );
  });
});
