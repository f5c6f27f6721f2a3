import {
  PACKAGE_FORMAT,
  PACKAGE_FORMAT_VERSION,
  csvLine,
  eventColumns,
  sampleFileFor,
  variableColumns,
  type PackageManifest,
} from '../../domain/import-package/format.ts';
import {
  simulateVessel,
  simVariables,
  type SimEvent,
  type SimFault,
  type SimStep,
  type SimVessel,
} from '../../domain/sim/simulate.ts';
import type { SimPowerLimit } from '../../domain/sim/power-limiter.ts';
import { ZipWriter } from './zip-writer.ts';

export type SimulatedPackageOptions = {
  vessel: SimVessel;
  fromMs: number;
  days: number;
  stepMinutes: number;
  /** The last N days at one-minute resolution. */
  fineDays?: number;
  seed?: number;
  outPath: string;
  software?: { name: string; version: string };
  /** When the package was made (the manifest's createdAt); now by default. */
  createdAtMs?: number;
  /** Sees every simulated step (e.g. the demo voyages' log), in time order. */
  onStep?: (step: SimStep) => void;
  /** An EEXI shaft power limit the simulated limiter keeps (and a few times breaks; ADR 0081). */
  powerLimit?: SimPowerLimit;
};

export type PackageSummary = {
  manifest: PackageManifest;
  sampleCount: number;
  rowCount: number;
  /** The port calls and other events the simulation logged. */
  events: SimEvent[];
  /** The dropouts and outliers the simulation made (what the data-quality screens must find). */
  faults: SimFault[];
};

function formatValue(value: number, precision: number): string {
  return Number.isFinite(value) ? String(Number(value.toFixed(precision))) : '';
}

/** Simulates a vessel and writes the result as a vessel data package (docs/import-format.md). */
export async function writeSimulatedPackage(options: SimulatedPackageOptions): Promise<PackageSummary> {
  const dayMs = 86_400_000;
  const endMs = options.fromMs + options.days * dayMs;
  const fineFromMs = options.fineDays ? endMs - options.fineDays * dayMs : undefined;
  const zip = await ZipWriter.create(options.outPath);
  const header = csvLine(['timestamp', ...simVariables.map((v) => v.id)]);
  const events: SimEvent[] = [];
  const faults: SimFault[] = [];
  const sampleFiles: string[] = [];
  let currentFile = '';
  let lines: string[] = [];
  let sampleCount = 0;
  let rowCount = 0;

  const flush = async () => {
    if (!currentFile) return;
    await zip.addFile(currentFile, header + lines.join(''));
    sampleFiles.push(currentFile);
    lines = [];
  };

  const simulation = simulateVessel(
    options.vessel,
    {
      fromMs: options.fromMs,
      days: options.days,
      stepMinutes: options.stepMinutes,
      fineFromMs,
      seed: options.seed,
      powerLimit: options.powerLimit,
    },
    events,
    faults,
  );
  for (const step of simulation) {
    options.onStep?.(step);
    const file = sampleFileFor(step.atMs);
    if (file !== currentFile) {
      await flush();
      currentFile = file;
    }
    const fields = [new Date(step.atMs).toISOString()];
    simVariables.forEach((variable, i) => {
      const text = formatValue(step.values[i]!, variable.precision);
      if (text) sampleCount++;
      fields.push(text);
    });
    lines.push(csvLine(fields));
    rowCount++;
  }
  await flush();

  await zip.addFile(
    'variables.csv',
    csvLine([...variableColumns]) +
      simVariables
        .map((v) =>
          csvLine([v.id, v.name, v.unit, v.system, options.stepMinutes * 60, v.precision, v.description]),
        )
        .join(''),
  );
  await zip.addFile(
    'events.csv',
    csvLine([...eventColumns]) +
      events.map((e) => csvLine([new Date(e.atMs).toISOString(), e.type, e.portLocode ?? ''])).join(''),
  );
  const manifest: PackageManifest = {
    format: PACKAGE_FORMAT,
    formatVersion: PACKAGE_FORMAT_VERSION,
    imoNumber: options.vessel.imoNumber,
    periodStart: new Date(options.fromMs).toISOString(),
    periodEnd: new Date(endMs).toISOString(),
    createdAt: new Date(options.createdAtMs ?? Date.now()).toISOString(),
    software: options.software ?? { name: 'wakeline-simulator', version: '1' },
    sampleFiles,
  };
  await zip.addFile('manifest.json', JSON.stringify(manifest, null, 2));
  await zip.close();
  return { manifest, sampleCount, rowCount, events, faults };
}
