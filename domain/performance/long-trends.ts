// From 15-minute blocks to the long trends of 001 §1-§4: each kept block gives its deviations, the
// blocks of a day (and of one trend period, when an event falls inside the day) are averaged into a
// daily value, and the daily values of each diagnostic type go through the long-trend analysis of
// domain/calc/long-trend.ts (periods split at the trend events, trendline, benchmark, status).
// Decisions: docs/adr/0047-long-trend-computation.md.
import {
  analyseLongTrend,
  DIAGNOSTIC_TYPE_ORDER,
  MS_PER_DAY,
  type DiagnosticKind,
  type LongTrendAnalysis,
  type StatusThresholds,
} from '../calc/long-trend.ts';
import type { FeatureName } from '../features.ts';
import { fillMessage, messages } from '../messages.ts';
import { expectedSpeedKn } from './deviations.ts';
import {
  BLOCK_MS,
  detectSampleWindowMs,
  type BlockChannel,
  classifyBlock,
  DEFAULT_STEADY_STATE_LIMITS,
  type Block,
  type BlockRejection,
  type SteadyStateLimits,
  type VesselReferences,
} from './steady-state.ts';

/** The diagnostic types computed from the time series, in the spec's order (001 §9). */
export const COMPUTED_DIAGNOSTICS = [
  {
    key: 'speed',
    kind: 'speed',
    description: 'Speed',
    descriptionLong:
      'Speed through water against the speed-power reference at the same power and draft (ISO 19030 performance value); negative is slower',
  },
  {
    key: 'rpm',
    kind: 'rpm',
    description: 'Shaft speed (rpm)',
    descriptionLong:
      'Shaft speed against the propeller law through the MCR point at the same power; negative is heavy running',
  },
  {
    key: 'sfoc',
    kind: 'sfoc',
    description: 'Specific fuel oil consumption (SFOC)',
    descriptionLong:
      "Main engine fuel per shaft power against the engine's shop-test SFOC curve at the same power; positive is more fuel",
  },
] as const satisfies readonly {
  key: string;
  kind: DiagnosticKind;
  description: string;
  descriptionLong: string;
}[];
export type ComputedDiagnostic = (typeof COMPUTED_DIAGNOSTICS)[number]['key'];

/** The diagnostic kind of a stored long trend's type ('other' for a type this code does not know). */
export function diagnosticKindOf(diagnosticType: string): DiagnosticKind {
  return COMPUTED_DIAGNOSTICS.find((d) => d.key === diagnosticType)?.kind ?? 'other';
}

/** The diagnostic type of a kind as the API names it (001 §3 diagnosticType; order of 001 §9). */
export function diagnosticTypeOf(kind: DiagnosticKind): {
  diagnosticTypeId: number;
  diagnosticTypeName: string;
} {
  const names: Record<DiagnosticKind, string> = { speed: 'Speed', rpm: 'Rpm', sfoc: 'Sfoc', other: 'Other' };
  return { diagnosticTypeId: DIAGNOSTIC_TYPE_ORDER[kind], diagnosticTypeName: names[kind] };
}

/** The taxa (0201-seed-taxonomy.sql) whose variables feed each block channel. */
export const CHANNEL_TAXA: Readonly<Record<BlockChannel, string>> = {
  stw: 'Navigation:Speed through water',
  sog: 'Navigation:Speed over ground',
  power: 'Propulsion:Shaft power',
  rpm: 'Propulsion:Shaft speed',
  draftFore: 'Hull:Draft fore',
  draftAft: 'Hull:Draft aft',
  relWindSpeed: 'Weather:Relative wind speed',
  relWindAngle: 'Weather:Relative wind direction',
  seaTemperature: 'Weather:Sea water temperature',
  meFuel: 'Fuel:Fuel mass flow',
};

/** What each block channel is, in the taxonomy's words. */
export const CHANNEL_LABELS: Readonly<Record<BlockChannel, string>> = {
  stw: 'Speed through water',
  sog: 'Speed over ground',
  power: 'Shaft power',
  rpm: 'Shaft speed',
  draftFore: 'Draft fore',
  draftAft: 'Draft aft',
  relWindSpeed: 'Relative wind speed',
  relWindAngle: 'Relative wind direction',
  seaTemperature: 'Sea water temperature',
  meFuel: 'Main engine fuel mass flow',
};

/** The references the long trends are read against, by what the recalculation needs of them. */
export const REFERENCE_LABELS = {
  speedPower: 'PowerSpeed reference curve',
  propeller: 'MCR and shaft speed at MCR',
  sfoc: 'SFOC reference curve',
} as const;

/** What a vessel has for its long trends: its references and the channels it logs. */
export type LongTrendInputs = {
  speedPower: { referenceDraftM: number | null } | null;
  propeller: boolean;
  sfoc: boolean;
  channels: ReadonlySet<BlockChannel>;
};

