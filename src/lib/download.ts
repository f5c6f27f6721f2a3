// Downloads from the API: they need the bearer token, so a plain link cannot fetch them. The file
// is fetched, then handed to the browser as a download under the name the server gave it.
import { ApiError, buildApiUrl, type QueryValue } from './api-client.ts';
import { readStoredToken } from './token-store.ts';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return fallback;
}

/**
 * Fetches `path` with the session's token (GET, or POST with a JSON body) and saves the answer; a
 * refusal throws ApiError with its message.
 */
export async function downloadApiFile(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
  post?: { body: unknown },
): Promise<void> {
  const stored = readStoredToken();
  const headers: Record<string, string> = stored ? { Authorization: `Bearer ${stored.token}` } : {};
  if (post) headers['Content-Type'] = 'application/json';
  const response = await fetch(buildApiUrl(path, query), {
    method: post ? 'POST' : 'GET',
    headers,
    body: post ? JSON.stringify(post.body) : undefined,
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
  anchor.download = fileNameOf(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
