// The latest values the partner page shows per vessel (ADR 0061): speed over ground, shaft power
// and the main engine's fuel mass flow, each the vessel's variable of that taxon in the taxonomy
// (of several, the one with the latest data; fuel: the main engine's), as the long trends and the
// data analysis find theirs. A vessel that does not log one shows that, never a guess.
import type { LogDataLastReceived } from '../../../domain/contracts/log-data.ts';
import type { LogVariable } from '../../../domain/contracts/log-variables.ts';
import { variableOfTaxon } from '../../../domain/log-data/data-analysis.ts';
import { CHANNEL_LABELS, CHANNEL_TAXA } from '../../../domain/performance/long-trends.ts';

export const partnerReadingChannels = ['sog', 'power', 'meFuel'] as const;
export type PartnerReadingChannel = (typeof partnerReadingChannels)[number];

export const partnerReadingLabel = (channel: PartnerReadingChannel): string => CHANNEL_LABELS[channel];

export type PartnerReadingVariables = Partial<Record<PartnerReadingChannel, LogVariable>>;

/** Per vessel id, the variable of each reading the vessel logs. */
export function pickPartnerReadings(variables: readonly LogVariable[]): Map<string, PartnerReadingVariables> {
  const byVessel = new Map<string, LogVariable[]>();
  for (const variable of variables) {
    byVessel.set(variable.vesselId, [...(byVessel.get(variable.vesselId) ?? []), variable]);
  }
  const picks = new Map<string, PartnerReadingVariables>();
  for (const [vesselId, own] of byVessel) {
    const chosen: PartnerReadingVariables = {};
    for (const channel of partnerReadingChannels) {
      const variable = variableOfTaxon(own, CHANNEL_TAXA[channel]);
      if (variable) chosen[channel] = variable;
    }
    picks.set(vesselId, chosen);
  }
  return picks;
}

/** The ids whose newest samples the page reads (GET /Kognifai/LogData/LastReceived). */
export function readingVariableIds(picks: ReadonlyMap<string, PartnerReadingVariables>): string[] {
  return [...picks.values()].flatMap((chosen) =>
    partnerReadingChannels.flatMap((channel) => (chosen[channel] ? [chosen[channel].id] : [])),
  );
}

/** What one reading cell says. */
export type PartnerReading =
  | { kind: 'not-logged' }
  | { kind: 'no-data' }
  | { kind: 'value'; value: number; unit: string; timestamp: string };

export function partnerReading(
  variable: LogVariable | undefined,
  sample: LogDataLastReceived | undefined,
): PartnerReading {
  if (!variable) return { kind: 'not-logged' };
  if (!sample || sample.value === null || !Number.isFinite(sample.value) || sample.timestamp === null)
    return { kind: 'no-data' };
  return { kind: 'value', value: sample.value, unit: sample.unit, timestamp: sample.timestamp };
}
