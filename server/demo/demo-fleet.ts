import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { presetVessel, type SimPresetId } from '../../domain/sim/fleet-presets.ts';
import { seaTrialPoints, shopTestSfocPoints, timeCharterPoints } from '../../domain/sim/sea-trial.ts';
import { CHARTER_PARTY_FEATURE } from '../../domain/performance/charter-party.ts';
import { hasVesselFeature } from '../features/feature-gate.ts';
import type { ShipParticulars } from '../../domain/sim/ship-model.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import { findReferenceCurves, insertReferenceCurve } from '../performance/reference-curves.repository.ts';
import type { DemoVoyageSource } from './demo-voyages.ts';
import type { Actor } from '../security/actor.ts';
import type { ImportStatusService } from '../import/import-status.service.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { writeSimulatedPackage } from '../import/package-writer.ts';
import { packagesDir } from '../import/package-store.ts';
import { openPackage } from '../import/package-reader.ts';
import { seedDemoAlertRules } from '../notifications/demo-rules.ts';

/**
 * The demo fleet's history (issue 4 §3): for every demo vessel without an import yet, a simulated
 * year at 15 minutes plus the last days at 1 minute, received as a package by the same service as
 * POST /ImportPackages and imported through the queues. Runs in the background after the server
 * listens; the import status page shows the progress. A second start finds the imports and skips.
 * With `seedVoyages` the same simulated steps also give the vessel's emission-report voyages.
 */

const presetOfType: Record<string, SimPresetId> = {
  'bulk carrier': 'bulk_carrier',
  'oil tanker': 'tanker',
  tanker: 'tanker',
  'container ship': 'container_ship',
  'ro-ro cargo ship': 'ro_ro_cargo',
  'lng carrier': 'lng_carrier',
  'general cargo ship': 'general_cargo_ship',
  'ro-ro passenger ship': 'ro_ro_passenger',
};

export type DemoFleetOptions = {
  engine: SqlEngine;
  dataDir: string;
  imports: ImportStatusService;
  now?: () => Date;
  days?: number;
  fineDays?: number;
  log?: (message: string) => void;
  /** Stores the vessel's emission-report voyages planned from the same simulation (issue 5 §2). */
  seedVoyages?: (source: DemoVoyageSource) => Promise<number>;
};

/**
 * The vessel's reference curves, once each: the PowerSpeed curve its sea trial at the design draft
 * would have measured and the SFOC curve of its engine's shop test, the references the speed and
 * SFOC long trends are computed against (ADR 0047, ADR 0051), and where the vessel has the
 * CharterParty feature its time charter's warranted consumption (ADR 0056).
 */
export async function seedReferenceCurves(
  engine: SqlEngine,
  vesselId: string,
  ship: ShipParticulars,
): Promise<void> {
  const curves = [
    {
      curveMode: 'PowerSpeed',
      curveFit: 'power',
      points: seaTrialPoints(ship),
      referenceDraft: ship.designDraftM,
    },
    { curveMode: 'SFOC', curveFit: 'polynomial', points: shopTestSfocPoints(ship), referenceDraft: null },
    ...((await hasVesselFeature(engine, vesselId, CHARTER_PARTY_FEATURE))
      ? [
          {
            curveMode: 'TimeCharter',
            curveFit: 'power',
            points: timeCharterPoints(ship),
            referenceDraft: null,
          },
        ]
      : []),
  ] as const;
  for (const curve of curves) {
    if ((await findReferenceCurves(engine, vesselId, curve.curveMode)).length > 0) continue;
    await insertReferenceCurve(engine, {
      vesselId,
      ...curve,
      points: [...curve.points],
      regressionOrder: 2,
      xAxisLogVariableId: null,
      yAxisLogVariableId: null,
    });
  }
}

export async function feedDemoFleet(options: DemoFleetOptions): Promise<number> {
  const { engine } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const [admin] = await engine.query<{ id: string; email: string }>(
    "SELECT id, email FROM users WHERE role = 'Administrator' AND deleted_at IS NULL ORDER BY created_at LIMIT 1",
  );
  if (!admin) return 0;
  const actor: Actor = {
    userId: admin.id,
    email: admin.email,
    role: 'Administrator',
    homeCompanyId: null,
    companyId: null,
    sessionTokenHash: null,
    hasPartnerKeys: false,
  };
  const vessels = await engine.query<{
    id: string;
    name: string;
    imo_number: number;
    vessel_type: string | null;
  }>(
    `SELECT v.id, v.name, v.imo_number, v.vessel_type FROM vessels v
     WHERE v.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM imports i WHERE i.imo_number = v.imo_number::text)
     ORDER BY v.name`,
  );
  const today = new Date((options.now ?? (() => new Date()))().toISOString().slice(0, 10));
  const days = options.days ?? 365;
  const workDir = join(packagesDir(options.dataDir), 'demo');
  await mkdir(workDir, { recursive: true });
  let sent = 0;
  for (const vessel of vessels) {
    const preset = presetOfType[(vessel.vessel_type ?? '').toLowerCase()] ?? 'bulk_carrier';
    const imo = String(vessel.imo_number);
    const file = join(workDir, `${imo}.zip`);
    const simVessel = presetVessel(imo, preset);
    await seedReferenceCurves(engine, vessel.id, simVessel.particulars);
    const voyageLog = createVoyageLog();
    const summary = await writeSimulatedPackage({
      vessel: simVessel,
      fromMs: today.getTime() - days * 86_400_000,
      days,
      stepMinutes: 15,
      fineDays: options.fineDays ?? 3,
      seed: vessel.imo_number,
      outPath: file,
      onStep: options.seedVoyages ? (step) => voyageLog.record(step) : undefined,
    });
    const voyages = await options.seedVoyages?.({
      imoNumber: imo,
      events: summary.events,
      log: voyageLog,
      draftLadenM: simVessel.draftLadenM,
      draftBallastM: simVessel.draftBallastM,
      now: (options.now ?? (() => new Date()))(),
    });
    // Alert rules the simulated year trips (issue 14 §2), on the package's variables.
    const opened = await openPackage(file);
    const variables = opened.variables;
    await opened.close();
    await seedDemoAlertRules(engine, {
      vesselId: vessel.id,
      mcrKw: simVessel.particulars.mcrKw,
      variables,
      now: (options.now ?? (() => new Date()))(),
    });
    const accepted = await options.imports.receive(actor, {
      name: `${imo}.zip`,
      stream: createReadStream(file),
    });
    await rm(file, { force: true });
    log(
      `[wakeline] demo fleet: ${vessel.name} (${summary.sampleCount} samples${voyages ? `, ${voyages} voyages` : ''}) queued as ${accepted.importPath}`,
    );
    sent++;
  }
  return sent;
}
