import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { presetVessel, type SimPresetId } from '../../domain/sim/fleet-presets.ts';
import { seaTrialPoints, shopTestSfocPoints, timeCharterPoints } from '../../domain/sim/sea-trial.ts';
import { CHARTER_PARTY_FEATURE } from '../../domain/performance/charter-party.ts';
import { hasVesselFeature } from '../features/public.ts';
import type { ShipParticulars } from '../../domain/sim/ship-model.ts';
import { createVoyageLog } from '../../domain/sim/voyage-log.ts';
import { findReferenceCurves, insertReferenceCurve } from '../performance/public.ts';
import type { DemoVoyageSource } from './demo-voyages.ts';
import type { Actor } from '../security/actor.ts';
import {
  type ImportStatusService,
  openPackage,
  packagesDir,
  writeSimulatedPackage,
} from '../import/public.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import type { SimEvent } from '../../domain/sim/simulate.ts';
import { hasIso19030Events, insertIso19030Event } from '../iso19030/public.ts';
import { currentLimit } from '../shapoli/public.ts';
import { seedDemoAlertRules } from '../notifications/public.ts';
import { firstAdministrator } from '../users/public.ts';
import { vesselsWithoutImports } from './demo.repository.ts';

/**
 * The demo fleet's history (issue 4 §3): for every demo vessel without an import yet, a simulated
 * year at 15 minutes plus the last days at 1 minute, received as a package by the same service as
 * POST /ImportPackages and imported through the queues. Runs in the background after the server
 * listens; the import status page shows the progress. A second start finds the imports and skips.
 * With `seedVoyages` the same simulated steps also give the vessel's emission-report voyages.
 */

/** The simulator preset of a demo vessel's type (a bulk carrier when the type has none). */
export function demoPresetOf(vesselType: string | null | undefined): SimPresetId {
  return presetOfType[(vesselType ?? '').toLowerCase()] ?? 'bulk_carrier';
}

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

/** A demo vessel's last dry-docking: two weeks in dock, out of dock when its simulated history starts. */
const DEMO_DOCKING_DAYS = 14;

/**
 * The demo vessel's ISO 19030 events, once (ADR 0080): the dry-docking whose out-docking starts its
 * simulated history, and the hull cleaning at the time the simulator cleaned the hull, so that the
 * performance indicators show the fouling's growth and its reset.
 */
export async function seedIso19030Events(
  engine: SqlEngine,
  vesselId: string,
  history: { fromMs: number; events: readonly SimEvent[]; nowMs: number },
): Promise<number> {
  if (await hasIso19030Events(engine, vesselId)) return 0;
  const events = [
    {
      eventType: 'DryDocking' as const,
      startMs: history.fromMs - DEMO_DOCKING_DAYS * 86_400_000,
      endMs: history.fromMs,
      description: 'Dry-docking: hull blasted and recoated with antifouling',
    },
    ...history.events
      .filter((event) => event.type === 'HullCleaning')
      .map((event) => ({
        eventType: 'HullCleaning' as const,
        startMs: event.atMs,
        endMs: null,
        description: `In-water hull cleaning${event.portLocode ? ` at ${event.portLocode}` : ''}`,
      })),
  ];
  for (const event of events)
    await insertIso19030Event(engine, { ...event, vesselId, createdBy: null, nowMs: history.nowMs });
  return events.length;
}

export async function feedDemoFleet(options: DemoFleetOptions): Promise<number> {
  const { engine } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  /** The demo's one clock (the server's, or a test's). */
  const now = options.now ?? (() => new Date());
  const admin = await firstAdministrator(engine);
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
  const vessels = await vesselsWithoutImports(engine);
  const today = new Date(now().toISOString().slice(0, 10));
  const days = options.days ?? 365;
  const workDir = join(packagesDir(options.dataDir), 'demo');
  await mkdir(workDir, { recursive: true });
  let sent = 0;
  for (const vessel of vessels) {
    const preset = demoPresetOf(vessel.vessel_type);
    const imo = String(vessel.imo_number);
    const file = join(workDir, `${imo}.zip`);
    const simVessel = presetVessel(imo, preset);
    await seedReferenceCurves(engine, vessel.id, simVessel.particulars);
    const voyageLog = createVoyageLog();
    // A vessel with an EEXI shaft power limit sails with a limiter that breaks it a few times a year.
    const limit = await currentLimit(engine, vessel.id);
    const summary = await writeSimulatedPackage({
      vessel: simVessel,
      fromMs: today.getTime() - days * 86_400_000,
      days,
      stepMinutes: 15,
      fineDays: options.fineDays ?? 3,
      seed: vessel.imo_number,
      outPath: file,
      onStep: options.seedVoyages ? (step) => voyageLog.record(step) : undefined,
      powerLimit: limit ? { limitKw: limit.limitKw } : undefined,
    });
    await seedIso19030Events(engine, vessel.id, {
      fromMs: today.getTime() - days * 86_400_000,
      events: summary.events,
      nowMs: now().getTime(),
    });
    const voyages = await options.seedVoyages?.({
      imoNumber: imo,
      events: summary.events,
      log: voyageLog,
      draftLadenM: simVessel.draftLadenM,
      draftBallastM: simVessel.draftBallastM,
      now: now(),
    });
    // Alert rules the simulated year trips (issue 14 §2), on the package's variables.
    const opened = await openPackage(file);
    const variables = opened.variables;
    await opened.close();
    await seedDemoAlertRules(engine, {
      vesselId: vessel.id,
      mcrKw: simVessel.particulars.mcrKw,
      variables,
      now: now(),
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
