import { describe, expect, it } from 'vitest';
import type { OutboxSummary } from '../../offline/hooks.ts';
import { badgeState } from './badge-state.ts';

function summary(
  overrides: Partial<OutboxSummary> = {},
  phase: OutboxSummary['engine']['phase'] = 'idle',
): OutboxSummary {
  return {
    unsent: 0,
    attention: 0,
    inflight: 0,
    engine: { phase, lastSyncAt: null, lastError: null },
    ...overrides,
  };
}

describe('badgeState', () => {
  it('I7 says synced only when nothing is unsent', () => {
    expect(badgeState(summary(), true)).toMatchObject({ kind: 'synced', label: 'All changes synced' });
    expect(badgeState(summary({ unsent: 3 }), true)).toMatchObject({ kind: 'pending', label: '3 pending' });
  });

  it('shows syncing while an entry is in flight', () => {
    expect(badgeState(summary({ unsent: 12, inflight: 1 }), true)).toMatchObject({
      kind: 'syncing',
      label: 'Syncing 12',
    });
  });

  it('scenario 1 and 24: offline, or a link that does not reach the server, shows what is kept on the device', () => {
    expect(badgeState(summary({ unsent: 4 }), false)).toMatchObject({
      kind: 'offline',
      label: 'Offline · 4 saved on this device',
    });
    expect(badgeState(summary({ unsent: 2 }, 'offline'), true)).toMatchObject({ kind: 'offline' });
    expect(badgeState(summary({}, 'offline'), true)).toMatchObject({ kind: 'synced' });
  });

  it('I5 I7 rejected, conflicting, blocked and sign-in entries need attention, counted exactly', () => {
    expect(badgeState(summary({ unsent: 5, attention: 2 }), false)).toMatchObject({
      kind: 'attention',
      label: '2 need attention',
    });
    expect(badgeState(summary({ unsent: 1, attention: 1 }), true).label).toBe('1 needs attention');
    expect(badgeState(summary({}, 'needsAuth'), true)).toMatchObject({
      kind: 'attention',
      label: 'Sign in again to send your changes',
    });
  });
});
