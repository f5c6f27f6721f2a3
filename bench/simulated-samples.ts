/**
 * For the benches that need a vessel-year of logged data in the samples table: log variables named
 * as the taxonomy knows them, and the simulated vessel's values of those channels COPYed in (not
 * timed). The rollups each bench needs are its own to build.
 */
import type { Actor } from '../server/security/actor.ts';
import { randomUUID } from 'node:crypto';
import type { SqlEngine } from '../server/db/sql-engine.ts';
import { ensureSamplePartitions } from '../server/log-data/partitions.repository.ts';
import {
  simulateVessel,
  simVariables,
  type SimEvent,
  type SimStep,
  type SimVariableId,
  type SimVessel,
} from '../domain/sim/simulate.ts';

/** sourceId of the simulator, name, unit, onboard system. */
export type BenchChannel = readonly [SimVariableId, string, string, string];

const dayMs = 86_400_000;

export async function loadSimulatedChannels(
  engine: SqlEngine,
  options: {
    vesselId: string;
    simVessel: SimVessel;
    channels: readonly BenchChannel[];
    /** Prefixes the variables' source ids, so benches on one vessel do not meet. */
    sourcePrefix: string;
    fromMs: number;
    days: number;
    stepMinutes: number;
    seed?: number;
    onStep?: (step: SimStep) => void;
  },
): Promise<{ ids: string[]; events: SimEvent[]; stored: number }> {
  const { vesselId, channels, fromMs, days, stepMinutes } = options;
  const column = new Map(simVariables.map((variable, i) => [variable.id as string, i]));
  const ids = channels.map(() => randomUUID());
  for (const [i, [sourceId, name, unit, system]] of channels.entries()) {
    await engine.query(
      `INSERT INTO log_variables (id, vessel_id, source_id, name, unit, onboard_system, sample_window_ms, first_ts, last_ts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ids[i],
        vesselId,
        `${options.sourcePrefix}${sourceId}`,
        name,
        unit,
        system,
        stepMinutes * 60_000,
        new Date(fromMs).toISOString(),
        new Date(fromMs + days * dayMs).toISOString(),
      ],
    );
  }
  await ensureSamplePartitions(engine, fromMs, fromMs + days * dayMs);
  const events: SimEvent[] = [];
  let lines: string[][] = channels.map(() => []);
  let stored = 0;
  const flush = async () => {
    await engine.copyCsv(
      'samples',
      ['vessel_id', 'log_variable_id', 'ts', 'value'],
      lines.map((part) => part.join('')),
    );
    lines = channels.map(() => []);
  };
  const steps = simulateVessel(options.simVessel, { fromMs, days, stepMinutes, seed: options.seed }, events);
  for (const step of steps) {
    options.onStep?.(step);
    const at = new Date(step.atMs).toISOString();
    for (const [i, [sourceId]] of channels.entries()) {
      const value = step.values[column.get(sourceId)!]!;
      if (!Number.isFinite(value)) continue;
      lines[i]!.push(`${vesselId},${ids[i]},${at},${value}\n`);
      stored++;
    }
    if (lines[0]!.length >= 20_000) await flush();
  }
  await flush();
  return { ids, events, stored };
}

/** The Administrator the benches act as when they call a service directly. */
export function benchAdministrator(): Actor {
  return {
    userId: randomUUID(),
    email: 'bench@example.com',
    role: 'Administrator',
    homeCompanyId: null,
    companyId: null,
    sessionTokenHash: null,
    hasPartnerKeys: false,
  };
}