/**
 * Which diagnostic types the vessel's inputs allow, and for the others what is missing (in the
 * labels above). Every block needs STW, SOG, shaft power and shaft speed, and both drafts when the
 * PowerSpeed curve was made at a known draft (the steady-state filter of steady-state.ts); speed
 * needs the PowerSpeed curve, rpm the MCR point, SFOC the SFOC curve and the main engine's fuel.
 */
export function diagnosticReadiness(
  inputs: LongTrendInputs,
): { key: ComputedDiagnostic; description: string; available: boolean; missing: string[] }[] {
  const blockChannels: BlockChannel[] = ['stw', 'sog', 'power', 'rpm'];
  if (inputs.speedPower?.referenceDraftM != null) blockChannels.push('draftFore', 'draftAft');
  const missingChannels = (channels: readonly BlockChannel[]) =>
    channels.filter((channel) => !inputs.channels.has(channel)).map((channel) => CHANNEL_LABELS[channel]);
  return COMPUTED_DIAGNOSTICS.map((diagnostic) => {
    const missing: string[] = [];
    if (diagnostic.key === 'speed' && !inputs.speedPower) missing.push(REFERENCE_LABELS.speedPower);
    if (diagnostic.key === 'rpm' && !inputs.propeller) missing.push(REFERENCE_LABELS.propeller);
    if (diagnostic.key === 'sfoc' && !inputs.sfoc) missing.push(REFERENCE_LABELS.sfoc);
    missing.push(
      ...missingChannels(diagnostic.key === 'sfoc' ? [...blockChannels, 'meFuel'] : blockChannels),
    );
    return {
      key: diagnostic.key,
      description: diagnostic.description,
      available: missing.length === 0,
      missing,
    };
  });
}

/** A record with one entry per computed diagnostic type. */
function perDiagnostic<T>(make: () => T): Record<ComputedDiagnostic, T> {
  return Object.fromEntries(COMPUTED_DIAGNOSTICS.map((d) => [d.key, make()])) as Record<
    ComputedDiagnostic,
    T
  >;
}

/** The feature that switches diagnostics and the long trends on for a vessel (0002-insert-features.sql). */
export const DIAGNOSTICS_FEATURE = 'Diagnostics' satisfies FeatureName;

/** One daily value: the mean deviation of the kept blocks of a day (within one trend period). */
export type DailyValue = { atMs: number; value: number; blockCount: number };

/** A reference that looks wrong: the value it dropped, how many blocks and why, in words. */
export type PlausibilityFinding = { value: 'speed' | 'rpm' | 'sfoc'; blocks: number; reason: string };

export type DailySeries = {
  values: Record<ComputedDiagnostic, DailyValue[]>;
  /** How many blocks were kept and why the others were not. */
  blocks: Record<BlockRejection | 'kept', number>;
  /** The data's sample window the steady-state test used (ms). */
  sampleWindowMs: number;
  /** The most frequent reason blocks were refused, null when none was. */
  firstRefusal: BlockRejection | null;
  /** Values dropped by a plausibility rule, with the reference that looks wrong. */
  plausibility: PlausibilityFinding[];
};

export type DailyOptions = {
  limits?: SteadyStateLimits;
  /**
   * A day (or part of a day in one period) needs this many kept blocks (default: two hours of
   * data at the sample window, at least one block: 8 of 15 minutes, 2 of an hour, 1 daily mean).
   */
  minBlocksPerDay?: number;
  /** The data's sample window (ms); detected from the block times when not given. */
  sampleWindowMs?: number;
};

/** The words for a refusal reason (domain/messages.ts). */
const REFUSAL_REASONS: Record<BlockRejection, string> = {
  missingChannel: messages.blocksRefusedMissingChannel,
  notUnderWay: messages.blocksRefusedNotUnderWay,
  unsteady: messages.blocksRefusedUnsteady,
  accelerating: messages.blocksRefusedAccelerating,
  wind: messages.blocksRefusedWind,
  coldWater: messages.blocksRefusedColdWater,
  draft: messages.blocksRefusedDraft,
  implausible: messages.blocksRefusedImplausible,
};

export function refusalReason(rejection: BlockRejection): string {
  return REFUSAL_REASONS[rejection];
}

const range = (values: readonly number[], digits: number) => ({
  low: Math.min(...values).toFixed(digits),
  high: Math.max(...values).toFixed(digits),
});

/**
 * Daily values of every computed diagnostic type from time-sorted blocks. `eventTimesMs` (the trend
 * events) split a day, so no daily value mixes blocks from before and after a hull cleaning.
 */
