// The vessel file calls (002 §7 'Vessel files'; EMIS-226/227): list, upload (multipart, 6,000,000 ms
// time-out), rename or move, rename a folder, delete, the bytes for the PDF viewer and a download.
// A file's rename, move and delete name the version of the file shown (If-Match, ADR 0092).
import { useQuery } from '@tanstack/react-query';
import {
  VESSEL_FILE_UPLOAD_TIMEOUT_MS,
  vesselFileEndpoints as endpoints,
  type VesselFile,
} from '../../../../domain/contracts/vessel-files.ts';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { callApi, fetchFile, uploadTo } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export const vesselFilesKey = (vesselId: string) => ['vessel-files', vesselId] as const;

export function useVesselFiles(vesselId: string) {
  return useQuery({
    queryKey: vesselFilesKey(vesselId),
    queryFn: ({ signal }) => callApi(endpoints.list, { query: { vesselId }, signal }),
  });
}

export function uploadVesselFile(vesselId: string, file: File, folder: string, replace: boolean) {
  const form = new FormData();
  form.set('file', file);
  form.set('folder', folder);
  if (replace) form.set('replace', 'true');
  return uploadTo(endpoints.upload, form, {
    params: { vesselId },
    signal: AbortSignal.timeout(VESSEL_FILE_UPLOAD_TIMEOUT_MS),
  });
}

export const renameVesselFile = (file: VesselFile, fileName: string) =>
  callApi(endpoints.update, {
    body: { id: file.id, fileName },
    headers: { 'If-Match': versionEtag(file.version) },
  });

export const renameVesselFolder = (vesselId: string, folderName: string, newFolderName: string) =>
  callApi(endpoints.update, { body: { vesselId, folderName, newFolderName } });

export const deleteVesselFile = (file: VesselFile) =>
  callApi(endpoints.remove, { params: { id: file.id }, headers: { 'If-Match': versionEtag(file.version) } });

/** The file's bytes for the in-app viewer, through the link the server gives (onlyUrl=true). */
export async function fetchVesselFileBytes(id: string, signal?: AbortSignal): Promise<Uint8Array> {
  const { url } = await callApi(endpoints.get, { params: { id }, query: { onlyUrl: 'true' }, signal });
  const response = await fetchFile({ link: url }, { signal });
  return new Uint8Array(await response.arrayBuffer());
}

export const downloadVesselFile = (id: string, fileName: string) =>
  downloadFrom(endpoints.get, { params: { id } }, fileName);
