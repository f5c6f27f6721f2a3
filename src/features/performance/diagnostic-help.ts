// The help tooltip of each Diagnostics chart (001 §2, PERF-014, PERF-015, PERF-028): what the trend
// is, how it is averaged, the range its values may take, and the limits its status is judged by.
import type { TrendLimit } from '../../../domain/contracts/diagnostics.ts';
import type { LongTrend } from '../../../domain/contracts/long-trends.ts';

const whatItIs: Record<string, string> = {
  Speed:
    'Speed loss: the speed through water against the speed-power reference at the same power and draft. It is a daily average of high-frequency data (usually 1 or 15 second granularity), kept only in steady sailing and fair weather; negative is slower.',
  Rpm: 'Shaft speed against the propeller law through the MCR point at the same power; negative is heavy running. The deviation range is plus or minus 25 percent.',
  Sfoc: 'Specific fuel oil consumption: the main engine’s fuel mass flow per shaft power against its shop-test SFOC curve at the same power, a daily average of steady sailing; positive is more fuel. The deviation range is plus or minus 50 percent.',
};

export function diagnosticHelp(trend: LongTrend, limits: readonly TrendLimit[] | undefined): string {
  const name = trend.diagnosticType?.diagnosticTypeName ?? '';
  const text = whatItIs[name] ?? trend.descriptionLong;
  const limit = limits?.find((l) => l.diagnosticType.diagnosticTypeName === name);
  if (!limit) return text;
  const direction =
    limit.worseWhen === 'lower' ? 'below' : limit.worseWhen === 'higher' ? 'above' : 'away from';
  return `${text} Observe from ${limit.observeAt} ${limit.unitName} and Not ok from ${limit.notOkAt} ${limit.unitName} ${direction} the benchmark.`;
}
