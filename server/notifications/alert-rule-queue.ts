import type PgBoss from 'pg-boss';
import { registerLocalWorker, wakeLocalWorkers } from '../jobs/local-workers.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import type { Mailer } from '../mail/mailer.ts';
import { evaluateVesselRules, importedRange, mailOpenedIncidents } from './rule-evaluation.ts';

/**
 * The rule evaluation queue (issue 14 §2, ADR 0083): one job per imported package that added
 * samples, asked for by the import queue after the package is stored. Jobs are not merged (each
 * names its package's range); the rules' watermarks make a range that was already evaluated cost
 * nothing, so a retried job never opens an incident twice.
 */
export const alertRuleQueueName = 'alertrules';

type JobData = { importPath: string };

export type AlertRuleQueue = {
  /** Asks for the evaluation of the vessel's rules over the package's range. */
  request(importPath: string): Promise<void>;
  /** Resolves when no evaluation is waiting or running (tests, the demo seed). */
  idle(timeoutMs?: number): Promise<void>;
};

export async function createAlertRuleQueue(boss: PgBoss): Promise<AlertRuleQueue> {
  await boss.createQueue(alertRuleQueueName, {
    name: alertRuleQueueName,
    retryLimit: 2,
    retryDelay: 30,
    expireInHours: 2,
    retentionDays: 1,
  });
  const pending = () => boss.getQueueSize(alertRuleQueueName, { before: 'completed' });
  return {
    async request(importPath) {
      await boss.send(alertRuleQueueName, { importPath } satisfies JobData);
      wakeLocalWorkers(boss, alertRuleQueueName);
    },
    async idle(timeoutMs = 600_000) {
      const until = Date.now() + timeoutMs;
      while ((await pending()) > 0) {
        if (Date.now() > until) throw new Error('The alert rule queue did not become idle in time');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

export type AlertRuleWorkerDeps = {
  engine: SqlEngine;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  pollingIntervalSeconds?: number;
  log?: (message: string) => void;
};

/** Evaluates the rules after one package and mails the recipients of the incidents it opened. */
export async function evaluateImport(deps: AlertRuleWorkerDeps, importPath: string) {
  const range = await importedRange(deps.engine, importPath);
  if (!range) return null;
  const result = await evaluateVesselRules(deps.engine, { ...range, now: deps.now() });
  // The incidents are stored: a mail that fails is logged, never a reason to evaluate again.
  if (result.opened.length > 0)
    await mailOpenedIncidents(deps.engine, deps.mailer, deps.publicUrl, result).catch((error: unknown) =>
      (deps.log ?? console.warn)(`alert rule e-mail for ${result.vesselName}: ${String(error)}`),
    );
  return result;
}

/** The worker of the queue (the job runner's process). */
export async function workAlertRuleQueue(boss: PgBoss, deps: AlertRuleWorkerDeps): Promise<void> {
  const log = deps.log ?? ((message: string) => console.warn(message));
  registerLocalWorker(
    boss,
    alertRuleQueueName,
    await boss.work<JobData>(
      alertRuleQueueName,
      { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await evaluateImport(deps, job.data.importPath);
        } catch (error) {
          log(`alert rules after ${job.data.importPath}: ${(error as Error).message}`);
          throw error;
        }
      },
    ),
  );
}
