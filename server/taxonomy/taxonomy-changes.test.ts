import { describe, expect, it } from 'vitest';
import { isEmptyPlan, planTaxonomyChanges, type StoredVariable } from './taxonomy-changes.ts';

const stored: StoredVariable[] = [
  { id: 'id-power', name: 'Shaft power', taxa: ['Propulsion:Shaft power'] },
  { id: 'id-speed', name: 'Shaft speed', taxa: ['Propulsion:Shaft speed'] },
  { id: 'id-draft', name: 'Draft aft', taxa: ['Hull:Draft aft'] },
];
const storedTaxa = ['Propulsion:Shaft power', 'Propulsion:Shaft speed', 'Hull:Draft aft'];
const same = stored.map(({ name, taxa }) => ({ name, taxa }));

describe('planTaxonomyChanges', () => {
  it('ADMIN-086 the stored taxonomy uploaded again plans no write and lists no change', () => {
    const plan = planTaxonomyChanges(stored, storedTaxa, same);
    expect(isEmptyPlan(plan)).toBe(true);
    expect(plan.result).toEqual({ logVariables: 3, taxa: 3, changes: [], addedTaxa: [], removedTaxa: [] });
  });

  it('ADMIN-086 a taxon added to one variable updates that row only, keeping its id', () => {
    const uploaded = same.map((row) =>
      row.name === 'Shaft speed' ? { ...row, taxa: [...row.taxa, 'Propulsion:Propeller speed'] } : row,
    );
    const plan = planTaxonomyChanges(stored, storedTaxa, uploaded);
    expect(plan.updateVariables).toEqual([
      { id: 'id-speed', name: 'Shaft speed', taxa: ['Propulsion:Shaft speed', 'Propulsion:Propeller speed'] },
    ]);
    expect(plan.insertVariables).toEqual([]);
    expect(plan.deleteVariableIds).toEqual([]);
    expect(plan.insertTaxa).toEqual(['Propulsion:Propeller speed']);
    expect(plan.result.changes).toEqual([
      { name: 'Shaft speed', change: 'changed', addedTaxa: ['Propulsion:Propeller speed'], removedTaxa: [] },
    ]);
    expect(plan.result.taxa).toBe(4);
  });

  it('ADMIN-086 added, removed and renamed variables, and taxa no variable keeps, are all listed', () => {
    const plan = planTaxonomyChanges(stored, storedTaxa, [
      { name: 'shaft power', taxa: ['Propulsion:Shaft power'] },
      { name: 'Heading', taxa: ['Navigation:Heading'] },
      { name: 'Shaft speed', taxa: ['Propulsion:Shaft speed'] },
    ]);
    expect(plan.result.changes).toEqual([
      { name: 'shaft power', change: 'changed', addedTaxa: [], removedTaxa: [], renamedFrom: 'Shaft power' },
      { name: 'Heading', change: 'added', addedTaxa: ['Navigation:Heading'], removedTaxa: [] },
      { name: 'Draft aft', change: 'removed', addedTaxa: [], removedTaxa: ['Hull:Draft aft'] },
    ]);
    expect(plan.deleteVariableIds).toEqual(['id-draft']);
    expect(plan.updateVariables).toEqual([
      { id: 'id-power', name: 'shaft power', taxa: ['Propulsion:Shaft power'] },
    ]);
    expect(plan.insertVariables).toEqual([{ name: 'Heading', taxa: ['Navigation:Heading'] }]);
    expect(plan.result.addedTaxa).toEqual(['Navigation:Heading']);
    expect(plan.result.removedTaxa).toEqual(['Hull:Draft aft']);
  });

  it('ADMIN-112 a new order of the same taxa is a change of that variable', () => {
    const both = [{ id: 'id-x', name: 'X', taxa: ['A:One', 'B:Two'] }];
    const plan = planTaxonomyChanges(both, ['A:One', 'B:Two'], [{ name: 'X', taxa: ['B:Two', 'A:One'] }]);
    expect(plan.result.changes).toEqual([{ name: 'X', change: 'changed', addedTaxa: [], removedTaxa: [] }]);
    expect(plan.insertTaxa).toEqual([]);
  });
});
