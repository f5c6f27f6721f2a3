import {
  splitTaxon,
  taxonomyUploadMaxErrors,
  type Taxon,
  type Taxonomy,
  type TaxonomyUploadResult,
} from '../../domain/contracts/taxonomy.ts';
import type { FieldError } from '../../domain/contracts/common.ts';
import { xlsxResponse } from '../http/file-response.ts';
import { sheetRefusal } from '../http/spreadsheet-upload.ts';
import type { Actor } from '../security/actor.ts';
import { requireAdmin, requireNotPartner } from '../security/access-policy.ts';
import type { DataContext } from '../context.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { SyncRefusal } from '../http/sync-refusal.ts';
import { isEmptyPlan, planTaxonomyChanges } from './taxonomy-changes.ts';
import {
  advanceTaxonomyVersion,
  applyTaxonomyPlan,
  listTaxa,
  listTaxonNames,
  listTaxonomyVariables,
  lockTaxonomy,
  loggedVariableNames,
  taxonomyVersion,
} from './taxonomy.repository.ts';
import { readTaxonomySheet, writeTaxonomySheet } from './taxonomy-sheet.ts';

/**
 * The taxonomy (003 §2, §7): categories and taxa (Category:Name) and the log variable names with
 * their taxa; read by every signed-in user but partners, downloaded and replaced (Excel) by
 * Administrators.
 */

export function createTaxonomyService(ctx: DataContext) {
  return {
    async get(actor: Actor): Promise<Taxonomy> {
      requireNotPartner(actor);
      const taxa = await listTaxa(ctx.engine);
      const categories = new Map<string, string[]>();
      for (const taxon of taxa)
        categories.set(taxon.category, [...(categories.get(taxon.category) ?? []), taxon.name]);
      return {
        categories: [...categories].map(([name, names]) => ({ name, taxa: names })),
        logVariables: await listTaxonomyVariables(ctx.engine),
      };
    },

    async taxa(actor: Actor): Promise<Taxon[]> {
      requireNotPartner(actor);
      return (await listTaxa(ctx.engine)).map((taxon) => ({
        name: taxon.name,
        category: taxon.category,
        shortName: splitTaxon(taxon.name).name,
      }));
    },

    async excel(actor: Actor): Promise<Response> {
      requireAdmin(actor);
      // Read in one transaction, so the version written into the sheet is that of its rows.
      const buffer = await ctx.engine.transaction(async (tx) =>
        writeTaxonomySheet(await listTaxonomyVariables(tx), await taxonomyVersion(tx)),
      );
      return xlsxResponse(buffer, 'taxonomy.xlsx');
    },

    /**
     * Replaces the taxonomy with the uploaded sheet: every row is checked first (taxa written as
     * Category:Name, names some vessel logs or the taxonomy already has), and the differences are
     * written in one transaction, or nothing at all. `read` takes the sheet from the request, once
     * the caller is known to be allowed (a refused caller gets 403, not a 400 about its upload).
     */
    async upload(
      actor: Actor,
      read: () => Promise<{ name: string; buffer: ArrayBuffer }>,
    ): Promise<TaxonomyUploadResult> {
      requireAdmin(actor);
      const file = await read();
      const sheet = await readTaxonomySheet(file.buffer);
      return ctx.engine.transaction(async (tx) => {
        await lockTaxonomy(tx);
        const stored = await listTaxonomyVariables(tx);
        const storedNames = new Set(stored.map((variable) => variable.name.toLowerCase()));
        const newNames = sheet.rows.filter((row) => !storedNames.has(row.name.toLowerCase()));
        const logged = await loggedVariableNames(
          tx,
          newNames.map((row) => row.name),
        );
        const unknown: FieldError[] = newNames
          .filter((row) => !logged.has(row.name.toLowerCase()))
          .map((row) => ({
            path: `A${row.row}`,
            message: `Row ${row.row}: no vessel logs a variable named '${row.name}', and the taxonomy does not have it.`,
          }));
        const errors = [...sheet.errors, ...unknown];
        if (errors.length > 0)
          throw sheetRefusal(errors, {
            subject: 'The sheet',
            outcome: 'changed',
            max: taxonomyUploadMaxErrors,
          });
        const plan = planTaxonomyChanges(stored, await listTaxonNames(tx), sheet.rows);
        // A downloaded sheet names the version it was made from: one older than now that would change
        // something is refused (412, ADR 0092) after its rows are checked (400 first, as every
        // edit); one that changes nothing (the same sheet again) is answered as before. A sheet
        // without a version (made by hand) is taken as is.
        const current = await taxonomyVersion(tx);
        if (!isEmptyPlan(plan) && sheet.basedOn !== null && sheet.basedOn !== current)
          throw new SyncRefusal(
            412,
            'PRECONDITION_FAILED',
            fillMessage(messages.taxonomySheetOutdated, {
              basedOn: String(sheet.basedOn),
              current: String(current),
            }),
            { current: { version: current } },
          );
        if (!isEmptyPlan(plan)) {
          await applyTaxonomyPlan(tx, plan);
          await advanceTaxonomyVersion(tx);
        }
        return plan.result;
      });
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
