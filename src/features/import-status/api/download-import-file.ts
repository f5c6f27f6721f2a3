// The two import downloads of 003 §7: GET /ImportStatus/DownloadImportPackage?path= and
// /ImportStatus/DownloadZipFile?path=, fetched with the token (lib/download.ts).
import { buildApiUrl } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/download.ts';

export type ImportDownloadKind = 'DownloadImportPackage' | 'DownloadZipFile';

export function importDownloadUrl(kind: ImportDownloadKind, path: string): string {
  return buildApiUrl(`/ImportStatus/${kind}`, { path });
}

export async function downloadImportFile(kind: ImportDownloadKind, path: string): Promise<void> {
  await downloadApiFile(`/ImportStatus/${kind}`, { path }, path.split(/[\\/]/).pop() || 'import');
}
