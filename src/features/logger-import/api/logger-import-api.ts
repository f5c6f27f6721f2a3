// The logger import calls (domain/contracts/logger-imports.ts) and the package upload of Import
// Status (POST /ImportPackages), all uploads through lib/api-client.ts's apiUpload (progress bar).
import { queryOptions } from '@tanstack/react-query';
import { ImportPackageAcceptedSchema } from '../../../../domain/contracts/imports.ts';
import {
  LoggerDryRunSchema,
  LoggerImportAcceptedSchema,
  LoggerMappingListItemSchema,
  LoggerMappingListSchema,
  LoggerPreviewSchema,
  loggerImportFormFields,
  type LoggerMappingRequest,
} from '../../../../domain/contracts/logger-imports.ts';
import { api, apiUpload } from '../../../lib/api-client.ts';

type Progress = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

const base = (vesselId: string) => `/LoggerImports/${encodeURIComponent(vesselId)}`;

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
    queryFn: ({ signal }) =>
      api.get(`${base(vesselId)}/Mappings`, { schema: LoggerMappingListSchema, signal }),
    enabled: vesselId !== '',
  });
}

export function previewLoggerFile(vesselId: string, file: File, options: Progress = {}) {
  return apiUpload(`${base(vesselId)}/Preview`, formWith(file), { ...options, schema: LoggerPreviewSchema });
}

export function saveLoggerMapping(vesselId: string, mapping: LoggerMappingRequest, id: string | null) {
  return id
    ? api.put(`${base(vesselId)}/Mappings/${encodeURIComponent(id)}`, mapping, {
        schema: LoggerMappingListItemSchema,
      })
    : api.post(`${base(vesselId)}/Mappings`, mapping, { schema: LoggerMappingListItemSchema });
}

export function dryRunLoggerFile(vesselId: string, file: File, mappingId: string, options: Progress = {}) {
  return apiUpload(
    `${base(vesselId)}/DryRun`,
    formWith(file, { [loggerImportFormFields.mappingId]: mappingId }),
    {
      ...options,
      schema: LoggerDryRunSchema,
    },
  );
}

export function importLoggerFile(vesselId: string, file: File, mappingId: string, options: Progress = {}) {
  return apiUpload(
    `${base(vesselId)}/Import`,
    formWith(file, { [loggerImportFormFields.mappingId]: mappingId }),
    {
      ...options,
      schema: LoggerImportAcceptedSchema,
    },
  );
}

export function sendImportPackage(file: File, options: Progress = {}) {
  return apiUpload('/ImportPackages', formWith(file), { ...options, schema: ImportPackageAcceptedSchema });
}
