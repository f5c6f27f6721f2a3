// The texts of the fuel data rules, below the contracts and the rules that both use them.
import { formatDateTime } from '../format/date-time.ts';

/** The spec's texts (messages.tsv MSG-0154..0156) and ours where it has none. */
export const fuelRuleMessages = {
  overlap: 'The time span is overlapping an existing fuel consumption. Please adjust.',
  endBeforeStart: 'End must be ahead of start.',
  outsideVoyage: 'Start and end must be between the start and end of the voyage.',
  consumptionRequired: 'Please enter the fuel consumption.',
  consumptionNotNegative: 'The fuel consumption must be a number of at least 0.',
  onlyManualRemovable: 'Only fuel consumption entries with source Manual can be removed.',
  onlyManualCreated: 'Only Manual fuel consumption entries can be added.',
  sourceChanged: 'The source of a fuel consumption entry cannot be changed.',
  measuredFieldsFixed:
    'Only the corrected value of a LogData, Regression or ManualEstimate entry can be changed.',
  manualHasNoCorrection: 'A Manual entry has no corrected value: change the value itself.',
  eventChanged: 'A fuel consumption entry cannot move to another event, flow meter or fuel tank.',
  voyageDataConfirmed:
    'The voyage data is confirmed: fuel data of this voyage can no longer be added, changed or removed.',
  timestampRequired: 'Please enter the date and time.',
  outsideWindow: (from: string, to: string | null) =>
    to === null
      ? `The date must be on or after ${formatDateTime(from)}.`
      : `The date must be between ${formatDateTime(from)} and ${formatDateTime(to)}.`,
  fuelTypeRequired: 'Please choose a fuel type.',
  densityRequired: 'The fuel density must be greater than 0.',
  adjustmentRequired: 'The fuel bunkered or de-bunkered must be a number other than 0.',
  sulphurRange: 'The sulphur content must be between 0 and 100 %.',
  soundingAmountRequired: 'Please enter the fuel amount in MT or m3.',
  amountNotNegative: 'The fuel amount must be a number of at least 0.',
} as const;
