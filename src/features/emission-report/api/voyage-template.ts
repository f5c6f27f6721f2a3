// The voyage-data template (002 §2, §7; EMIS-222..224, DECISIONS EMIS-223: the server makes it,
// the client downloads it): the download, and the upload of a completed one with its progress
// (the client's upload door reports it). A refusal is an ApiError with the file's errors.
import {
  voyageTemplateEndpoints as endpoints,
  type TemplateUploadResult,
} from '../../../../domain/contracts/voyage-template.ts';
import { uploadTo } from '../../../lib/api-client.ts';
import { downloadFrom } from '../../../lib/download.ts';

export function downloadVoyageTemplate(vesselId: string): Promise<void> {
  return downloadFrom(endpoints.generate, { body: { vesselId } }, 'Voyage data template.xlsx');
}

/** How far an upload is: sending (a fraction of the bytes), then the server checking the rows. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

export function uploadVoyageTemplate(
  vesselId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<TemplateUploadResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  onProgress({ phase: 'sending', fraction: 0 });
  return uploadTo(endpoints.upload, form, {
    params: { vesselId },
    onProgress: (fraction) => onProgress({ phase: 'sending', fraction }),
    onSent: () => onProgress({ phase: 'checking' }),
  });
}
