import { rm } from 'node:fs/promises';
import {
  importStatuses,
  type ImportPackageAccepted,
  type UnassignedData,
} from '../../domain/contracts/imports.ts';
import { fillMessage, messages } from '../../domain/messages.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { requireAdmin } from '../security/access-policy.ts';
import type { Actor } from '../security/actor.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';
import { findLiveVesselWithImo, imoTakenMessage, insertVessel, particularsOf } from '../vessels/public.ts';
import type { VesselUpdate } from '../../domain/contracts/vessels.ts';
import * as records from './import-records.repository.ts';
import { findVesselById } from './import-vessels.repository.ts';
import { packageFile } from './package-store.ts';
import type { PipelineContext } from './pipeline-context.ts';
import * as unassigned from './unassigned-data.repository.ts';

/**
 * Unassigned data (issue 27, ADR 0087): packages whose IMO number no live vessel had. They have no
 * company, so every call is the Administrator's. Assigning one moves it back into `imports` as a
 * Running import for the chosen vessel (assigned_by set) and queues it on receiveddata, so it is
 * checked and imported like any package; each sample is stored once.
 */
export function createUnassignedDataService(ctx: PipelineContext) {
  const { engine } = ctx;

  async function requireEntry(importPath: string) {
    const row = await unassigned.findUnassigned(engine, importPath);
    if (!row) throw notFound(messages.unassignedDataNotFound);
    return row;
  }

  async function assignTo(actor: Actor, row: unassigned.UnassignedRow, vesselId: string) {
    const moved = await engine.transaction(async (tx) => {
      if (!(await unassigned.deleteUnassigned(tx, row.importPath))) return false;
      await records.insertImport(tx, {
        importPath: row.importPath,
        sha256: row.sha256,
        fileName: row.fileName,
        imoNumber: row.imoNumber,
        vesselId,
        webJob: 'Prepare',
        status: importStatuses.Running,
        uploadedBy: row.uploadedBy,
        assignedBy: actor.userId,
      });
      return true;
    });
    if (!moved) throw conflict(messages.unassignedDataGone);
    const queues = ctx.queues();
    if (!queues) throw conflict('The import queues are starting; try again in a moment.');
    await queues.enqueue('receiveddata', row.importPath);
  }

  return {
    async list(actor: Actor): Promise<UnassignedData[]> {
      requireAdmin(actor);
      return (await unassigned.listUnassigned(engine)).map((row) => ({
        importPath: row.importPath,
        fileName: row.fileName,
        imoNumber: row.imoNumber,
        periodStart: row.periodStart.toISOString(),
        periodEnd: row.periodEnd.toISOString(),
        sampleCount: row.sampleCount,
        variableCount: row.variableCount,
        receivedAt: row.receivedAt.toISOString(),
      }));
    },

    /** To any live vessel; a vessel of another IMO number only with the mismatch confirmed. */
    async assign(
      actor: Actor,
      body: { importPath: string; vesselId: string; confirmImoMismatch: boolean },
    ): Promise<ImportPackageAccepted> {
      requireAdmin(actor);
      const row = await requireEntry(body.importPath);
      const vessel = await findVesselById(engine, body.vesselId);
      if (!vessel) throw notFound(messages.vesselNotFound);
      if (vessel.imoNumber !== row.imoNumber && !body.confirmImoMismatch) {
        throw conflict(
          fillMessage(messages.unassignedImoMismatch, {
            packageImo: row.imoNumber,
            vessel: vessel.name,
            vesselImo: vessel.imoNumber,
          }),
        );
      }
      await assignTo(actor, row, vessel.id);
      return { importPath: row.importPath, queued: true };
    },

    /** A new vessel with the package's IMO number, then the package assigned to it. */
    async createVessel(
      actor: Actor,
      body: VesselUpdate & { importPath: string; companyId: string | null },
    ): Promise<{ vesselId: string; importPath: string }> {
      requireAdmin(actor);
      const row = await requireEntry(body.importPath);
      const imoNumber = Number(row.imoNumber);
      const taken = async () => {
        const holder = await findLiveVesselWithImo(ctx.db, imoNumber);
        return holder ? conflict(imoTakenMessage(actor, imoNumber, body.companyId, holder)) : null;
      };
      const before = await taken();
      if (before) throw before;
      let vesselId: string;
      try {
        vesselId = await insertVessel(ctx.db, {
          ...particularsOf(body),
          companyId: body.companyId,
          imoNumber,
          vesselType: null,
          deadweight: null,
          grossTonnage: null,
          activeStatus: body.companyId ? 'Assigned' : 'Unassigned',
          isDataReceiver: false,
        });
      } catch (error) {
        // The live-IMO constraint caught a vessel created at the same moment: the same 409.
        if (!isUniqueViolation(error)) throw error;
        throw (
          (await taken()) ?? conflict(fillMessage(messages.vesselImoExistsElsewhere, { imo: row.imoNumber }))
        );
      }
      await assignTo(actor, row, vesselId);
      return { vesselId, importPath: row.importPath };
    },

    /** Removes the entry and its stored package. */
    async remove(actor: Actor, importPath: string): Promise<void> {
      requireAdmin(actor);
      if (!(await unassigned.deleteUnassigned(engine, importPath)))
        throw notFound(messages.unassignedDataNotFound);
      const file = packageFile(ctx.dataDir, importPath);
      if (file) await rm(file, { force: true });
    },
  };
}

export type UnassignedDataService = ReturnType<typeof createUnassignedDataService>;
