// The two import downloads of 003 §7: GET /ImportStatus/DownloadImportPackage?path= and
// /ImportStatus/DownloadZipFile?path=, fetched with the token (lib/download.ts).
import { importEndpoints } from '../../../../domain/contracts/imports.ts';
import { endpointUrl } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export type ImportDownloadKind = 'DownloadImportPackage' | 'DownloadZipFile';

const downloads = {
  DownloadImportPackage: importEndpoints.downloadImportPackage,
  DownloadZipFile: importEndpoints.downloadZipFile,
} as const;

export function importDownloadUrl(kind: ImportDownloadKind, path: string): string {
  return endpointUrl(downloads[kind], { query: { path } });
}

export async function downloadImportFile(kind: ImportDownloadKind, path: string): Promise<void> {
  await downloadFrom(downloads[kind], { query: { path } }, path.split(/[\\/]/).pop() || 'import');
}
