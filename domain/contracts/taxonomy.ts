import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

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

/**
 * One log variable the upload changed: 'added' (all its taxa in addedTaxa), 'removed' (all its taxa
 * in removedTaxa) or 'changed' (taxa added or removed, their order, or the name's case: renamedFrom).
 */
export const TaxonomyVariableChangeSchema = v.object({
  name: v.string(),
  change: v.picklist(['added', 'removed', 'changed']),
  addedTaxa: v.array(v.string()),
  removedTaxa: v.array(v.string()),
  renamedFrom: v.optional(v.string()),
});
export type TaxonomyVariableChange = v.InferOutput<typeof TaxonomyVariableChangeSchema>;

/**
 * POST /Taxonomy/Excel answer: the totals after the upload and what it changed. Uploading the same
 * sheet again answers with no changes (and writes nothing).
 */
export const TaxonomyUploadResultSchema = v.object({
  /** Log variables and taxa in the taxonomy after the upload. */
  logVariables: v.number(),
  taxa: v.number(),
  /** Per log variable, in the sheet's row order; removed variables last, by name. */
  changes: v.array(TaxonomyVariableChangeSchema),
  /** Taxa new to the taxonomy, and taxa no variable has any more. */
  addedTaxa: v.array(v.string()),
  removedTaxa: v.array(v.string()),
});
export type TaxonomyUploadResult = v.InferOutput<typeof TaxonomyUploadResultSchema>;

/** The sheet layout of the Excel download and upload: one row per log variable name. */
export const taxonomySheetName = 'Taxonomy';
export const taxonomySheetColumns = ['Log variable', 'Taxa'] as const;
/**
 * The download's hidden sheet carrying the taxonomy version it was made from (A1 this label, B1 the
 * version; ADR 0092): an upload based on an older version is refused (412).
 */
export const taxonomyVersionSheetName = 'Version';
export const taxonomyVersionLabel = 'Taxonomy version';
/** Taxa of one variable are separated by semicolons in the Taxa column. */
export const taxaCellSeparator = ';';
export const taxonomyUploadMaxBytes = 5 * 1024 * 1024;
/** The file types the upload picker offers (003 §5: xlsx and xls). */
export const taxonomyUploadAccept = '.xlsx,.xls';
/** A refused upload lists at most this many row errors (the message gives the full count). */
export const taxonomyUploadMaxErrors = 100;

/** The Taxonomy endpoints (declared once for the server's router and the client, ADR 0111). */
export const taxonomyEndpoints = {
  get: endpoint({ method: 'get', path: '/Taxonomy', response: TaxonomySchema }),
  taxa: endpoint({ method: 'get', path: '/Taxonomy/Taxa', response: TaxonListSchema }),
  /** The sheet (.xlsx), not JSON: a download. */
  excel: endpoint({ method: 'get', path: '/Taxonomy/Excel' }),
  /** A multipart form with the sheet as the field "file" (uploadTo). */
  upload: endpoint({ method: 'post', path: '/Taxonomy/Excel', response: TaxonomyUploadResultSchema }),
};
