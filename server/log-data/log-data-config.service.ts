import { defaultLogDataConfig, type LogDataConfig } from '../../domain/contracts/log-data-config.ts';
import { forbidden } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import { requireNotPartner, vesselScopeFor } from '../security/access-policy.ts';
import { findLogDataConfig, saveLogDataConfig } from './log-data-config.repository.ts';
import { lastVoyage } from './log-data.repository.ts';
import { isVesselInScope } from '../vessels/public.ts';
import type { DataContext } from '../context.ts';

/** The log-data configuration per vessel (000 §3): get (stored, or the defaults) and update. */
export function createLogDataConfigService(ctx: DataContext) {
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
