// Vessel histories (001 §3, §7; PERF-092, PERF-172, PERF-173): the packages a vessel exported and
// Wakeline imported, in a window of export dates, the newest one, and what the vessel's packages
// add up to. Every role that sees the vessel except the partner type. Decisions: docs/adr/0053.
import {
  defaultHistoryTimespanDays,
  historyTimespanDays,
  type LatestVesselHistory,
  type VesselHistoriesFindQuery,
  type VesselHistory,
  type VesselHistoryAdditional,
} from '../../domain/contracts/vessel-histories.ts';
import { notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import type { DataContext } from '../context.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import { countExports, findExports, findLatestExport } from './vessel-histories.repository.ts';

const dayMs = 86_400_000;

export const noVesselHistoryMessage = 'No data package from this vessel has been imported yet.';

export type VesselHistoriesDeps = Pick<DataContext, 'engine' | 'now'> & { access: VoyageDataAccess };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createVesselHistoriesService({ engine, now, access }: VesselHistoriesDeps) {
  return {
    /**
     * GET /VesselHistories/Find: the exports made in [fromDate, toDate]. Without a toDate the window
     * ends at the vessel's last export (now when it has none); without a fromDate it reaches the
     * default timespan back from its end.
     */
    async find(actor: Actor, query: VesselHistoriesFindQuery): Promise<VesselHistory> {
      await access(actor, query.vesselId);
      const latest = await findLatestExport(engine, query.vesselId);
      const lastExportMs = latest ? latest.exportDate.getTime() : null;
      const toMs = query.toDate ? Date.parse(query.toDate) : (lastExportMs ?? now().getTime());
      const fromMs = query.fromDate ? Date.parse(query.fromDate) : toMs - defaultHistoryTimespanDays * dayMs;
      const rows =
        fromMs <= toMs ? await findExports(engine, query.vesselId, new Date(fromMs), new Date(toMs)) : [];
      return {
        vesselId: query.vesselId,
        histories: rows.map((row) => ({ id: row.id, exportDate: row.exportDate.toISOString() })),
        timespan: historyTimespanDays(lastExportMs, fromMs, toMs),
      };
    },

    /** GET /VesselHistories/Latest/{vesselId}: the newest export; 404 before the first import. */
    async latest(actor: Actor, vesselId: string): Promise<LatestVesselHistory> {
      await access(actor, vesselId);
      const latest = await findLatestExport(engine, vesselId);
      if (!latest) throw notFound(noVesselHistoryMessage);
      return { vesselId, id: latest.id, exportDate: latest.exportDate.toISOString() };
    },

    /** GET /VesselHistoryAdditional/Find/{vesselId}: the packages in numbers and the last one's contents. */
    async additional(actor: Actor, vesselId: string): Promise<VesselHistoryAdditional> {
      await access(actor, vesselId);
      const [totals, latest] = await Promise.all([
        countExports(engine, vesselId),
        findLatestExport(engine, vesselId),
      ]);
      return {
        vesselId,
        packageCount: totals.imported,
        failedPackageCount: totals.failed,
        firstExportDate: iso(totals.firstExportDate),
        lastReceivedDate: iso(totals.lastReceivedAt),
        lastExport: latest
          ? {
              id: latest.id,
              exportDate: latest.exportDate.toISOString(),
              receivedDate: latest.receivedAt.toISOString(),
              dataFromDate: iso(latest.dataFrom),
              dataToDate: iso(latest.dataTo),
              variableCount: latest.variableCount,
              sampleCount: latest.sampleCount,
            }
          : null,
      };
    },
  };
}

export type VesselHistoriesService = ReturnType<typeof createVesselHistoriesService>;
