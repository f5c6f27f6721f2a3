// Packages with values past an alert rule (issue 14 §2): a simulated package whose shaft power is
// set to a value of our choosing within given hours, sent like any other package.
import { join } from 'node:path';
import { presetVessel } from '../../domain/sim/fleet-presets.ts';
import { simVariables } from '../../domain/sim/simulate.ts';
import { writeSimulatedPackage } from '../../server/import/package-writer.ts';

const shaftPowerColumn = simVariables.findIndex((variable) => variable.id === 'ShaftPower');

/**
 * Writes a simulated package of `days` days from `fromMs` in which ShaftPower reads `value` at every
 * step within each of the `spikes` ([from, to) in epoch ms); answers the file.
 */
export async function packageWithShaftPower(
  dir: string,
  options: {
    imo: string;
    fromMs: number;
    days: number;
    spikes: readonly { fromMs: number; toMs: number }[];
    value: number;
    seed?: number;
  },
): Promise<string> {
  const outPath = join(dir, `${options.imo}-${options.fromMs}-${options.days}-spiked.zip`);
  await writeSimulatedPackage({
    vessel: presetVessel(options.imo, 'bulk_carrier'),
    fromMs: options.fromMs,
    days: options.days,
    stepMinutes: 15,
    seed: options.seed ?? 5,
    outPath,
    onStep: (step) => {
      if (options.spikes.some((spike) => step.atMs >= spike.fromMs && step.atMs < spike.toMs))
        step.values[shaftPowerColumn] = options.value;
    },
  });
  return outPath;
}
