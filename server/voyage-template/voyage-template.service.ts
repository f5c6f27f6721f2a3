// The voyage-data template (002 §1, §2, §5, §7, §8; EMIS-010, EMIS-030, EMIS-186, EMIS-195,
// EMIS-222..224; DECISIONS EMIS-024, EMIS-223; ADR 0077): the server makes the template of a vessel
// and reads a completed one. Access first (the vessel's reach and its EmissionReport feature), then
// the template's prerequisites, then every row under the voyage rules; the file is written in one
// transaction under the sync write lock, or nothing is. Rows are matched to the events the vessel
// has (same time and type), so the same file uploaded again writes nothing.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FieldError } from '../../domain/contracts/common.ts';
import type { Port } from '../../domain/contracts/emission-report-vessel-events.ts';
import {
  voyageTemplateMaxErrors,
  voyageTemplateMessages,
  type TemplateUploadResult,
} from '../../domain/contracts/voyage-template.ts';
import { missingTemplatePrerequisites } from '../../domain/voyages/settings-rules.ts';
import {
  planTemplateUpload,
  templateRowMessages,
  type TemplateRow,
} from '../../domain/voyages/voyage-template.ts';
import { lockSyncWrites } from '../db/idempotency.ts';
import type { Database } from '../db/schema.ts';
import type { GatedAccess } from '../features/public.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { xlsxResponse } from '../http/file-response.ts';
import { sheetRefusal, type UploadedSheet } from '../http/spreadsheet-upload.ts';
import type { Actor } from '../security/actor.ts';
import { findPortsByLoCode } from '../voyages/public.ts';
import { readVoyageTemplate, writeVoyageTemplate, type TemplateEquipment } from './template-sheet.ts';
import { readTemplateEquipment, readTemplateState, writeTemplatePlan } from './voyage-template.repository.ts';

export type VoyageTemplateServiceDeps = {
  db: Kysely<Database>;
  now: () => Date;
  /** The emission report module's gate: reach, then the EmissionReport feature (ADR 0059). */
  access: GatedAccess;
};

export function createVoyageTemplateService({ db, now, access }: VoyageTemplateServiceDeps) {
  /** The vessel's equipment once the template's prerequisites hold (EMIS-186; 409 with what is missing). */
  async function equipmentFor(vesselId: string): Promise<TemplateEquipment> {
    const equipment = await readTemplateEquipment(db, vesselId);
    if (!equipment) throw notFound('The vessel was not found.');
    const missing = missingTemplatePrerequisites({
      activeFlowMeters: equipment.flowMeters.map(() => ({
        isDeactivated: false,
        fuelMassFlowRateLogVariableId: null,
      })),
      activeFuelTanks: equipment.fuelTanks.map(() => ({ isDeactivated: false })),
      cargoUnits: equipment.cargoUnits,
    }).map((key) =>
      key === 'cargoUnits'
        ? voyageTemplateMessages.missingCargoUnits
        : voyageTemplateMessages.missingManualMeterOrTank,
    );
    if (missing.length > 0)
      throw new AppError(
        'CONFLICT',
        missing.join(' '),
        missing.map((message) => ({ path: 'vesselId', message })),
      );
    return equipment;
  }

  return {
    /** POST /EmissionReport/GenerateExcelTemplate: the vessel's template (.xlsx). */
    async generate(actor: Actor, vesselId: string): Promise<Response> {
      await access(actor, vesselId);
      const equipment = await equipmentFor(vesselId);
      const buffer = await writeVoyageTemplate(equipment, now());
      return xlsxResponse(buffer, `Voyage data template ${equipment.vesselName}.xlsx`);
    },

    /**
     * POST /EmissionReport/Upload/{vesselId}: `read` takes the file from the request once the
     * caller is known to be allowed (a refused caller gets 403, not a 400 about its file).
     */
    async upload(
      actor: Actor,
      vesselId: string,
      read: () => Promise<UploadedSheet>,
    ): Promise<TemplateUploadResult> {
      await access(actor, vesselId);
      const file = await read();
      const equipment = await equipmentFor(vesselId);
      const reading = await readVoyageTemplate(file.buffer, equipment);
      const ports = await findPortsByLoCode(
        db,
        reading.rows.flatMap((row) => (row.portCode ? [row.portCode] : [])),
      );
      const errors: FieldError[] = [...reading.errors];
      const rows: TemplateRow[] = [];
      for (const { portCode, ...row } of reading.rows) {
        let port: Port | null = null;
        if (portCode) {
          const found = ports.get(portCode);
          if (!found) {
            errors.push({
              path: row.cells.port,
              message: `Row ${row.row}: ${templateRowMessages.portUnknown(portCode)}`,
            });
            continue;
          }
          port = { name: found.name, loCode: found.loCode, isMrvPort: found.isMrvPort };
        }
        rows.push({ ...row, port });
      }
      if (rows.length === 0 && errors.length === 0)
        throw new AppError('VALIDATION_FAILED', voyageTemplateMessages.noRows, [
          { path: 'file', message: voyageTemplateMessages.noRows },
        ]);

      return db.transaction().execute(async (trx) => {
        // Under the lock every other synced write waits: what the rules read stays true until commit.
        const changeSeq = await lockSyncWrites(trx);
        const times = rows.map((row) => row.timestamp).sort((a, b) => Date.parse(a) - Date.parse(b));
        const state =
          times.length === 0
            ? { events: [], cargo: [], fuel: [] }
            : await readTemplateState(trx, vesselId, { from: times[0]!, to: times.at(-1)! }, equipment);
        const planned = planTemplateUpload(rows, state, { vesselId, newId: randomUUID });
        const all = [...errors, ...planned.errors];
        if (all.length > 0)
          throw sheetRefusal(all, {
            subject: 'The template',
            outcome: 'saved',
            max: voyageTemplateMaxErrors,
          });
        await writeTemplatePlan(trx, vesselId, planned.plan, {
          userId: actor.userId,
          deviceId: null,
          changeSeq,
          now: now(),
        });
        return planned.plan.result;
      });
    },
  };
}

export type VoyageTemplateService = ReturnType<typeof createVoyageTemplateService>;
