// Noon reports through the access policy and the sync protocol (ADR 0102): every write is
// idempotent (Idempotency-Key), versioned (If-Match: 412 stale, 428 missing) and deletes are soft,
// exactly as the voyage events (ADR 0025). The rules of domain/noon-reports decide: a refusal is
// a 400 with its message and changes nothing; the warnings are saved with the report.
import type { Kysely } from 'kysely';
import type { NoonReport, NoonReportWrite } from '../../domain/contracts/noon-reports.ts';
import { checkNoonReport } from '../../domain/noon-reports/noon-report-rules.ts';
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/schema.ts';
import { afterCommit } from '../db/batch-transaction.ts';
import type { StoredAnswer } from '../db/idempotency.ts';
import { syncedWriter, type Db, type WriteContext } from '../db/synced-table.ts';
import { conflict, invalidInput, notFound } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import type { VoyageDataAccess } from '../vessels/public.ts';
import {
  listNoonReports,
  noonReportAtSameTime,
  noonReportColumns,
  noonReportInsert,
  noonReportsTable,
  noonReportVesselOf,
  previousNoonReport,
  usableFuelTypeNames,
} from './noon-reports.repository.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';

export type NoonReportsServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  /** The voyage data policy (every role that sees the vessel except the partner type), reads and writes. */
  access: VoyageDataAccess;
  /**
   * Asks for the recalculation of the vessel's long trends after a report was written (ADR 0107:
   * a vessel without sensor data takes its trends from its noon reports). None when the server
   * runs no pipeline.
   */
  requestRecalculation?: (vesselId: string) => Promise<void>;
};

/**
 * Two reports at the same instant written at the same moment pass the check in `judge` side by side;
 * the partial unique index refuses the second, which answers 409 like the check (never a 500).
 */

async function sameTimeAsConflict(write: Promise<StoredAnswer>): Promise<StoredAnswer> {
  try {
    return await write;
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    if (isUniqueViolation(error) && (constraint === undefined || constraint === 'noon_reports_vessel_time'))
      throw conflict(messages.noonReportSameTime);
    throw error;
  }
}

export function createNoonReportsService({ db, now, access, requestRecalculation }: NoonReportsServiceDeps) {
  /** After a write that changed something (not a replay): the trends of the vessel follow. */
  async function written(vesselId: string, answer: StoredAnswer): Promise<StoredAnswer> {
    // In a batch of queued writes (POST /Sync/Ops) the request waits for the batch's commit.
    if (answer.status < 300 && !answer.replayed)
      await afterCommit(async () => void (await requestRecalculation?.(vesselId)));
    return answer;
  }
  const writer = syncedWriter(noonReportsTable, { db, now, notFoundMessage: messages.noonReportNotFound });

  /** Access to an existing report through its vessel (404 when there is no such report). */
  async function reachExisting(actor: Actor, id: string): Promise<string> {
    const vesselId = await noonReportVesselOf(db, id);
    if (!vesselId) throw notFound(messages.noonReportNotFound);
    await access(actor, vesselId);
    return vesselId;
  }

  /** The refusals throw; the answer is the warnings to save with the report. */
  async function judge(trx: Db, input: NoonReportWrite): Promise<NoonReport['warnings']> {
    const fuelTypeIds = [...new Set([...input.fuel, ...input.rob].map((line) => line.fuelTypeId))];
    const names = await usableFuelTypeNames(trx, input.vesselId, fuelTypeIds);
    if (fuelTypeIds.some((id) => !names.has(id)))
      throw invalidInput(messages.noonReportUnknownFuelType, 'fuel');
    const utc = new Date(input.reportTime).toISOString();
    if (await noonReportAtSameTime(trx, input.vesselId, utc, input.id))
      throw conflict(messages.noonReportSameTime);
    const previous = await previousNoonReport(trx, input.vesselId, utc, input.id);
    const findings = checkNoonReport(input, previous, (id) => names.get(id) ?? id);
    if (findings.refusals[0]) throw invalidInput(findings.refusals[0], 'hoursSteamed');
    return findings.warnings;
  }

  return {
    async find(actor: Actor, query: { vesselId: string; from: string; to: string }): Promise<NoonReport[]> {
      await access(actor, query.vesselId);
      return listNoonReports(db, query.vesselId, query.from, query.to);
    },

    async get(actor: Actor, id: string): Promise<NoonReport> {
      await reachExisting(actor, id);
      const report = await noonReportsTable.findById(db, id);
      if (!report || report.isDeleted) throw notFound(messages.noonReportNotFound);
      return report;
    },

    async create(actor: Actor, input: NoonReportWrite, write: WriteContext): Promise<StoredAnswer> {
      await access(actor, input.vesselId);
      return written(
        input.vesselId,
        await sameTimeAsConflict(
          writer.create(
            actor,
            input.id,
            async (trx) => noonReportInsert(input, await judge(trx, input)),
            write,
          ),
        ),
      );
    },

    async update(
      actor: Actor,
      id: string,
      input: NoonReportWrite,
      write: WriteContext,
    ): Promise<StoredAnswer> {
      const vesselId = await reachExisting(actor, id);
      return written(
        vesselId,
        await sameTimeAsConflict(
          writer.update(actor, id, write, async (trx) => {
            if (input.id !== id) throw invalidInput(messages.noonReportIdMismatch, 'id');
            if (input.vesselId !== vesselId) throw invalidInput(messages.noonReportVesselChanged, 'vesselId');
            return noonReportColumns(input, await judge(trx, input));
          }),
        ),
      );
    },

    async remove(actor: Actor, id: string, write: WriteContext): Promise<StoredAnswer> {
      const vesselId = await reachExisting(actor, id);
      return written(vesselId, await writer.remove(actor, id, write));
    },
  };
}

export type NoonReportsService = ReturnType<typeof createNoonReportsService>;
