// Failed imports (ADMIN-094/101/123/146): Retry all and, per import, Remove (after confirmation),
// Retry and an expandable detail with the error message and stack.
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import type { ImportRecord } from '../../../../domain/contracts/imports.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useFailedImports } from '../api/get-failed-imports.ts';
import { useRemoveFailedImport } from '../api/remove-failed-import.ts';
import { useRetryAllFailedImports } from '../api/retry-all-failed-imports.ts';
import { useRetryImport } from '../api/retry-import.ts';
import { ImportTable } from './import-table.tsx';
import { RetryImportButton } from './retry-import-button.tsx';

type FailedImportsSectionProps = { rowsPerPage: number; refetchInterval: number | false };

export function FailedImportsSection({ rowsPerPage, refetchInterval }: FailedImportsSectionProps) {
  const failed = useFailedImports(refetchInterval);
  const retry = useRetryImport('failed');
  const remove = useRemoveFailedImport();
  const retryAll = useRetryAllFailedImports();
  const [toRemove, setToRemove] = useState<ImportRecord | null>(null);
  const [isRetryAllOpen, setRetryAllOpen] = useState(false);

  if (failed.isPending) return <LoadingState label="Loading failed imports…" />;
  if (failed.isError) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="light"
          disabled={failed.data.length === 0}
          loading={retryAll.isPending}
          onClick={() => setRetryAllOpen(true)}
        >
          Retry all
        </Button>
      </Group>
      <ImportTable
        caption="Failed imports"
        rows={failed.data}
        rowsPerPage={rowsPerPage}
        emptyText="No failed imports."
        renderStatus={() => (
          <Text size="sm" c="red.9">
            Failed
          </Text>
        )}
        renderActions={(row) => (
          <>
            <RetryImportButton record={row} retry={retry} />
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setToRemove(row)}
              aria-label={`Remove ${row.importPath}`}
            >
              Remove
            </Button>
          </>
        )}
        renderDetail={(row) => (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {row.errorMessage || 'No error message was recorded.'}
            </Text>
            {row.stackTrace ? (
              <Code block style={{ maxHeight: 240, overflow: 'auto' }}>
                {row.stackTrace}
              </Code>
            ) : null}
          </Stack>
        )}
      />
      <ConfirmDialog
        opened={toRemove !== null}
        title="Remove"
        message={messages.confirmRemoveImport}
        danger
        loading={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove, { onSettled: () => setToRemove(null) });
        }}
      />
      <ConfirmDialog
        opened={isRetryAllOpen}
        title="Retry all"
        message={messages.confirmRetryAllImports}
        loading={retryAll.isPending}
        onCancel={() => setRetryAllOpen(false)}
        onConfirm={() => retryAll.mutate(undefined, { onSettled: () => setRetryAllOpen(false) })}
      />
    </Stack>
  );
}
