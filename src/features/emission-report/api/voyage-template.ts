// The voyage-data template (002 §2, §7; EMIS-222..224, DECISIONS EMIS-223: the server makes it,
// the client downloads it): the download, and the upload of a completed one with its progress
// (XMLHttpRequest: fetch reports no upload progress). A refusal is an ApiError with the file's errors.
import * as v from 'valibot';
import {
  TemplateUploadResultSchema,
  voyageTemplateEndpoints as endpoints,
  type TemplateUploadResult,
} from '../../../../domain/contracts/voyage-template.ts';
import { ApiError, endpointUrl } from '../../../lib/api-client.ts';
import { downloadApiFile } from '../../../lib/download.ts';
import { readStoredToken } from '../../../lib/token-store.ts';

export function downloadVoyageTemplate(vesselId: string): Promise<void> {
  return downloadApiFile(endpoints.generate.path, {}, 'Voyage data template.xlsx', {
    body: { vesselId },
  });
}

/** How far an upload is: sending (a fraction of the bytes), then the server checking the rows. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

const errorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function uploadVoyageTemplate(
  vesselId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<TemplateUploadResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpointUrl(endpoints.upload, { params: { vesselId } }));
    const stored = readStoredToken();
    if (stored) request.setRequestHeader('Authorization', `Bearer ${stored.token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'sending', fraction: event.loaded / event.total });
    };
    request.upload.onload = () => onProgress({ phase: 'checking' });
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = v.safeParse(TemplateUploadResultSchema, body);
        if (parsed.success) resolve(parsed.output);
        else reject(new ApiError(request.status, 'BAD_ANSWER', ''));
        return;
      }
      const error = v.safeParse(errorBodySchema, body);
      const output = error.success ? error.output : {};
      reject(
        new ApiError(
          request.status,
          output.code ?? `HTTP_${request.status}`,
          output.message ?? '',
          output.errors ?? [],
        ),
      );
    };
    onProgress({ phase: 'sending', fraction: 0 });
    request.send(form);
  });
}
