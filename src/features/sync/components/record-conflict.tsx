import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { SyncEntityType } from '../../../../domain/sync/outbox-entry.ts';
import { useRecordConflict } from '../../../offline/hooks.ts';
import { useOutboxActions } from '../hooks/use-outbox-actions.ts';
import { syncTexts } from '../sync-texts.ts';
import { ConflictPanel } from './conflict-panel.tsx';

type RecordConflictProps = {
  entityType: SyncEntityType;
  id: string;
  /** In a list: a Resolve button that opens the panel; otherwise the panel at once (the record's form). */
  collapsed?: boolean;
};

/**
 * The conflict of one record where the record is shown, with the outbox's panel and its two
 * actions (Keep mine, Take the server version); nothing when the record has none.
 */
export function RecordConflict({ entityType, id, collapsed = false }: RecordConflictProps) {
  const conflict = useRecordConflict(entityType, id);
  const { busyOp, keepMine, takeTheirs } = useOutboxActions();
  const [open, setOpen] = useState(false);
  if (!conflict) return null;
  const panel = (
    <ConflictPanel
      conflict={conflict}
      busy={busyOp === conflict.opId}
      onKeepMine={() => void keepMine(conflict.opId)}
      onTakeTheirs={() => void takeTheirs(conflict.opId)}
    />
  );
  if (!collapsed) return panel;
  return (
    <Stack gap="sm">
      <Button
        variant="light"
        color="orange"
        style={{ alignSelf: 'flex-start', minHeight: 48 }}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {syncTexts.resolve}
      </Button>
      {open ? panel : null}
    </Stack>
  );
}
