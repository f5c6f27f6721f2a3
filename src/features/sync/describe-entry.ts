// A person-readable line for an outbox entry: what it is and what it changes.
import type { OutboxEntry } from '../../../domain/sync/outbox-entry.ts';
import { formatDateTime } from '../../lib/format.ts';

const kindWords = { create: 'New', update: 'Changed', delete: 'Deleted' } as const;
const entityWords: Record<OutboxEntry['entityType'], string> = {
  vesselEvent: 'event',
  cargoDetail: 'cargo',
  sounding: 'sounding',
  fuelTankOperation: 'fuel tank operation',
  fuelTankConsumption: 'fuel tank consumption',
  flowMeterOperation: 'flow meter operation',
  flowMeterConsumption: 'flow meter consumption',
  vesselSettings: 'vessel settings',
  fuelTank: 'fuel tank',
  flowMeter: 'flow meter',
  noonReport: 'noon report',
};

export function describeEntry(
  entry: Pick<OutboxEntry, 'kind' | 'entityType' | 'payload' | 'baseSnapshot' | 'action'>,
): string {
  const data =
    entry.kind === 'delete' || entry.kind === 'action' ? (entry.baseSnapshot ?? {}) : entry.payload;
  const what = typeof data.type === 'string' ? data.type.toLowerCase() : entityWords[entry.entityType];
  // A noon report has its ship's time (with offset) instead of a timestamp.
  const time = typeof data.timestamp === 'string' ? data.timestamp : data.reportTime;
  const when = typeof time === 'string' ? ` ${formatDateTime(time)}` : '';
  // An action reads as its name in words: 'ConfirmVoyageInformation' → 'Confirm voyage information'.
  const verb =
    entry.kind === 'action'
      ? (entry.action ?? '').replace(/(?!^)([A-Z])/g, ' $1').replace(/ [A-Z]/g, (word) => word.toLowerCase())
      : kindWords[entry.kind];
  return `${verb} ${what}${when}`;
}
