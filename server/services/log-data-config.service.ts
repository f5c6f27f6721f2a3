import { defaultLogDataConfig, type LogDataConfig } from '../../domain/contracts/log-data-config.ts';
import { forbidden } from '../http/app-error.ts';
import type { Actor } from '../policies/actor.ts';
import { requireNotPartner, vesselScopeFor } from '../policies/access-policy.ts';
import { findLogDataConfig, saveLogDataConfig } from '../repositories/log-data-config.repository.ts';
import { lastVoyage } from '../repositories/log-data.repository.ts';
import { isVesselInScope } from '../repositories/vessels.repository.ts';
import type { PipelineContext } from './import-pipeline-context.ts';

/** The log-data configuration per vessel (000 §3): get (stored, or the defaults) and update. */
export function createLogDataConfigService(ctx: PipelineContext) {
  async function requireVessel(actor: Actor, vesselId: string) {
    requireNotPartner(actor);
    if (!(await isVesselInScope(ctx.db, vesselId, vesselScopeFor(actor, { ignoreCompany: true }))))
      throw forbidden();
  }

  async function withLastVoyage(config: Omit<LogDataConfig, 'lastVoyage'>): Promise<LogDataConfig> {
    const voyage = await lastVoyage(ctx.engine, config.vesselId);
    return {
      ...config,
      lastVoyage: voyage
        ? { startDate: voyage.start.toISOString(), endDate: voyage.end ? voyage.end.toISOString() : null }
        : null,
    };
  }

  return {
    async find(actor: Actor, vesselId: string): Promise<LogDataConfig> {
      await requireVessel(actor, vesselId);
      return withLastVoyage(
        (await findLogDataConfig(ctx.engine, vesselId)) ?? defaultLogDataConfig(vesselId),
      );
    },

    async update(actor: Actor, config: LogDataConfig): Promise<LogDataConfig> {
      await requireVessel(actor, config.vesselId);
      await saveLogDataConfig(ctx.engine, config);
      return withLastVoyage((await findLogDataConfig(ctx.engine, config.vesselId))!);
    },
  };
}

export type LogDataConfigService = ReturnType<typeof createLogDataConfigService>;
