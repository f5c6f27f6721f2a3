import { Badge } from '@mantine/core';
import type { SyncEntityType } from '../../../../domain/sync/outbox-entry.ts';
import type { SyncState } from '../../../offline/db.ts';
import { useRecordSyncState } from '../../../offline/hooks.ts';
import { wholeBadgeStyles } from '../../../components/whole-badge.ts';
import { recordStateLabels } from '../sync-texts.ts';

const colors: Record<SyncState, string> = {
  pending: 'yellow',
  synced: 'teal',
  rejected: 'red',
  conflict: 'orange',
};

/** Where one record stands: saved on this device, sent, rejected or in conflict. */
export function RecordStateChip({ entityType, id }: { entityType: SyncEntityType; id: string }) {
  const state = useRecordSyncState(entityType, id);
  if (!state) return null;
  return (
    <Badge
      color={colors[state]}
      variant="dot"
      size="sm"
      style={{ textTransform: 'none' }}
      styles={wholeBadgeStyles}
      data-testid="record-state"
    >
      {recordStateLabels[state]}
    </Badge>
  );
}
