// The import status page of 003 §2 (Administrator only): queue counts with Refresh, polling with
// Start/Stop, rows per table, and the running, recent, failed and vessel sections.
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionPanel } from '../../../components/section-panel.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useQueueCounts, type QueueCount } from '../api/get-queue-attributes.ts';
import { importStatusQueryKey } from '../api/query-keys.ts';
import {
  pollIntervalOptionsSeconds,
  rowsPerTableOptions,
  type ImportStatusView,
} from '../import-status-search.ts';
import { FailedImportsSection } from './failed-imports-section.tsx';
import { RecentImportsSection } from './recent-imports-section.tsx';
import { RunningImportsSection } from './running-imports-section.tsx';
import { VesselImportStatesSection } from './vessel-import-states-section.tsx';
import { UnassignedDataSection } from './unassigned-data-section.tsx';

export type ImportStatusPageProps = {
  view: ImportStatusView;
  onViewChange: (change: Partial<ImportStatusView>) => void;
  /** Opens the details of an imported import. */
  renderOpenLink: (importPath: string, partitionKey: string, children: ReactNode) => ReactNode;
};

export function ImportStatusPage({ view, onViewChange, renderOpenLink }: ImportStatusPageProps) {
  const queryClient = useQueryClient();
  const isOnline = useOnlineStatus();
  const refetchInterval = view.live && isOnline ? view.poll * 1000 : false;
  const queues = useQueueCounts(refetchInterval);

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group align="flex-end" gap="xl" wrap="wrap">
          <Group gap="lg" align="flex-end">
            <QueueCountView
              label="Received data queue"
              count={queues.receiveddata}
              isLoading={queues.isLoading}
            />
            <QueueCountView
              label="Pending imports queue"
              count={queues.pendingimports}
              isLoading={queues.isLoading}
            />
            <Button
              variant="default"
              loading={queues.isFetching}
              onClick={() => void queryClient.invalidateQueries({ queryKey: importStatusQueryKey })}
            >
              Refresh
            </Button>
          </Group>
          <Group gap="xs" align="flex-end">
            <Select
              label="Poll interval"
              w={140}
              allowDeselect={false}
              data={pollIntervalOptionsSeconds.map((seconds) => ({
                value: String(seconds),
                label: `${seconds} s`,
              }))}
              value={String(view.poll)}
              onChange={(value) => value && onViewChange({ poll: Number(value) })}
            />
            <Button
              variant={view.live ? 'filled' : 'default'}
              color={view.live ? 'red' : undefined}
              onClick={() => onViewChange({ live: !view.live })}
              aria-pressed={view.live}
            >
              {view.live ? 'Stop' : 'Start'}
            </Button>
          </Group>
          <Select
            label="Rows per table"
            w={140}
            allowDeselect={false}
            data={rowsPerTableOptions.map((rows) => String(rows))}
            value={String(view.rows)}
            onChange={(value) => value && onViewChange({ rows: Number(value) })}
          />
        </Group>
        {queues.error ? (
          <Text c="red.9" size="sm" mt="xs" role="alert">
            {queues.error}
          </Text>
        ) : null}
      </Paper>

      <SectionPanel title="Running imports">
        <RunningImportsSection rowsPerPage={view.rows} refetchInterval={refetchInterval} />
      </SectionPanel>
      <SectionPanel title="Recent imports">
        <RecentImportsSection
          view={view}
          onViewChange={onViewChange}
          refetchInterval={refetchInterval}
          renderOpenLink={renderOpenLink}
        />
      </SectionPanel>
      <SectionPanel title="Failed imports">
        <FailedImportsSection rowsPerPage={view.rows} refetchInterval={refetchInterval} />
      </SectionPanel>
      <SectionPanel title="Unassigned data">
        <UnassignedDataSection refetchInterval={refetchInterval} />
      </SectionPanel>
      <SectionPanel title="Vessels being imported">
        <VesselImportStatesSection rowsPerPage={view.rows} refetchInterval={refetchInterval} />
      </SectionPanel>
    </Stack>
  );
}

type QueueCountProps = { label: string; count: QueueCount | null; isLoading: boolean };

/** ADMIN-088: the messages of a queue, all together and split into waiting and being handled. */
function QueueCountView({ label, count, isLoading }: QueueCountProps) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" aria-live="polite" data-testid={`queue-count-${label}`}>
        {isLoading ? '…' : count ? count.waiting + count.handling : '–'}
      </Text>
      {count ? (
        <Text size="xs" c="dimmed">
          {count.waiting} waiting, {count.handling} being handled
        </Text>
      ) : null}
    </Stack>
  );
}
