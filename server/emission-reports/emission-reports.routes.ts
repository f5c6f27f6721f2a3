// The emission report downloads, 'Send to DNV GL' and the Reports page's calls (002 §7,
// endpoints.tsv; EMIS-009, EMIS-095, EMIS-204, EMIS-219..221; ADR 0072).
import {
  emissionReportEndpoints as endpoints,
  reportIdPattern,
} from '../../domain/contracts/emission-reports.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { voyageDataAccess as voyageDataAccessText } from '../http/sync-http.ts';
import { emissionReportReadAccess } from '../voyages/public.ts';
import type { EmissionReportsService } from './emission-reports.service.ts';

const tag = 'Emission reports';
const confirmed = 'only once the voyage data is confirmed (409 otherwise)';

export function registerEmissionReportRoutes(router: ApiRouter, reports: EmissionReportsService): void {
  const voyageReports = [
    [
      endpoints.mrvVoyage,
      `The EU MRV report of a voyage (PDF, or format=xlsx); ${confirmed}, and only for an MRV voyage (409 'MRV report is not available between non Member States.')`,
      reports.mrvVoyage,
    ],
    [
      endpoints.imoVoyage,
      `The IMO DCS report of a voyage (PDF, or format=xlsx); ${confirmed}`,
      reports.imoVoyage,
    ],
    [
      endpoints.voyageDnvGl,
      `The classification-society CSV of a voyage ('DNV GL (csv)'); ${confirmed}, and only for a vessel with a valid external key`,
      reports.voyageDnvGl,
    ],
  ] as const;
  for (const [contract, summary, run] of voyageReports) {
    router.authenticated(
      {
        ...contract,
        tag,
        summary: `${summary}; id = an event of the voyage, departureId = its departure`,
        access: emissionReportReadAccess,
      },
      ({ actor, params, query }) => run(actor, params.id, query),
    );
  }

  for (const [contract, name, title] of [
    [endpoints.mrvYearly, 'MrvYearly', 'The annual EU MRV emissions report'],
    [endpoints.imoYearly, 'ImoYearly', 'The annual IMO DCS report'],
  ] as const) {
    router.authenticated(
      {
        ...contract,
        tag,
        summary: `${title} of a vessel (spreadsheet, or format=pdf), over the voyages departed in the year whose data is confirmed, listed`,
        access: emissionReportReadAccess,
      },
      ({ actor, params, query }) => reports.yearly(actor, name, params.vesselId, params.year, query.format),
    );
  }

  router.authenticated(
    {
      ...endpoints.sendToDnvGl,
      tag,
      summary: `'Send to DNV GL': queues the sending of the voyage's CSV to the endpoint of WAKELINE_DNVGL_URL (retried on failure); ${confirmed}, with a valid external key; 409 when sending is not configured`,
      access: emissionReportReadAccess,
    },
    ({ actor, params }) => reports.requestDnvGlUpload(actor, params.id),
  );
  router.authenticated(
    {
      ...endpoints.dnvGlUpload,
      tag,
      summary: "The state of the voyage's sending to DNV GL, and whether sending is configured",
      access: emissionReportReadAccess,
    },
    ({ actor, params }) => reports.dnvGlUpload(actor, params.id),
  );

  router.authenticated(
    {
      ...endpoints.reportTypes,
      tag,
      summary: "The report types (the Reports page hides the one named 'unknown')",
      access: 'every signed-in user',
    },
    () => reports.reportTypes(),
  );
  router.authenticated(
    {
      ...endpoints.reports,
      tag,
      summary:
        "The vessel's reports: the annual MRV and IMO DCS reports of each year with a confirmed voyage",
      access: voyageDataAccessText,
    },
    ({ actor, query }) => reports.reports(actor, query.vesselId),
  );
  router.authenticated(
    {
      ...endpoints.report,
      tag,
      summary: 'A report as a file (format=xlsx or pdf), or with onlyUrl=true its download URL',
      access: emissionReportReadAccess,
    },
    ({ actor, params, query }) => {
      const [, vesselId, type, year] = reportIdPattern.exec(params.id)!;
      return reports.report(
        actor,
        {
          vesselId: vesselId!.toLowerCase(),
          type: type!.toLowerCase() === 'mrvyearly' ? 'MrvYearly' : 'ImoYearly',
          year: Number(year),
        },
        query.onlyUrl,
        query.format,
      );
    },
  );
}
