// What an uploaded taxonomy changes against the stored one (003 §2, ADR 0060): only the
// differences are written, so ids stay and the same sheet uploaded twice writes nothing.
import type { TaxonomyUploadResult, TaxonomyVariableChange } from '../../domain/contracts/taxonomy.ts';

export type StoredVariable = { id: string; name: string; taxa: string[] };
export type UploadedVariable = { name: string; taxa: string[] };

export type TaxonomyPlan = {
  insertVariables: UploadedVariable[];
  updateVariables: StoredVariable[];
  deleteVariableIds: string[];
  /** In the order they first appear in the sheet. */
  insertTaxa: string[];
  deleteTaxa: string[];
  result: TaxonomyUploadResult;
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
const without = (list: readonly string[], other: readonly string[]) => {
  const drop = new Set(other);
  return list.filter((item) => !drop.has(item));
};

export function planTaxonomyChanges(
  stored: readonly StoredVariable[],
  storedTaxa: readonly string[],
  uploaded: readonly UploadedVariable[],
): TaxonomyPlan {
  const storedByName = new Map(stored.map((variable) => [variable.name.toLowerCase(), variable]));
  const uploadedNames = new Set(uploaded.map((variable) => variable.name.toLowerCase()));
  const plan: TaxonomyPlan = {
    insertVariables: [],
    updateVariables: [],
    deleteVariableIds: [],
    insertTaxa: [],
    deleteTaxa: [],
    result: { logVariables: uploaded.length, taxa: 0, changes: [], addedTaxa: [], removedTaxa: [] },
  };
  const changes: TaxonomyVariableChange[] = [];

  for (const variable of uploaded) {
    const before = storedByName.get(variable.name.toLowerCase());
    if (!before) {
      plan.insertVariables.push(variable);
      changes.push({ name: variable.name, change: 'added', addedTaxa: variable.taxa, removedTaxa: [] });
      continue;
    }
    if (before.name === variable.name && sameList(before.taxa, variable.taxa)) continue;
    plan.updateVariables.push({ id: before.id, name: variable.name, taxa: variable.taxa });
    changes.push({
      name: variable.name,
      change: 'changed',
      addedTaxa: without(variable.taxa, before.taxa),
      removedTaxa: without(before.taxa, variable.taxa),
      ...(before.name === variable.name ? {} : { renamedFrom: before.name }),
    });
  }

  const removed = stored
    .filter((variable) => !uploadedNames.has(variable.name.toLowerCase()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  for (const variable of removed) {
    plan.deleteVariableIds.push(variable.id);
    changes.push({ name: variable.name, change: 'removed', addedTaxa: [], removedTaxa: variable.taxa });
  }

  const taxaAfter = [...new Set(uploaded.flatMap((variable) => variable.taxa))];
  plan.insertTaxa = without(taxaAfter, storedTaxa);
  plan.deleteTaxa = without(storedTaxa, taxaAfter);
  plan.result = {
    logVariables: uploaded.length,
    taxa: taxaAfter.length,
    changes,
    addedTaxa: plan.insertTaxa,
    removedTaxa: plan.deleteTaxa,
  };
  return plan;
}

/** True when the plan writes nothing. */
export function isEmptyPlan(plan: TaxonomyPlan): boolean {
  return plan.result.changes.length === 0 && plan.insertTaxa.length === 0 && plan.deleteTaxa.length === 0;
}
