import * as v from 'valibot';

/**
 * Taxonomy contracts (003 §2, §3, §7): taxa name a kind of measurement with a category prefix
 * before a colon ('Propulsion:Shaft power'); a log variable name (as vessels send it) maps to taxa.
 */

export const taxonSeparator = ':';

/** 'Propulsion:Shaft power' → { category: 'Propulsion', name: 'Shaft power' }. */
export function splitTaxon(taxon: string): { category: string; name: string } {
  const at = taxon.indexOf(taxonSeparator);
  if (at < 0) return { category: '', name: taxon.trim() };
  return { category: taxon.slice(0, at).trim(), name: taxon.slice(at + 1).trim() };
}

export const TaxonTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[^:]+:[^:]+$/, 'A taxon must be written as Category:Name.'),
  v.maxLength(200, 'A taxon can be at most 200 characters.'),
);

export const TaxonSchema = v.object({
  /** The full taxon, e.g. 'Propulsion:Shaft power'. */
  name: v.string(),
  category: v.string(),
  /** The part after the colon. */
  shortName: v.string(),
});
export type Taxon = v.InferOutput<typeof TaxonSchema>;
export const TaxonListSchema = v.array(TaxonSchema);

/** GET /Taxonomy: one category with its taxa. */
export const TaxonomyCategorySchema = v.object({
  name: v.string(),
  taxa: v.array(v.string()),
});
export type TaxonomyCategory = v.InferOutput<typeof TaxonomyCategorySchema>;

/** A taxonomy log variable (ADMIN-112): a variable name as vessels send it, and its taxa. */
export const TaxonomyLogVariableSchema = v.object({
  id: v.string(),
  name: v.string(),
  taxa: v.array(v.string()),
});
export type TaxonomyLogVariable = v.InferOutput<typeof TaxonomyLogVariableSchema>;

/** GET /Taxonomy: the categories and the log variables with their taxa. */
export const TaxonomySchema = v.object({
  categories: v.array(TaxonomyCategorySchema),
  logVariables: v.array(TaxonomyLogVariableSchema),
});
export type Taxonomy = v.InferOutput<typeof TaxonomySchema>;

/** POST /Taxonomy/Excel answer: what the upload changed. */
export const TaxonomyUploadResultSchema = v.object({
  logVariables: v.number(),
  taxa: v.number(),
});
export type TaxonomyUploadResult = v.InferOutput<typeof TaxonomyUploadResultSchema>;

/** The sheet layout of the Excel download and upload: one row per log variable name. */
export const taxonomySheetName = 'Taxonomy';
export const taxonomySheetColumns = ['Log variable', 'Taxa'] as const;
/** Taxa of one variable are separated by semicolons in the Taxa column. */
export const taxaCellSeparator = ';';
export const taxonomyUploadMaxBytes = 5 * 1024 * 1024;
