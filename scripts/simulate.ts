// npm run simulate -- --imo <IMO> --from <YYYY-MM-DD> --days <n> --out <file.zip>
//   [--type bulk_carrier|tanker|container_ship|ro_ro_cargo|lng_carrier|general_cargo_ship|ro_ro_passenger]
//   [--step <minutes, default 15>] [--fine-days <last n days at 1 minute, default 0>] [--seed <n>]
import { parseArgs } from 'node:util';
import { presetVessel, simPresets, type SimPresetId } from '../domain/sim/fleet-presets.ts';
import { writeSimulatedPackage } from '../server/import/package-writer.ts';

function fail(message: string): never {
  console.error(`simulate: ${message}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    imo: { type: 'string' },
    from: { type: 'string' },
    days: { type: 'string' },
    out: { type: 'string' },
    type: { type: 'string', default: 'bulk_carrier' },
    step: { type: 'string', default: '15' },
    'fine-days': { type: 'string', default: '0' },
    seed: { type: 'string' },
  },
});

if (!values.imo || !/^\d{1,7}$/.test(values.imo)) fail('--imo must be an IMO number of 1 to 7 digits');
if (!values.from || !/^\d{4}-\d{2}-\d{2}$/.test(values.from)) fail('--from must be a date YYYY-MM-DD');
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 3660) fail('--days must be a whole number from 1 to 3660');
if (!values.out) fail('--out must name the package file to write');
if (!(values.type in simPresets)) fail(`--type must be one of ${Object.keys(simPresets).join(', ')}`);
const stepMinutes = Number(values.step);
if (![1, 5, 10, 15, 30, 60].includes(stepMinutes)) fail('--step must be 1, 5, 10, 15, 30 or 60 minutes');
const fineDays = Number(values['fine-days']);
if (!Number.isInteger(fineDays) || fineDays < 0 || fineDays > days)
  fail('--fine-days must be from 0 to --days');
const fromMs = Date.parse(`${values.from}T00:00:00Z`);
if (Number.isNaN(fromMs)) fail('--from is not a valid date');

const started = performance.now();
const summary = await writeSimulatedPackage({
  vessel: presetVessel(values.imo, values.type as SimPresetId),
  fromMs,
  days,
  stepMinutes,
  fineDays,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  outPath: values.out,
});
console.log(
  `Wrote ${values.out}: IMO ${summary.manifest.imoNumber}, ${summary.manifest.periodStart} to ${summary.manifest.periodEnd}, ` +
    `${summary.rowCount} rows, ${summary.sampleCount} samples in ${summary.manifest.sampleFiles.length} daily files ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
