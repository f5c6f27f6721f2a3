// The emission reports (002 §1, §2, §4, §7; EMIS-009, EMIS-095, EMIS-135..138, EMIS-204,
// EMIS-219..221; ADR 0072): the MRV, IMO DCS and classification-society reports of a voyage once its
// data is confirmed, the annual MRV and IMO DCS reports of a vessel, the sending of a voyage to the
// classification society, and the Reports page's list. Every figure comes from
// domain/emissions/emission-reports.ts, which computes through mrv.ts only.
import {
  dnvGlMessages,
  type DnvGlUpload,
  type Report,
  type ReportFileFormat,
  type ReportType,
  type VoyageReportQuery,
} from '../../domain/contracts/emission-reports.ts';
import { annualFigures, voyageFigures } from '../../domain/emissions/emission-reports.ts';
import {
  dnvGlVoyageRows,
  imoAnnualDocument,
  imoVoyageDocument,
  mrvAnnualDocument,
  mrvVoyageDocument,
  reportFuelFactors,
  toCsv,
  type ReportDocument,
} from '../../domain/emissions/report-documents.ts';
import { messages } from '../../domain/messages.ts';
import type { DataContext } from '../context.ts';
import type { GatedAccess } from '../features/public.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import type { DnvGlEndpoint, DnvGlQueue } from './dnv-gl-queue.ts';
import {
  hasExternalKey,
  readEventVoyage,
  readReportFuelTypes,
  readReportShip,
  readReportVoyages,
  readReportYears,
  type ShipRecord,
  type VoyageFilter,
  dnvGlUploadOf,
  queueDnvGlUpload,
  recordDnvGlFailure,
  recordDnvGlSent,
} from './emission-reports.repository.ts';
import { csvResponse, reportResponse } from './report-files.ts';

/** The report types of the Reports page; 'unknown' is one the page hides (EMIS-095). */
export const reportTypes: ReportType[] = [
  { id: 'MrvYearly', name: 'EU MRV annual report' },
  { id: 'ImoYearly', name: 'IMO DCS annual report' },
  { id: 'unknown', name: 'unknown' },
];

const voyageNotFound = () => notFound('The voyage was not found.');

