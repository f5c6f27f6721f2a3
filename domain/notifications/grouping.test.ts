import { describe, expect, it } from 'vitest';
import { alertState, groupAlerts, type GroupableAlert } from './grouping.ts';

const alert = (id: string, at: string, over: Partial<GroupableAlert> = {}): GroupableAlert => ({
  id,
  ruleId: 'rule-1',
  vesselId: 'vessel-1',
  severity: 'Critical',
  acknowledged: false,
  clearedAt: null,
  openVesselEvent: { timestamp: at },
  ...over,
});

describe('alertState', () => {
  it('acknowledged wins over cleared; cleared is apart from open', () => {
    expect(alertState({ acknowledged: true, clearedAt: null })).toBe('Acknowledged');
    expect(alertState({ acknowledged: true, clearedAt: '2026-01-01T00:00:00.000Z' })).toBe('Acknowledged');
    expect(alertState({ acknowledged: false, clearedAt: '2026-01-01T00:00:00.000Z' })).toBe('Cleared');
    expect(alertState({ acknowledged: false, clearedAt: null })).toBe('Open');
  });
});

describe('groupAlerts', () => {
  it('the episodes of one rule on one vessel in one state are one row with count, first and last time', () => {
    const cleared = '2026-02-01T00:00:00.000Z';
    const groups = groupAlerts([
      alert('a', '2026-01-03T00:00:00.000Z', { clearedAt: cleared }),
      alert('b', '2026-01-01T00:00:00.000Z', { clearedAt: cleared }),
      alert('c', '2026-01-02T00:00:00.000Z', { clearedAt: cleared }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      key: 'vessel-1:rule-1:Cleared',
      state: 'Cleared',
      count: 3,
      firstAt: '2026-01-01T00:00:00.000Z',
      lastAt: '2026-01-03T00:00:00.000Z',
      ids: ['a', 'c', 'b'],
    });
    expect(groups[0]!.latest.id).toBe('a');
  });

  it('an open episode and cleared ones of the same rule are two rows; other rules and vessels are apart', () => {
    const groups = groupAlerts([
      alert('open', '2026-01-05T00:00:00.000Z'),
      alert('old', '2026-01-01T00:00:00.000Z', { clearedAt: '2026-01-01T01:00:00.000Z' }),
      alert('ack', '2026-01-02T00:00:00.000Z', { acknowledged: true }),
      alert('other-rule', '2026-01-03T00:00:00.000Z', { ruleId: 'rule-2' }),
      alert('other-vessel', '2026-01-04T00:00:00.000Z', { vesselId: 'vessel-2' }),
    ]);
    expect(groups.map((group) => [group.key, group.count])).toEqual([
      ['vessel-1:rule-1:Open', 1],
      ['vessel-2:rule-1:Open', 1],
      ['vessel-1:rule-2:Open', 1],
      ['vessel-1:rule-1:Acknowledged', 1],
      ['vessel-1:rule-1:Cleared', 1],
    ]);
  });

  it('no alerts, no groups', () => {
    expect(groupAlerts([])).toEqual([]);
  });
});
