// The emissions compliance calls (002 §7; EMIS-225): the voyage summary, the emission summary, the
// upload of several files and the download of one by name.
import { useQuery } from '@tanstack/react-query';
import {
  ComplianceVoyagesSchema,
  EmissionSummarySchema,
} from '../../../../domain/contracts/emission-compliance.ts';
import {
  VESSEL_FILE_UPLOAD_TIMEOUT_MS,
  VesselFileListSchema,
} from '../../../../domain/contracts/vessel-files.ts';
import { api } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/download.ts';

export const complianceKey = (vesselId: string) => ['emission-compliance', vesselId] as const;

export function useComplianceVoyages(vesselId: string) {
  return useQuery({
    queryKey: [...complianceKey(vesselId), 'voyages'],
    queryFn: ({ signal }) =>
      api.get(`/EmissionCompliance/voyages/${vesselId}`, { schema: ComplianceVoyagesSchema, signal }),
  });
}

export function useEmissionSummary(vesselId: string) {
  return useQuery({
    queryKey: [...complianceKey(vesselId), 'summary'],
    queryFn: ({ signal }) =>
      api.get(`/EmissionCompliance/emission-summary/${vesselId}`, { schema: EmissionSummarySchema, signal }),
  });
}

export function uploadComplianceFiles(vesselId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.set('replace', 'true');
  return api.post('/EmissionCompliance/upload-multiple', form, {
    query: { vesselId },
    schema: VesselFileListSchema,
    signal: AbortSignal.timeout(VESSEL_FILE_UPLOAD_TIMEOUT_MS),
  });
}

export const downloadComplianceFile = (vesselId: string, fileName: string) =>
  downloadApiFile('/EmissionCompliance/download-voyage-file', { vesselId, fileName }, fileName);