export function createEmissionReportsService(
  deps: DataContext & {
    /** The report reads: reach and the EmissionReport feature (ADR 0059). */
    reads: GatedAccess;
    /** The Reports list: reach only (the page is not gated). */
    access: VoyageDataAccess;
    dnvGl: DnvGlEndpoint | null;
    /** The sending queue once the job queue runs; null before. */
    dnvGlQueue: () => DnvGlQueue | null;
    fetch?: typeof fetch;
  },
) {
  const conn = deps.engine;

  async function shipOf(vesselId: string): Promise<ShipRecord> {
    const ship = await readReportShip(conn, vesselId);
    if (!ship) throw notFound('The vessel was not found.');
    return ship;
  }

  async function voyagesOf(ship: ShipRecord, vesselId: string, filter: VoyageFilter) {
    const voyages = await readReportVoyages(conn, vesselId, filter, ship.cargoUnitId);
    const fuelTypes = await readReportFuelTypes(
      conn,
      voyages.flatMap((voyage) => voyage.fuel.map((entry) => entry.fuelTypeId)),
    );
    return { voyages, fuelTypes, factors: reportFuelFactors(fuelTypes) };
  }

  /** The voyage of {id} (or of departureId) once its data is confirmed (EMIS-135). */
  async function confirmedVoyage(actor: Actor, eventId: string, departureId?: string) {
    const located = await readEventVoyage(conn, departureId ?? eventId);
    if (!located?.departureId) throw voyageNotFound();
    await deps.reads(actor, located.vesselId);
    if (departureId) {
      const ofEvent = await readEventVoyage(conn, eventId);
      if (ofEvent?.vesselId !== located.vesselId) throw voyageNotFound();
    }
    const ship = await shipOf(located.vesselId);
    const { voyages, fuelTypes, factors } = await voyagesOf(ship, located.vesselId, {
      departureId: located.departureId,
    });
    const voyage = voyages[0];
    if (!voyage) throw voyageNotFound();
    if (!voyage.dataConfirmedAt) throw conflict(dnvGlMessages.dataNotConfirmed);
    return { vesselId: located.vesselId, ship, figures: voyageFigures(voyage, factors), fuelTypes };
  }

  async function requireExternalKey(vesselId: string) {
    if (!(await hasExternalKey(conn, vesselId, deps.now()))) throw conflict(dnvGlMessages.noExternalKey);
  }

  async function dnvGlCsv(actor: Actor, eventId: string, departureId?: string) {
    const voyage = await confirmedVoyage(actor, eventId, departureId);
    await requireExternalKey(voyage.vesselId);
    const csv = toCsv(dnvGlVoyageRows(voyage.ship, voyage.figures, voyage.fuelTypes));
    const date = new Date(voyage.figures.departureMs).toISOString().slice(0, 10);
    return { csv, fileName: `DNVGL-${voyage.ship.imoNumber}-${date}.csv`, vesselId: voyage.vesselId };
  }

  async function annualDocument(
    actor: Actor,
    vesselId: string,
    year: number,
    kind: 'MrvYearly' | 'ImoYearly',
  ): Promise<ReportDocument> {
    await deps.reads(actor, vesselId);
    const ship = await shipOf(vesselId);
    const { voyages, fuelTypes, factors } = await voyagesOf(ship, vesselId, { year });
    const figures = annualFigures(voyages, year, factors);
    return kind === 'MrvYearly'
      ? mrvAnnualDocument(ship, figures, fuelTypes)
      : imoAnnualDocument(ship, figures, fuelTypes);
  }

  async function uploadState(departureId: string): Promise<DnvGlUpload> {
    const row = await dnvGlUploadOf(conn, departureId);
    const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
    return {
      departureId,
      isConfigured: deps.dnvGl !== null,
      state: row?.state ?? 'NotSent',
      attempts: Number(row?.attempts ?? 0),
      lastError: row?.last_error ?? null,
      updatedAt: row ? iso(row.updated_at) : null,
      sentAt: row ? iso(row.sent_at) : null,
    };
  }

  return {
    async mrvVoyage(actor: Actor, id: string, query: VoyageReportQuery): Promise<Response> {
      const { ship, figures, fuelTypes } = await confirmedVoyage(actor, id, query.departureId);
      if (!figures.isMrvVoyage) throw conflict(messages.mrvReportNotAvailable);
      return reportResponse(mrvVoyageDocument(ship, figures, fuelTypes), query.format);
    },

    async imoVoyage(actor: Actor, id: string, query: VoyageReportQuery): Promise<Response> {
      const { ship, figures, fuelTypes } = await confirmedVoyage(actor, id, query.departureId);
      return reportResponse(imoVoyageDocument(ship, figures, fuelTypes), query.format);
    },

    async voyageDnvGl(actor: Actor, id: string, query: VoyageReportQuery): Promise<Response> {
      const { csv, fileName } = await dnvGlCsv(actor, id, query.departureId);
      return csvResponse(csv, fileName);
    },

    async yearly(
      actor: Actor,
      kind: 'MrvYearly' | 'ImoYearly',
      vesselId: string,
      year: number,
      format: ReportFileFormat,
    ): Promise<Response> {
      return reportResponse(await annualDocument(actor, vesselId, year, kind), format);
    },

    /** The state of the voyage's sending (and whether sending is configured at all). */
    async dnvGlUpload(actor: Actor, id: string): Promise<DnvGlUpload> {
      const located = await readEventVoyage(conn, id);
      if (!located?.departureId) throw voyageNotFound();
      await deps.reads(actor, located.vesselId);
      return uploadState(located.departureId);
    },

    /** 'Send to DNV GL': queues the sending of a confirmed voyage of a vessel with its key (EMIS-137). */
    async requestDnvGlUpload(actor: Actor, id: string): Promise<DnvGlUpload> {
      const located = await readEventVoyage(conn, id);
      if (!located?.departureId) throw voyageNotFound();
      await deps.reads(actor, located.vesselId);
      if (!deps.dnvGl) throw conflict(dnvGlMessages.notConfigured);
      const queue = deps.dnvGlQueue();
      if (!queue) throw new AppError('INTERNAL', 'The job queue is not running.');
      // Checks the voyage (confirmed, the key) as the download does.
      await dnvGlCsv(actor, located.departureId);
      await queueDnvGlUpload(conn, located.departureId, located.vesselId, actor.userId);
      await queue.send(located.departureId);
      return uploadState(located.departureId);
    },

    /** The queue's work: post the voyage's CSV; record the attempt and its outcome. */
    async sendDnvGlJob(departureId: string, isLastAttempt: boolean): Promise<void> {
      const endpoint = deps.dnvGl;
      const fail = async (message: string) => {
        await recordDnvGlFailure(conn, departureId, message, isLastAttempt);
        throw new Error(message);
      };
      if (!endpoint) return fail(dnvGlMessages.notConfigured);
      const located = await readEventVoyage(conn, departureId);
      if (!located) return fail('The voyage was not found.');
      const ship = await shipOf(located.vesselId);
      const { voyages, fuelTypes, factors } = await voyagesOf(ship, located.vesselId, { departureId });
      const voyage = voyages[0];
      if (!voyage?.dataConfirmedAt) return fail(dnvGlMessages.dataNotConfirmed);
      const csv = toCsv(dnvGlVoyageRows(ship, voyageFigures(voyage, factors), fuelTypes));
      let status: number;
      try {
        const response = await (deps.fetch ?? fetch)(endpoint.url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${endpoint.key}`,
            'Content-Type': 'text/csv; charset=utf-8',
            'X-Wakeline-Voyage': departureId,
          },
          body: csv,
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        return fail(`The DNV GL endpoint could not be reached: ${(error as Error).message}`);
      }
      if (status < 200 || status >= 300) return fail(`The DNV GL endpoint answered ${status}.`);
      await recordDnvGlSent(conn, departureId);
    },

    reportTypes(): ReportType[] {
      return reportTypes;
    },

    /** The vessel's reports: the annual MRV and IMO DCS reports of every year with a confirmed voyage. */
    async reports(actor: Actor, vesselId: string): Promise<Report[]> {
      await deps.access(actor, vesselId);
      const years = await readReportYears(conn, vesselId);
      return years.flatMap((year) =>
        (['MrvYearly', 'ImoYearly'] as const).map((type) => ({
          id: `${vesselId}.${type}.${year}`,
          name: `${reportTypes.find((t) => t.id === type)!.name} ${year}`,
          reportTypeId: type,
          vesselId,
          year,
        })),
      );
    },

    /** GET /Reports/{id}: the file, or with onlyUrl its download URL. */
    async report(
      actor: Actor,
      report: { vesselId: string; type: 'MrvYearly' | 'ImoYearly'; year: number },
      onlyUrl: boolean,
      format: ReportFileFormat,
    ): Promise<Response | { url: string }> {
      if (onlyUrl) {
        await deps.reads(actor, report.vesselId);
        return {
          url: `/api/v1/EmissionReport/${report.type}/${report.vesselId}/${report.year}?format=${format}`,
        };
      }
      return reportResponse(await annualDocument(actor, report.vesselId, report.year, report.type), format);
    },
  };
}

export type EmissionReportsService = ReturnType<typeof createEmissionReportsService>;
