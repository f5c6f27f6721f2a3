/**
 * What a long trend was made from, in words (issue 24 §3, ADR 0098): Feature mapping and the Long
 * trend page say the same thing, so neither claims a trend the server did not make.
 */
import type { TrendBasis } from '../contracts/long-trends.ts';
import { fillMessage, messages } from '../messages.ts';

/** Whether the last computation made the trend: it has daily values. */
export function trendWasMade(basis: TrendBasis): boolean {
  return basis.dailyValueCount > 0;
}

/** The data's sample window in words: "15-minute data", "hourly data", "daily data". */
export function sampleWindowWords(minutes: number | null): string {
  if (minutes === null) return 'data';
  if (minutes === 60) return 'hourly data';
  if (minutes === 1440) return 'daily data';
  return `${minutes}-minute data`;
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The sentences the pages show: what was kept, then why blocks or values were left out. */
export function trendBasisLines(basis: TrendBasis | null | undefined): string[] {
  if (!basis) return [messages.trendBasisNotComputed];
  if (basis.source === 'noonReports') return noonReportBasisLines(basis);
  if (basis.blocksTotal === 0) return [messages.trendBasisNoData];
  const lines = [
    basis.blocksKept === 0
      ? fillMessage(messages.trendBasisNoneKept, { total: count(basis.blocksTotal) })
      : fillMessage(messages.trendBasisKept, {
          days: count(basis.dailyValueCount),
          kept: count(basis.blocksKept),
          total: count(basis.blocksTotal),
          window: sampleWindowWords(basis.sampleWindowMinutes),
        }),
  ];
  if (basis.firstRefusalReason && basis.blocksKept < basis.blocksTotal)
    lines.push(fillMessage(messages.trendBasisMostRefused, { reason: basis.firstRefusalReason }));
  if (basis.plausibilityReason) lines.push(basis.plausibilityReason);
  // A vessel with both says which it used (issue 24 §2).
  if ((basis.noonReportCount ?? 0) > 0)
    lines.push(fillMessage(messages.trendSourceSensor, { count: count(basis.noonReportCount ?? 0) }));
  return lines;
}

/** The sentences of a trend made from noon reports (ADR 0107): the source first, then the reports kept. */
function noonReportBasisLines(basis: TrendBasis): string[] {
  const lines = [
    messages.trendSourceNoonReports,
    basis.blocksKept === 0
      ? fillMessage(messages.trendBasisNoonReportsNoneKept, { total: count(basis.blocksTotal) })
      : fillMessage(messages.trendBasisNoonReportsKept, {
          days: count(basis.dailyValueCount),
          kept: count(basis.blocksKept),
          total: count(basis.blocksTotal),
        }),
  ];
  if (basis.firstRefusalReason && basis.blocksKept < basis.blocksTotal)
    lines.push(fillMessage(messages.trendBasisNoonReportsMostRefused, { reason: basis.firstRefusalReason }));
  if (basis.plausibilityReason) lines.push(basis.plausibilityReason);
  return lines;
}
