// Emissions compliance (002 §7; EMIS-225): the voyage summary, the emission summary, the upload of
// several files and the download of one by name.
import { emissionComplianceEndpoints as endpoints } from '../../domain/contracts/emission-compliance.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { downloadResponse } from '../http/file-response.ts';
import { voyageDataAccess } from '../http/sync-http.ts';
import { type VesselFilesService, withUploadedFiles } from '../vessel-files/public.ts';
import type { createEmissionComplianceService } from './emission-compliance.service.ts';

const tag = 'Emissions compliance';
const area = 'compliance';

export function registerEmissionComplianceRoutes(
  router: ApiRouter,
  services: {
    emissionCompliance: ReturnType<typeof createEmissionComplianceService>;
    vesselFiles: VesselFilesService;
  },
): void {
  const { emissionCompliance: compliance, vesselFiles: files } = services;

  router.authenticated(
    {
      ...endpoints.voyages,
      tag,
      summary:
        "The vessel's voyages, with distance, time at sea, fuel, CO2 and the MRV bucket once their data is confirmed, and the files of the voyage summary",
      access: voyageDataAccess,
    },
    ({ actor, params }) => compliance.voyages(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.emissionSummary,
      tag,
      summary:
        'Per year, from the confirmed voyages: the MRV CO2 per Art. 10 bucket, the informative ETS CO2 and phase-in, and the IMO DCS totals',
      access: voyageDataAccess,
    },
    ({ actor, params }) => compliance.emissionSummary(actor, params.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.upload,
      tag,
      summary:
        'Uploads files for the voyage summary (multipart "files", one or more; "replace"="true" replaces files of the same name); PDF, Word or Excel, 50 MB a file; all or nothing',
      access: voyageDataAccess,
    },
    async ({ actor, query, c }) => {
      await files.requireAccess(actor, query.vesselId);
      return withUploadedFiles(c, ({ files: uploaded, fields }) =>
        files.upload(
          actor,
          query.vesselId,
          { folder: '', files: uploaded, replace: fields.get('replace')?.toLowerCase() === 'true' },
          area,
        ),
      );
    },
  );

  router.authenticated(
    {
      ...endpoints.download,
      tag,
      summary: 'One file of the voyage summary, by vessel and file name, as a download',
      access: voyageDataAccess,
    },
    async ({ actor, query }) => {
      const content = await files.contentByName(actor, query.vesselId, query.fileName, area);
      return downloadResponse(content.bytes, content.fileName, content.contentType);
    },
  );
}
