// "Undo import" on an imported row (issue 24 §1, ADR 0101): a confirmation naming the vessel, the
// period and the samples to be removed; the failure is shown in the dialog, which stays open. The
// undo runs as a job (ADR 0114): the row then says "Undoing…" until it is done.
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatQuantity } from '../../../lib/format.ts';
import { useUndoImport } from '../api/undo-import.ts';

/** The samples the import stored (new ones and the ones a correction replaced): at most what goes. */
export function undoSampleCount(record: ImportRecord): number {
  const counts = record.sampleCounts;
  return counts ? counts.stored + counts.replaced : 0;
}

export function undoConfirmText(record: ImportRecord): string {
  return fillMessage(messages.importUndoConfirm, {
    count: formatQuantity(undoSampleCount(record)) || '0',
    vessel: record.imoNumber ? `IMO ${record.imoNumber}` : '',
    from: record.dataFrom ? formatDateTime(record.dataFrom) : '…',
    to: record.dataTo ? formatDateTime(record.dataTo) : '…',
  });
}

export function UndoImportButton({ record }: { record: ImportRecord }) {
  const [opened, setOpened] = useState(false);
  const undo = useUndoImport();
  const close = () => {
    setOpened(false);
    undo.reset();
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => setOpened(true)}
        aria-label={`${messages.importUndoAction} ${record.importPath}`}
      >
        {messages.importUndoAction}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={messages.importUndoTitle}
        message={undoConfirmText(record)}
        confirmLabel={messages.importUndoConfirmButton}
        cancelLabel={messages.importUndoCancel}
        danger
        loading={undo.isPending}
        failure={
          undo.isError
            ? fillMessage(messages.importUndoFailed, {
                reason: errorMessage(undo.error, messages.anErrorOccurred),
              })
            : null
        }
        onCancel={close}
        onConfirm={() =>
          undo.mutate(record.importPath, {
            onSuccess: (result) => {
              // The undo is queued (ADR 0114): the row says "Undoing…" until it is done.
              showSuccess(
                result.queued
                  ? messages.importUndoQueued
                  : fillMessage(messages.importUndoDone, {
                      count: formatQuantity(result.samplesRemoved) || '0',
                    }),
              );
              close();
            },
          })
        }
      />
    </>
  );
}
