// The rows of the category table (003 §2, ADMIN-084): one per taxon, with its category and the log
// variable names that carry it, in the stored order; and the taxa a chosen variable highlights.
import { splitTaxon, type Taxonomy } from '../../../domain/contracts/taxonomy.ts';
import type { SortAccessors, SortState } from '../../lib/sort-preference.ts';

export type TaxonRow = {
  /** The full taxon, 'Propulsion:Shaft power'. */
  taxon: string;
  category: string;
  /** The part after the colon. */
  shortName: string;
  /** The log variable names that carry this taxon. */
  variables: string[];
};

export function taxonRows(taxonomy: Taxonomy): TaxonRow[] {
  const variablesOf = new Map<string, string[]>();
  for (const variable of taxonomy.logVariables) {
    for (const taxon of variable.taxa)
      variablesOf.set(taxon, [...(variablesOf.get(taxon) ?? []), variable.name]);
  }
  return taxonomy.categories.flatMap((category) =>
    category.taxa.map((taxon) => ({
      taxon,
      category: category.name,
      shortName: splitTaxon(taxon).name,
      variables: variablesOf.get(taxon) ?? [],
    })),
  );
}

/** The chosen log variable (by name, ignoring case as the server does), or null. */
export function findVariable(taxonomy: Taxonomy, name: string | null | undefined) {
  if (!name) return null;
  const key = name.toLowerCase();
  return taxonomy.logVariables.find((variable) => variable.name.toLowerCase() === key) ?? null;
}

export const taxonomySortKeys = ['category', 'taxon'] as const;
export type TaxonomySortKey = (typeof taxonomySortKeys)[number];
/** By category, each category's taxa in the stored order (the sort keeps it: it is stable). */
export const defaultTaxonomySort: SortState<TaxonomySortKey> = { key: 'category', direction: 'asc' };
export const taxonomySortCookie = 'wakeline_taxonomy_sort';

export const taxonomySortAccessors: SortAccessors<TaxonRow, TaxonomySortKey> = {
  category: (row) => row.category,
  taxon: (row) => row.shortName,
};
