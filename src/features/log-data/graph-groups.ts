// The variable selection of the graph configuration (001 §2/§5/§9): a Distinct group, whose
// variables each get a chart of their own, and up to 10 further groups, each drawn as one chart.
import { messages } from '../../../domain/messages.ts';

/** PERF-127: the Distinct group holds up to 10 variables, other groups up to 5, at most 10 groups. */
export const maxDistinctVariables = 10;
export const maxGroupVariables = 5;
export const maxExtraGroups = 10;

export type GraphGroups = {
  distinct: string[];
  groups: string[][];
};

export const emptyGraphGroups: GraphGroups = { distinct: [], groups: [] };

/** Group index -1 is the Distinct group. */
export const distinctGroupIndex = -1;

export function groupLimit(groupIndex: number): number {
  return groupIndex === distinctGroupIndex ? maxDistinctVariables : maxGroupVariables;
}

export function groupVariables(groups: GraphGroups, groupIndex: number): string[] {
  return groupIndex === distinctGroupIndex ? groups.distinct : (groups.groups[groupIndex] ?? []);
}

/** 'Maximum N items reached.' with the group's limit (PERF-125). */
export function maximumReachedText(groupIndex: number): string {
  return messages.maximumItemsReached.replace('N', String(groupLimit(groupIndex)));
}

export function isGroupFull(groups: GraphGroups, groupIndex: number): boolean {
  return groupVariables(groups, groupIndex).length >= groupLimit(groupIndex);
}

export function canAddGroup(groups: GraphGroups): boolean {
  return groups.groups.length < maxExtraGroups;
}

export function setGroupVariables(groups: GraphGroups, groupIndex: number, ids: string[]): GraphGroups {
  const limited = ids.slice(0, groupLimit(groupIndex));
  if (groupIndex === distinctGroupIndex) return { ...groups, distinct: limited };
  return { ...groups, groups: groups.groups.map((group, index) => (index === groupIndex ? limited : group)) };
}

export function addGroup(groups: GraphGroups): GraphGroups {
  return canAddGroup(groups) ? { ...groups, groups: [...groups.groups, []] } : groups;
}

export function removeGroup(groups: GraphGroups, groupIndex: number): GraphGroups {
  return { ...groups, groups: groups.groups.filter((_, index) => index !== groupIndex) };
}

/** Every selected variable once, in order of appearance. */
export function selectedVariableIds(groups: GraphGroups): string[] {
  return [...new Set([...groups.distinct, ...groups.groups.flat()])];
}

/** PERF-124: 'Please select at least 1 item.' when nothing is selected. */
export function selectionError(groups: GraphGroups): string | undefined {
  return selectedVariableIds(groups).length === 0 ? messages.selectAtLeastOneItem : undefined;
}

export type ChartPlan = { key: string; ids: string[]; groupName: string | null };

/** The charts to draw: one per Distinct variable, then one per non-empty group (named 'Group n'). */
export function chartsOf(groups: GraphGroups): ChartPlan[] {
  return [
    ...groups.distinct.map((id) => ({ key: `distinct-${id}`, ids: [id], groupName: null })),
    ...groups.groups.flatMap((ids, index) =>
      ids.length > 0
        ? [{ key: `group-${index}-${ids.join(',')}`, ids, groupName: `Group ${index + 1}` }]
        : [],
    ),
  ];
}

/**
 * The stored form of the selection (000 §3 logVariableIds: 'separated by semicolons or pipes'):
 * groups separated by '|', the variables of a group by ';', the Distinct group first.
 */
export function encodeGraphGroups(groups: GraphGroups): string {
  return [groups.distinct, ...groups.groups].map((group) => group.join(';')).join('|');
}

export function decodeGraphGroups(text: string | null | undefined): GraphGroups {
  if (!text) return emptyGraphGroups;
  const [distinct = '', ...rest] = text.split('|');
  const split = (part: string) =>
    part
      .split(';')
      .map((id) => id.trim())
      .filter((id) => id !== '');
  return {
    distinct: split(distinct).slice(0, maxDistinctVariables),
    groups: rest.slice(0, maxExtraGroups).map((part) => split(part).slice(0, maxGroupVariables)),
  };
}
