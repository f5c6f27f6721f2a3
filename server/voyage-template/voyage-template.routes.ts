// The voyage-data template (002 §7, endpoints.tsv; EMIS-222..224, ADR 0077): the server makes the
// template (DECISIONS EMIS-223: one implementation, the client downloads it) and reads a completed one.
import {
  voyageTemplateEndpoints as endpoints,
  voyageTemplateMaxBytes,
  voyageTemplateMessages,
} from '../../domain/contracts/voyage-template.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { readUploadedSheet } from '../http/spreadsheet-upload.ts';
import { emissionReportReadAccess } from '../voyages/public.ts';
import type { createVoyageTemplateService } from './voyage-template.service.ts';

const tag = 'Emission reports';

export function registerVoyageTemplateRoutes(
  router: ApiRouter,
  services: { voyageTemplate: ReturnType<typeof createVoyageTemplateService> },
): void {
  const { voyageTemplate: template } = services;

  router.authenticated(
    {
      ...endpoints.generate,
      tag,
      summary:
        'The voyage-data template of a vessel (.xlsx): one row per event, with a column per cargo unit, flow meter with manual input and fuel tank; 409 when the vessel has no flow meter with manual input or fuel tank, or no cargo units',
      access: emissionReportReadAccess,
    },
    ({ actor, body }) => template.generate(actor, body.vesselId),
  );

  router.authenticated(
    {
      ...endpoints.upload,
      tag,
      summary:
        'Reads a completed template (multipart field "file", .xlsx): every row is checked with the voyage rules first; all errors are answered together (400, each naming its cell) and nothing is saved, else every row is saved in one transaction. Rows match existing events by time and type and empty cells change nothing, so the same file again changes nothing',
      access: emissionReportReadAccess,
    },
    ({ actor, params, c }) =>
      template.upload(actor, params.vesselId, () =>
        readUploadedSheet(c, voyageTemplateMaxBytes, {
          missing: voyageTemplateMessages.missingFile,
          missingField: 'The completed template is required.',
          tooLarge: voyageTemplateMessages.tooLarge,
        }),
      ),
  );
}
