// The noon report spreadsheet calls (domain/contracts/noon-report-imports.ts, ADR 0106), uploads
// through lib/api-client.ts's uploadTo as the logger files.
import { loggerImportFormFields } from '../../../../domain/contracts/logger-imports.ts';
import {
  noonImportEndpoints as endpoints,
  type NoonImportMapping,
} from '../../../../domain/contracts/noon-report-imports.ts';
import { callApi, uploadTo } from '../../../lib/api-client.ts';

function formWith(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(loggerImportFormFields.file, file, file.name);
  return form;
}

export function previewNoonFile(vesselId: string, file: File) {
  return uploadTo(endpoints.preview, formWith(file), { params: { vesselId } });
}

export function saveNoonMapping(vesselId: string, mapping: NoonImportMapping) {
  return callApi(endpoints.saveMapping, { params: { vesselId }, body: mapping });
}

export function dryRunNoonFile(vesselId: string, file: File, mappingId: string) {
  return uploadTo(endpoints.dryRun, formWith(file, { mappingId }), { params: { vesselId } });
}

export function importNoonFile(vesselId: string, file: File, mappingId: string) {
  return uploadTo(endpoints.import, formWith(file, { mappingId }), { params: { vesselId } });
}