export function dailyDeviations(
  blocks: readonly Block[],
  references: VesselReferences,
  eventTimesMs: readonly number[],
  options: DailyOptions = {},
): DailySeries {
  const limits = options.limits ?? DEFAULT_STEADY_STATE_LIMITS;
  const sampleWindowMs = options.sampleWindowMs ?? detectSampleWindowMs(blocks.map((b) => b.startMs));
  const minBlocks = options.minBlocksPerDay ?? Math.max(1, Math.ceil((2 * 3_600_000) / sampleWindowMs));
  const droppedRpm: number[] = [];
  let droppedSfoc = 0;
  const implausibleStw: number[] = [];
  const implausibleExpected: number[] = [];
  const events = [...eventTimesMs].filter(Number.isFinite).sort((a, b) => a - b);
  const counts: DailySeries['blocks'] = {
    kept: 0,
    missingChannel: 0,
    notUnderWay: 0,
    unsteady: 0,
    accelerating: 0,
    wind: 0,
    coldWater: 0,
    draft: 0,
    implausible: 0,
  };
  type Bucket = {
    timeSum: number;
    kept: number;
    sums: Record<ComputedDiagnostic, number>;
    ns: Record<ComputedDiagnostic, number>;
  };
  const buckets = new Map<string, Bucket>();
  let eventIndex = 0;
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i] as Block;
    const result = classifyBlock(
      block,
      i > 0 ? (blocks[i - 1] as Block) : null,
      references,
      limits,
      sampleWindowMs,
    );
    if (typeof result === 'string') {
      counts[result]++;
      if (result === 'implausible' && references.speedPower && block.channels.stw && block.channels.power) {
        implausibleStw.push(block.channels.stw.mean);
        const draft =
          block.channels.draftFore && block.channels.draftAft
            ? (block.channels.draftFore.mean + block.channels.draftAft.mean) / 2
            : Number.NaN;
        implausibleExpected.push(expectedSpeedKn(references.speedPower, block.channels.power.mean, draft));
      }
      continue;
    }
    counts.kept++;
    if (result.dropped?.includes('rpm') && block.channels.rpm) droppedRpm.push(block.channels.rpm.mean);
    if (result.dropped?.includes('sfoc')) droppedSfoc++;
    const midMs = block.startMs + Math.min(BLOCK_MS, sampleWindowMs) / 2;
    while (eventIndex < events.length && (events[eventIndex] as number) <= block.startMs) eventIndex++;
    const key = `${Math.floor(block.startMs / MS_PER_DAY)}:${eventIndex}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { timeSum: 0, kept: 0, sums: perDiagnostic(() => 0), ns: perDiagnostic(() => 0) };
      buckets.set(key, bucket);
    }
    bucket.timeSum += midMs;
    bucket.kept++;
    for (const { key: type } of COMPUTED_DIAGNOSTICS) {
      const value = result[type];
      if (Number.isFinite(value)) {
        bucket.sums[type] += value;
        bucket.ns[type]++;
      }
    }
  }
  const values: DailySeries['values'] = perDiagnostic(() => []);
  for (const bucket of buckets.values()) {
    for (const { key: type } of COMPUTED_DIAGNOSTICS) {
      const n = bucket.ns[type];
      if (n < minBlocks) continue;
      values[type].push({ atMs: bucket.timeSum / bucket.kept, value: bucket.sums[type] / n, blockCount: n });
    }
  }
  for (const list of Object.values(values)) list.sort((a, b) => a.atMs - b.atMs);
  let firstRefusal: BlockRejection | null = null;
  for (const [reason, n] of Object.entries(counts) as [BlockRejection | 'kept', number][])
    if (reason !== 'kept' && n > 0 && (firstRefusal === null || n > counts[firstRefusal]))
      firstRefusal = reason;
  const plausibility: PlausibilityFinding[] = [];
  if (implausibleStw.length > 0) {
    const expected = range(implausibleExpected.filter(Number.isFinite), 1);
    const logged = range(implausibleStw, 1);
    plausibility.push({
      value: 'speed',
      blocks: implausibleStw.length,
      reason: fillMessage(messages.implausibleSpeed, {
        ...expected,
        loggedLow: logged.low,
        loggedHigh: logged.high,
        count: String(implausibleStw.length),
      }),
    });
  }
  if (droppedRpm.length > 0 && references.propeller) {
    plausibility.push({
      value: 'rpm',
      blocks: droppedRpm.length,
      reason: fillMessage(messages.implausibleShaftSpeed, {
        reference: String(Math.round(references.propeller.rpmAtMcr * 10) / 10),
        ...range(droppedRpm, 0),
        count: String(droppedRpm.length),
      }),
    });
  }
  if (droppedSfoc > 0)
    plausibility.push({
      value: 'sfoc',
      blocks: droppedSfoc,
      reason: fillMessage(messages.implausibleSfoc, { count: String(droppedSfoc) }),
    });
  return { values, blocks: counts, sampleWindowMs, firstRefusal, plausibility };
}

export type LongTrendOptions = {
  thresholds?: StatusThresholds;
  manualBenchmarkLevel?: number | null;
};

/** The long trend of one diagnostic type from its daily values and the trend events. */
export function analyseDailySeries(
  kind: DiagnosticKind,
  daily: readonly DailyValue[],
  eventTimesMs: readonly number[],
  options: LongTrendOptions = {},
): LongTrendAnalysis {
  return analyseLongTrend(
    daily.map((d) => d.atMs),
    daily.map((d) => d.value),
    eventTimesMs,
    {
      diagnosticKind: kind,
      thresholds: options.thresholds,
      manualBenchmarkLevel: options.manualBenchmarkLevel,
    },
  );
}
