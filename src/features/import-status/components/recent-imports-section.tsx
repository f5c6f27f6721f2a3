// Recent imports (ADMIN-092/093/098): one day with Previous/Next, or the last N days (1-31), an
// IMO search, the totals of log data points, hours spent and hours spent on log data, and the
// details link of each imported row.
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { loggingHistoryTableName } from '../../../../domain/contracts/imports.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatQuantity } from '../../../lib/format.ts';
import { useSuccessfulImports } from '../api/get-successful-imports.ts';
import { recentImportTotals } from '../import-display.ts';
import { maxRecentDays, minRecentDays, shiftDay, type ImportStatusView } from '../import-status-search.ts';
import { ImportTable } from './import-table.tsx';
import { UndoImportButton } from './undo-import-button.tsx';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { formatDateTime } from '../../../lib/format.ts';

type RecentImportsSectionProps = {
  view: ImportStatusView;
  onViewChange: (change: Partial<ImportStatusView>) => void;
  refetchInterval: number | false;
  renderOpenLink: (importPath: string, partitionKey: string, children: ReactNode) => ReactNode;
};

export function RecentImportsSection({
  view,
  onViewChange,
  refetchInterval,
  renderOpenLink,
}: RecentImportsSectionProps) {
  const recent = useSuccessfulImports(
    view.recent === 'day' ? { day: view.day } : { days: view.days },
    refetchInterval,
  );
  const imoSearch = view.imo.trim();
  const rows = (recent.data ?? []).filter(
    (row) => imoSearch === '' || String(row.imoNumber ?? '').includes(imoSearch),
  );
  const totals = recentImportTotals(rows, loggingHistoryTableName);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Recent imports period"
          value={view.recent}
          onChange={(value) => onViewChange({ recent: value === 'day' ? 'day' : 'days' })}
          data={[
            { value: 'day', label: 'Day' },
            { value: 'days', label: 'Last days' },
          ]}
        />
        {view.recent === 'day' ? (
          <Group gap={4} align="flex-end">
            <Button variant="default" onClick={() => onViewChange({ day: shiftDay(view.day, -1) })}>
              Previous
            </Button>
            <DatePickerInput
              label="Day"
              w={170}
              valueFormat="DD. MMM, YYYY"
              value={view.day}
              onChange={(value) => value && onViewChange({ day: value.slice(0, 10) })}
            />
            <Button variant="default" onClick={() => onViewChange({ day: shiftDay(view.day, 1) })}>
              Next
            </Button>
          </Group>
        ) : (
          <NumberInput
            label="Last days"
            w={120}
            min={minRecentDays}
            max={maxRecentDays}
            clampBehavior="strict"
            allowDecimal={false}
            value={view.days}
            onChange={(value) => {
              const days = Number(value);
              if (Number.isInteger(days) && days >= minRecentDays && days <= maxRecentDays)
                onViewChange({ days });
            }}
          />
        )}
        <TextInput
          label="IMO number"
          placeholder="Search IMO"
          w={160}
          value={view.imo}
          onChange={(event) =>
            onViewChange({ imo: event.currentTarget.value.replace(/\D/g, '').slice(0, 7) })
          }
        />
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Total label="Log data points" value={formatQuantity(totals.logDataPoints)} />
        <Total label="Hours spent" value={formatQuantity(totals.hoursSpent)} />
        <Total label="Hours spent on log data" value={formatQuantity(totals.hoursSpentOnLogData)} />
      </SimpleGrid>

      {recent.isPending ? <LoadingState label="Loading recent imports…" /> : null}
      {recent.isError ? <ErrorState error={recent.error} onRetry={() => void recent.refetch()} /> : null}
      {recent.isSuccess ? (
        <ImportTable
          caption="Recent imports"
          rows={rows}
          rowsPerPage={view.rows}
          emptyText="No imports in this period."
          renderStatus={(row) => (
            <>
              <Text size="sm">
                {row.status === 0 && row.undoneAt
                  ? 'Undone'
                  : row.status === 0 && (row.undoState === 'Waiting' || row.undoState === 'Running')
                    ? messages.importUndoing
                    : row.status === 0
                      ? row.sampleCounts &&
                        row.sampleCounts.read > 0 &&
                        row.sampleCounts.stored === 0 &&
                        !row.correction
                        ? 'Imported, nothing new'
                        : 'Imported'
                      : row.status === 1
                        ? 'Failed'
                        : 'Running'}
              </Text>
              {row.undoneAt ? (
                <Text size="xs" c="dimmed">
                  {fillMessage(messages.importUndone, {
                    date: formatDateTime(row.undoneAt),
                    count: formatQuantity(row.samplesRemoved ?? 0) || '0',
                  })}
                </Text>
              ) : null}
              {row.undoState === 'Failed' ? (
                <Text size="xs" c="red">
                  {fillMessage(messages.importUndoStopped, { reason: row.undoError ?? '' })}
                </Text>
              ) : null}
              {row.outcome ? (
                <Text size="xs" c="dimmed">
                  {row.outcome}
                </Text>
              ) : null}
            </>
          )}
          renderActions={(row) =>
            // Issue 24 §1: an imported package that was not undone yet, nor is being undone, can be
            // undone (again, after an undo that stopped).
            row.status === 0 && !row.undoneAt && (!row.undoState || row.undoState === 'Failed') ? (
              <UndoImportButton record={row} />
            ) : null
          }
          renderOpenLink={(row, children) =>
            // ADMIN-098: only an imported import opens its details.
            row.status === 0 ? renderOpenLink(row.importPath, row.partitionKey, children) : children
          }
        />
      ) : null}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={`total-${label}`}>
        {value || '0'}
      </Text>
    </Stack>
  );
}
