// The two import downloads of 003 §7: GET /ImportStatus/DownloadImportPackage?path= and
// /ImportStatus/DownloadZipFile?path=. They need the bearer token, so a plain link cannot fetch
// them: the file is fetched, then handed to the browser as a download.
import { ApiError, buildApiUrl } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/token-store.ts';

export type ImportDownloadKind = 'DownloadImportPackage' | 'DownloadZipFile';

export function importDownloadUrl(kind: ImportDownloadKind, path: string): string {
  return buildApiUrl(`/ImportStatus/${kind}`, { path });
}

function fileNameOf(response: Response, path: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return path.split(/[\\/]/).pop() || 'import';
}

export async function downloadImportFile(kind: ImportDownloadKind, path: string): Promise<void> {
  const stored = readStoredToken();
  const response = await fetch(importDownloadUrl(kind, path), {
    headers: stored ? { Authorization: `Bearer ${stored.token}` } : {},
    cache: 'no-store',
  }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.message ?? '');
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response, path);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
