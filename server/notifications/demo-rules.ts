// The demo fleet's alert rules (issue 14 §2, ADR 0083): rules the simulated year really trips,
// made before the vessel's package is imported so its evaluation opens their incidents. The
// simulator's sensors spike now and then to 2.5-4 times the reading and drop out for one to twelve
// hours (domain/sim/simulate.ts): shaft power above 110 % of the engine's MCR and six hours without
// speed over ground each happen a few times a year per vessel. The recipients are the users who
// see the vessel.
import { randomUUID } from 'node:crypto';
import type { PackageVariable } from '../../domain/import-package/format.ts';
import { DEFAULT_MIN_DURATION_MINUTES } from '../../domain/notifications/episodes.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { upsertPackageVariables } from '../log-data/public.ts';
import { firstAdministrator } from '../users/public.ts';
import { insertRule, listRecipientCandidates, vesselHasRules } from './notifications.repository.ts';

export async function seedDemoAlertRules(
  engine: SqlEngine,
  input: { vesselId: string; mcrKw: number; variables: PackageVariable[]; now: Date },
): Promise<number> {
  if (await vesselHasRules(engine, input.vesselId)) return 0;
  return engine.transaction(async (tx) => {
    // The package's variables as its import stores them (the import updates the same rows).
    const ids = await upsertPackageVariables(tx, input.vesselId, input.variables);
    const recipients = (await listRecipientCandidates(tx, input.vesselId)).map((user) => user.id);
    const admin = await firstAdministrator(tx);
    const rules = [
      {
        source: 'ShaftPower',
        name: 'Shaft power above 110 % MCR',
        conditionType: 'Above' as const,
        lowerLimit: null,
        upperLimit: Math.round(1.1 * input.mcrKw),
        noDataMinutes: null,
        severity: 'Critical' as const,
      },
      {
        source: 'SOG',
        name: 'No speed over ground for 6 hours',
        conditionType: 'NoData' as const,
        lowerLimit: null,
        upperLimit: null,
        noDataMinutes: 360,
        severity: 'Warning' as const,
      },
    ];
    let made = 0;
    for (const rule of rules) {
      const logVariableId = ids.get(rule.source);
      if (!logVariableId || !admin) continue;
      await insertRule(tx, {
        id: randomUUID(),
        vesselId: input.vesselId,
        logVariableId,
        name: rule.name,
        conditionType: rule.conditionType,
        lowerLimit: rule.lowerLimit,
        upperLimit: rule.upperLimit,
        noDataMinutes: rule.noDataMinutes,
        minDurationMinutes: DEFAULT_MIN_DURATION_MINUTES,
        severity: rule.severity,
        createdAt: input.now,
        createdBy: admin.id,
        recipientIds: recipients.length > 0 ? recipients : [admin.id],
      });
      made += 1;
    }
    return made;
  });
}
