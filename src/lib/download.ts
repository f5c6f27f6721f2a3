// Downloads from the API: they need the bearer token, so a plain link cannot fetch them. The file
// is fetched through the client's one door (api-client.ts), then handed to the browser as a
// download under the name the server gave it.
import type { BodyOf, EndpointContract, ParamsOf, QueryOf } from '../../domain/contracts/endpoint.ts';
import { fetchFile } from './api-client.ts';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return fallback;
}

/**
 * Calls the endpoint declared in domain/contracts with the session's token and saves its answer as
 * a file (named by the server, else `fallbackName`); a refusal throws ApiError with its message.
 */
export async function downloadFrom<C extends EndpointContract>(
  contract: C,
  input: { params?: ParamsOf<C>; query?: QueryOf<C>; body?: BodyOf<C> },
  fallbackName: string,
): Promise<void> {
  const response = await fetchFile(contract, input);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
