// Running imports (ADMIN-091/100): a progress bar per import, and Retry once it runs longer than
// 900 seconds.
import { Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useRunningImports } from '../api/get-running-imports.ts';
import { useRetryImport } from '../api/retry-import.ts';
import { canRetryRunning } from '../import-display.ts';
import { ImportTable } from './import-table.tsx';
import { RetryImportButton } from './retry-import-button.tsx';

type RunningImportsSectionProps = { rowsPerPage: number; refetchInterval: number | false };

/** The current time, refreshed every few seconds so the Retry button appears on its own. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function RunningImportsSection({ rowsPerPage, refetchInterval }: RunningImportsSectionProps) {
  const running = useRunningImports(refetchInterval);
  const retry = useRetryImport('running');
  const now = useNow(5000);

  if (running.isPending) return <LoadingState label="Loading running imports…" />;
  if (running.isError) return <ErrorState error={running.error} onRetry={() => void running.refetch()} />;

  return (
    <ImportTable
      caption="Running imports"
      rows={running.data}
      rowsPerPage={rowsPerPage}
      emptyText="No imports are running."
      renderStatus={(row) => (
        <Group gap="xs" wrap="nowrap" miw={160}>
          <Progress
            value={row.progress}
            w={110}
            striped
            animated
            aria-label={`Progress of ${row.importPath}`}
          />
          <Text size="sm">{Math.round(row.progress)}%</Text>
        </Group>
      )}
      renderActions={(row) =>
        canRetryRunning(row.startTime, row.importDuration, now) ? (
          <RetryImportButton record={row} retry={retry} />
        ) : null
      }
    />
  );
}
