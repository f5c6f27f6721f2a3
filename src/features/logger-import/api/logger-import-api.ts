// The logger import calls (domain/contracts/logger-imports.ts) and the package upload of Import
// Status (POST /ImportPackages), all uploads through lib/api-client.ts's uploadTo (progress bar).
import { queryOptions } from '@tanstack/react-query';
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import {
  loggerImportEndpoints as endpoints,
  loggerImportFormFields,
  type LoggerMappingRequest,
} from '../../../../domain/contracts/logger-imports.ts';
import { callApi, uploadTo } from '../../../lib/api-client.ts';

type Progress = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

function formWith(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file last: the server reads the fields before the file streams in.
  form.append(loggerImportFormFields.file, file, file.name);
  return form;
}

export const loggerMappingsQueryKey = (vesselId: string) => ['logger-imports', vesselId, 'mappings'] as const;

export function loggerMappingsQueryOptions(vesselId: string) {
  return queryOptions({
    queryKey: loggerMappingsQueryKey(vesselId),
    queryFn: ({ signal }) => callApi(endpoints.mappings, { params: { vesselId }, signal }),
    enabled: vesselId !== '',
  });
}

export function previewLoggerFile(vesselId: string, file: File, options: Progress = {}) {
  return uploadTo(endpoints.preview, formWith(file), { ...options, params: { vesselId } });
}

export function saveLoggerMapping(vesselId: string, mapping: LoggerMappingRequest, id: string | null) {
  return id
    ? callApi(endpoints.updateMapping, { params: { vesselId, id }, body: mapping })
    : callApi(endpoints.createMapping, { params: { vesselId }, body: mapping });
}

export function dryRunLoggerFile(vesselId: string, file: File, mappingId: string, options: Progress = {}) {
  return uploadTo(endpoints.dryRun, formWith(file, { [loggerImportFormFields.mappingId]: mappingId }), {
    ...options,
    params: { vesselId },
  });
}

export function importLoggerFile(vesselId: string, file: File, mappingId: string, options: Progress = {}) {
  return uploadTo(endpoints.import, formWith(file, { [loggerImportFormFields.mappingId]: mappingId }), {
    ...options,
    params: { vesselId },
  });
}

export function sendImportPackage(file: File, options: Progress = {}) {
  return uploadTo(importEndpoints.uploadPackage, formWith(file), options);
}
