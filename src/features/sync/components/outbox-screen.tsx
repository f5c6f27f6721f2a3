import { Alert, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { needsAttention, type OutboxEntry } from '../../../../domain/sync/outbox-entry.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import { useConflicts, useUnsentEntries } from '../../../offline/hooks.ts';
import { discard, resubmit, retryNow, withDependants } from '../../../offline/outbox-actions.ts';
import {
  exportUnsent,
  importUnsent,
  parseUnsentFile,
  unsentFileName,
} from '../../../offline/outbox-transfer.ts';
import { announceLocalChange } from '../../../offline/sync-client.ts';
import { describeEntry } from '../describe-entry.ts';
import { useOutboxActions } from '../hooks/use-outbox-actions.ts';
import { entryStatusLabels, syncTexts } from '../sync-texts.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import { StorageWarning } from './storage-warning.tsx';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

type PendingDiscard = { entry: OutboxEntry; dependants: number };

/** Every change not yet acknowledged by the server, with what a person can do about each. */
export function OutboxScreen() {
  const { db } = useDeviceStore();
  const entries = useUnsentEntries();
  const conflicts = useConflicts();
  const { busyOp, act, keepMine, takeTheirs } = useOutboxActions();
  const [openConflict, setOpenConflict] = useState<string | null>(null);
  const [pendingDiscard, setPendingDiscard] = useState<PendingDiscard | null>(null);

  async function exportFile() {
    const file = await exportUnsent(db);
    download(unsentFileName(file.exportedAt), JSON.stringify(file, null, 2));
  }

  async function importFile(file: File | null) {
    if (!file) return;
    await act('import', async () => {
      const result = await importUnsent(db, parseUnsentFile(await file.text()));
      showSuccess(syncTexts.imported(result.added, result.alreadyPresent));
    });
  }

  async function askDiscard(entry: OutboxEntry) {
    const chain = await withDependants(db, entry.opId);
    setPendingDiscard({ entry, dependants: chain.length - 1 });
  }

  const conflictByOp = new Map((conflicts ?? []).map((conflict) => [conflict.opId, conflict]));

  return (
    <Stack gap="md">
      <StorageWarning />
      <Group>
        <Button onClick={() => announceLocalChange()}>{syncTexts.syncNow}</Button>
        <Button variant="default" onClick={() => void exportFile()} disabled={!entries?.length}>
          {syncTexts.exportUnsent}
        </Button>
        <FileButton onChange={(file) => void importFile(file)} accept="application/json,.json">
          {(props) => (
            <Button variant="default" {...props} loading={busyOp === 'import'}>
              {syncTexts.importUnsent}
            </Button>
          )}
        </FileButton>
      </Group>
      {entries && entries.length === 0 ? (
        <Text data-testid="outbox-empty">{syncTexts.outboxEmpty}</Text>
      ) : null}
      {entries && entries.length > 0 ? (
        <Table striped withTableBorder data-testid="outbox-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Change</Table.Th>
              <Table.Th scope="col">Made on this device</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Attempts</Table.Th>
              <Table.Th scope="col">Last answer</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const conflict = conflictByOp.get(entry.opId);
              return [
                <Table.Tr key={entry.opId} data-status={entry.status}>
                  <Table.Td>{describeEntry(entry)}</Table.Td>
                  <Table.Td>{formatDateTime(entry.createdAtDevice)}</Table.Td>
                  <Table.Td c={needsAttention(entry.status) ? 'red.8' : undefined}>
                    {entryStatusLabels[entry.status]}
                  </Table.Td>
                  <Table.Td>{entry.attempts}</Table.Td>
                  <Table.Td>{entry.lastError?.message || '-'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {entry.status === 'pending' || entry.status === 'needsAuth' ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => void act(entry.opId, () => retryNow(db, entry.opId))}
                        >
                          {syncTexts.sendNow}
                        </Button>
                      ) : null}
                      {entry.status === 'rejected' ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={busyOp === entry.opId}
                          onClick={() => void act(entry.opId, () => resubmit(db, entry.opId))}
                        >
                          {syncTexts.sendAgain}
                        </Button>
                      ) : null}
                      {conflict ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="orange"
                          onClick={() => setOpenConflict(openConflict === entry.opId ? null : entry.opId)}
                        >
                          {syncTexts.resolve}
                        </Button>
                      ) : null}
                      {entry.status !== 'inflight' ? (
                        <Button size="xs" variant="subtle" color="red" onClick={() => void askDiscard(entry)}>
                          {syncTexts.discard}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>,
                conflict && openConflict === entry.opId ? (
                  <Table.Tr key={`${entry.opId}-conflict`}>
                    <Table.Td colSpan={6}>
                      <ConflictPanel
                        conflict={conflict}
                        busy={busyOp === entry.opId}
                        onKeepMine={() => void keepMine(entry.opId)}
                        onTakeTheirs={() => void takeTheirs(entry.opId)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              ];
            })}
          </Table.Tbody>
        </Table>
      ) : null}
      {entries?.some((entry) => entry.status === 'needsAuth') ? (
        <Alert color="red" variant="light" role="alert">
          {syncTexts.signInAgain}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={pendingDiscard !== null}
        title={syncTexts.discardTitle}
        message={pendingDiscard ? syncTexts.discardMessage(pendingDiscard.dependants) : ''}
        confirmLabel={syncTexts.discard}
        danger
        loading={pendingDiscard !== null && busyOp === pendingDiscard.entry.opId}
        onCancel={() => setPendingDiscard(null)}
        onConfirm={() => {
          const target = pendingDiscard;
          if (!target) return;
          void act(target.entry.opId, () => discard(db, target.entry.opId)).then(() =>
            setPendingDiscard(null),
          );
        }}
      />
    </Stack>
  );
}
