import ExcelJS from 'exceljs';
import { xlsxResponse } from '../http/file-response.ts';
import * as v from 'valibot';
import {
  TaxonTextSchema,
  splitTaxon,
  taxaCellSeparator,
  taxonomySheetColumns,
  taxonomySheetName,
  type Taxon,
  type Taxonomy,
  type TaxonomyUploadResult,
} from '../../domain/contracts/taxonomy.ts';
import { AppError } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { requireAdmin, requireNotPartner } from '../security/access-policy.ts';
import { listTaxa, listTaxonomyVariables, replaceTaxonomy } from './taxonomy.repository.ts';
import type { DataContext } from '../context.ts';

/**
 * The taxonomy (003 §2, §7): categories and taxa (Category:Name) and the log variable names with
 * their taxa; read by every signed-in user but partners, downloaded and replaced (Excel) by
 * Administrators.
 */

const invalid = (message: string, path = 'file') =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
  }
  return String(value);
}

/** Reads the sheet: one row per log variable name, taxa separated by semicolons. */
export async function readTaxonomySheet(buffer: ArrayBuffer): Promise<{ name: string; taxa: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    throw invalid('The file is not an Excel workbook (.xlsx).');
  }
  const sheet = workbook.getWorksheet(taxonomySheetName) ?? workbook.worksheets[0];
  if (!sheet) throw invalid('The workbook has no sheet.');
  const header = [
    cellText(sheet.getRow(1).getCell(1).value).trim(),
    cellText(sheet.getRow(1).getCell(2).value).trim(),
  ];
  if (header[0] !== taxonomySheetColumns[0] || header[1] !== taxonomySheetColumns[1]) {
    throw invalid(`The first row must be the headers ${taxonomySheetColumns.join(', ')}.`);
  }
  const rows: { name: string; taxa: string[] }[] = [];
  const seen = new Set<string>();
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const name = cellText(row.getCell(1).value).trim();
    const taxaText = cellText(row.getCell(2).value);
    if (name === '' && taxaText.trim() === '') continue;
    if (name === '') throw invalid(`Row ${r}: the log variable name is missing.`);
    if (name.length > 200) throw invalid(`Row ${r}: the log variable name is longer than 200 characters.`);
    if (seen.has(name.toLowerCase())) throw invalid(`Row ${r}: ${name} appears twice.`);
    seen.add(name.toLowerCase());
    const taxa: string[] = [];
    for (const part of taxaText.split(taxaCellSeparator)) {
      if (part.trim() === '') continue;
      const parsed = v.safeParse(TaxonTextSchema, part);
      if (!parsed.success) throw invalid(`Row ${r}: '${part.trim()}': ${parsed.issues[0].message}`);
      const { category, name: short } = splitTaxon(parsed.output);
      const taxon = `${category}:${short}`;
      if (!taxa.includes(taxon)) taxa.push(taxon);
    }
    rows.push({ name, taxa });
  }
  return rows;
}

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
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Wakeline';
      const sheet = workbook.addWorksheet(taxonomySheetName);
      sheet.columns = [
        { header: taxonomySheetColumns[0], key: 'name', width: 36 },
        { header: taxonomySheetColumns[1], key: 'taxa', width: 60 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const variable of await listTaxonomyVariables(ctx.engine)) {
        sheet.addRow({ name: variable.name, taxa: variable.taxa.join(`${taxaCellSeparator} `) });
      }
      return xlsxResponse(await workbook.xlsx.writeBuffer(), 'taxonomy.xlsx');
    },

    /** Replaces the taxonomy with the uploaded sheet, all or nothing. */
    async upload(actor: Actor, file: { name: string; buffer: ArrayBuffer }): Promise<TaxonomyUploadResult> {
      requireAdmin(actor);
      if (/\.xls$/i.test(file.name)) {
        throw invalid(
          'Excel 97-2003 workbooks (.xls) cannot be read; save the sheet as .xlsx and upload it again.',
        );
      }
      const rows = await readTaxonomySheet(file.buffer);
      await ctx.engine.transaction((tx) => replaceTaxonomy(tx, rows));
      return { logVariables: rows.length, taxa: new Set(rows.flatMap((row) => row.taxa)).size };
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
