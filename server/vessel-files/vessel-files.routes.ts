// Vessel files (002 §7 'Vessel files'; EMIS-226/227; ADR 0073): list, upload (multipart), link or
// download, rename or move, delete.
import * as v from 'valibot';
import {
  VesselFolderPathSchema,
  vesselFileEndpoints as endpoints,
} from '../../domain/contracts/vessel-files.ts';
import { ifMatchHeader } from '../../domain/contracts/sync.ts';
import { fillPath } from '../../domain/contracts/endpoint.ts';
import { apiBase, type ApiRouter } from '../http/api-router.ts';
import { invalidInput } from '../http/app-error.ts';
import { downloadResponse } from '../http/file-response.ts';
import { ifMatchOf, orRefusal, voyageDataAccess } from '../http/sync-http.ts';
import { withUploadedFiles } from './uploaded-files.ts';
import type { createVesselFilesService } from './vessel-files.service.ts';

const tag = 'Vessel files';
const area = 'documents';

export function registerVesselFileRoutes(
  router: ApiRouter,
  services: { vesselFiles: ReturnType<typeof createVesselFilesService> },
): void {
  const { vesselFiles: files } = services;
  router.authenticated(
    {
      ...endpoints.list,
      tag,
      summary: "The vessel's documents; folders are the path prefixes of their names",
      access: voyageDataAccess,
    },
    ({ actor, query }) => files.list(actor, query.vesselId, area),
  );

  router.authenticated(
    {
      ...endpoints.upload,
      tag,
      summary:
        'Uploads a document (multipart: "file"; "folder", the folder path; "replace"="true" to replace a file of the same name, else 409). PDF, Word or Excel by extension and by content; at most 50 MB a file and 1000 MB a vessel',
      access: voyageDataAccess,
    },
    async ({ actor, params, c }) => {
      await files.requireAccess(actor, params.vesselId);
      return withUploadedFiles(c, async ({ files: uploaded, fields }) => {
        if (uploaded.length !== 1) throw invalidInput('Send one file per request.', 'file');
        const folder = v.safeParse(VesselFolderPathSchema, fields.get('folder') ?? '');
        if (!folder.success) throw invalidInput(folder.issues[0].message, 'folder');
        const stored = await files.upload(
          actor,
          params.vesselId,
          {
            folder: folder.output,
            files: uploaded,
            replace: fields.get('replace')?.toLowerCase() === 'true',
          },
          area,
        );
        return stored[0];
      });
    },
  );

  router.authenticated(
    {
      ...endpoints.get,
      tag,
      summary:
        'With onlyUrl=true the link of the file (for the PDF viewer); otherwise the file as a download',
      access: voyageDataAccess,
    },
    async ({ actor, params, query }) => {
      if (query.onlyUrl) {
        const file = await files.find(actor, params.id, area);
        return { url: `${apiBase}${fillPath(endpoints.get.path, { id: file.id })}` };
      }
      const content = await files.content(actor, params.id, area);
      return downloadResponse(content.bytes, content.fileName, content.contentType);
    },
  );

  router.authenticated(
    {
      ...endpoints.update,
      tag,
      summary: `Renames or moves a file ({ id, fileName } with its folder path; the extension stays; ${ifMatchHeader} carries the version of the file it was based on: 412 with the current file when stale, 428 without it) or renames a folder ({ vesselId, folderName, newFolderName }; 404 when the folder is gone, 409 when the new name is taken); answers the changed files`,
      access: voyageDataAccess,
    },
    ({ actor, body, c }) => orRefusal(c, () => files.update(actor, body, area, ifMatchOf(c))),
  );

  router.authenticated(
    {
      ...endpoints.remove,
      tag,
      summary: `Deletes a document; ${ifMatchHeader} carries the version it was based on (412 stale, 428 missing)`,
      access: voyageDataAccess,
    },
    ({ actor, params, c }) => orRefusal(c, () => files.remove(actor, params.id, area, ifMatchOf(c))),
  );
}
