import { describe, expect, it } from 'vitest';
import {
  addGroup,
  canAddGroup,
  chartsOf,
  decodeGraphGroups,
  distinctGroupIndex,
  emptyGraphGroups,
  encodeGraphGroups,
  maximumReachedText,
  selectionError,
  setGroupVariables,
} from './graph-groups.ts';

const ids = (count: number, prefix = 'v') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('graph groups', () => {
  it('PERF-127 the Distinct group keeps at most 10 variables, other groups at most 5', () => {
    let groups = setGroupVariables(emptyGraphGroups, distinctGroupIndex, ids(12));
    expect(groups.distinct).toHaveLength(10);
    groups = setGroupVariables(addGroup(groups), 0, ids(7, 'g'));
    expect(groups.groups[0]).toHaveLength(5);
  });

  it('PERF-127 allows at most 10 groups besides the Distinct group', () => {
    let groups = emptyGraphGroups;
    for (let i = 0; i < 12; i += 1) groups = addGroup(groups);
    expect(groups.groups).toHaveLength(10);
    expect(canAddGroup(groups)).toBe(false);
  });

  it('PERF-125 names the limit of the group in "Maximum N items reached."', () => {
    expect(maximumReachedText(distinctGroupIndex)).toBe('Maximum 10 items reached.');
    expect(maximumReachedText(0)).toBe('Maximum 5 items reached.');
  });

  it('PERF-124 asks for at least 1 item when nothing is selected', () => {
    expect(selectionError(emptyGraphGroups)).toBe('Please select at least 1 item.');
    expect(selectionError({ distinct: [], groups: [['a']] })).toBeUndefined();
  });

  it('draws one chart per Distinct variable and one per non-empty group', () => {
    const plans = chartsOf({ distinct: ['a', 'b'], groups: [[], ['c', 'd']] });
    expect(plans.map((plan) => plan.ids)).toEqual([['a'], ['b'], ['c', 'd']]);
    expect(plans.map((plan) => plan.groupName)).toEqual([null, null, 'Group 2']);
  });

  it('PERF-097 stores the selection as text with pipes between groups and semicolons inside', () => {
    const groups = { distinct: ['a', 'b'], groups: [['c'], ['d', 'e']] };
    expect(encodeGraphGroups(groups)).toBe('a;b|c|d;e');
    expect(decodeGraphGroups('a;b|c|d;e')).toEqual(groups);
    expect(decodeGraphGroups('')).toEqual(emptyGraphGroups);
  });
});
