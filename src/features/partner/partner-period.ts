// The periods the partner graph offers: the last day, week or month up to now, or a from and to
// date in UTC (PERF-123: the span must be greater than 0).
import { messages } from '../../../domain/messages.ts';

const hourMs = 3_600_000;

export const partnerPeriodChoices = [
  { value: 'day', label: 'Last 24 hours', spanMs: 24 * hourMs },
  { value: 'week', label: 'Last 7 days', spanMs: 7 * 24 * hourMs },
  { value: 'month', label: 'Last 30 days', spanMs: 30 * 24 * hourMs },
  { value: 'dates', label: 'From and to dates', spanMs: null },
] as const;
export type PartnerPeriodChoice = (typeof partnerPeriodChoices)[number]['value'];

export type PartnerPeriodInput = {
  choice: PartnerPeriodChoice;
  /** ISO instants (UTC) of the date fields; null while incomplete. */
  from: string | null;
  to: string | null;
};

export const defaultPartnerPeriod: PartnerPeriodInput = { choice: 'week', from: null, to: null };

export type PartnerPeriodResult =
  { period: { fromMs: number; toMs: number }; error: null } | { period: null; error: string };

export function resolvePartnerPeriod(input: PartnerPeriodInput, nowMs: number): PartnerPeriodResult {
  const choice = partnerPeriodChoices.find((option) => option.value === input.choice);
  if (choice?.spanMs) return { period: { fromMs: nowMs - choice.spanMs, toMs: nowMs }, error: null };
  const fromMs = input.from ? Date.parse(input.from) : NaN;
  const toMs = input.to ? Date.parse(input.to) : NaN;
  if (!(toMs - fromMs > 0)) return { period: null, error: messages.totalTimespanMustBePositive };
  return { period: { fromMs, toMs }, error: null };
}
