// The noon report spreadsheet calls (domain/contracts/noon-report-imports.ts, ADR 0106), uploads
// through lib/api-client.ts's apiUpload as the logger files.
import { loggerImportFormFields } from '../../../../domain/contracts/logger-imports.ts';
import {
  NoonImportDryRunSchema,
  NoonImportMappingListItemSchema,
  NoonImportPreviewSchema,
  NoonImportResultSchema,
  type NoonImportMapping,
} from '../../../../domain/contracts/noon-report-imports.ts';
import { api, apiUpload } from '../../../lib/api-client.ts';

const base = (vesselId: string) => `/NoonReportImports/${encodeURIComponent(vesselId)}`;

function formWith(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(loggerImportFormFields.file, file, file.name);
  return form;
}

export function previewNoonFile(vesselId: string, file: File) {
  return apiUpload(`${base(vesselId)}/Preview`, formWith(file), { schema: NoonImportPreviewSchema });
}

export function saveNoonMapping(vesselId: string, mapping: NoonImportMapping) {
  return api.post(`${base(vesselId)}/Mappings`, mapping, { schema: NoonImportMappingListItemSchema });
}

export function dryRunNoonFile(vesselId: string, file: File, mappingId: string) {
  return apiUpload(`${base(vesselId)}/DryRun`, formWith(file, { mappingId }), {
    schema: NoonImportDryRunSchema,
  });
}

export function importNoonFile(vesselId: string, file: File, mappingId: string) {
  return apiUpload(`${base(vesselId)}/Import`, formWith(file, { mappingId }), {
    schema: NoonImportResultSchema,
  });
}
