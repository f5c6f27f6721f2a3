// The emissions compliance calls (002 §7; EMIS-225): the voyage summary, the emission summary, the
// upload of several files and the download of one by name.
import { useQuery } from '@tanstack/react-query';
import { emissionComplianceEndpoints as endpoints } from '../../../../domain/contracts/emission-compliance.ts';
import { VESSEL_FILE_UPLOAD_TIMEOUT_MS } from '../../../../domain/contracts/vessel-files.ts';
import { callApi, uploadTo } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export const complianceKey = (vesselId: string) => ['emission-compliance', vesselId] as const;

export function useComplianceVoyages(vesselId: string) {
  return useQuery({
    queryKey: [...complianceKey(vesselId), 'voyages'],
    queryFn: ({ signal }) => callApi(endpoints.voyages, { params: { vesselId }, signal }),
  });
}

export function useEmissionSummary(vesselId: string) {
  return useQuery({
    queryKey: [...complianceKey(vesselId), 'summary'],
    queryFn: ({ signal }) => callApi(endpoints.emissionSummary, { params: { vesselId }, signal }),
  });
}

export function uploadComplianceFiles(vesselId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.set('replace', 'true');
  return uploadTo(endpoints.upload, form, {
    query: { vesselId },
    signal: AbortSignal.timeout(VESSEL_FILE_UPLOAD_TIMEOUT_MS),
  });
}

export const downloadComplianceFile = (vesselId: string, fileName: string) =>
  downloadFrom(endpoints.download, { query: { vesselId, fileName } }, fileName);
