// What the pages that plot log data share (the graph page, the data analysis and the partner page):
// the form beside the charts, the Plot button with its hint, the progress of a read, the offline
// notice, and the panel of plotted charts with its states (the hint before the first Plot, the
// progress, the failure and the empty period).
import { Alert, Button, Grid, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { LogDataProgress } from '../lib/log-data-series.ts';
import { EmptyMessage, ErrorState } from './states.tsx';

export function LogDataOfflineNotice() {
  return (
    <Alert color="yellow" title="You are offline">
      Log data is read from the server. Plot again once the connection is back.
    </Alert>
  );
}

/** The progress bar of a log-data read (values received, share of the period covered). */
export function LogDataLoading({ progress }: { progress: LogDataProgress }) {
  return (
    <Stack gap={4} role="status">
      <Text size="sm">Loading log data… {progress.values.toLocaleString('en-GB')} values received</Text>
      <Progress value={progress.percent} aria-label="Log data loaded" animated />
    </Stack>
  );
}

type PlottedRead = {
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  progress: LogDataProgress;
  refetch: () => unknown;
};

type PlottedChartsProps = {
  isOnline: boolean;
  /** Whether Plot was chosen at all. */
  isPlotted: boolean;
  /** What to do before the first Plot. */
  idleText: string;
  read: PlottedRead;
  /** Whether the answer holds any value. */
  hasData: boolean;
  /** The charts, shown once values came. */
  children: ReactNode;
};

export function PlottedCharts({
  isOnline,
  isPlotted,
  idleText,
  read,
  hasData,
  children,
}: PlottedChartsProps) {
  return (
    <Stack gap="md" aria-live="polite" aria-busy={read.isFetching}>
      {!isOnline ? <LogDataOfflineNotice /> : null}
      {!isPlotted ? <EmptyMessage>{idleText}</EmptyMessage> : null}
      {isPlotted && read.isFetching ? <LogDataLoading progress={read.progress} /> : null}
      {isPlotted && read.isError ? (
        <ErrorState error={read.error} onRetry={() => void read.refetch()} />
      ) : null}
      {isPlotted && read.isSuccess && !hasData ? (
        <EmptyMessage>No log data in this period.</EmptyMessage>
      ) : null}
      {isPlotted && read.isSuccess && hasData ? children : null}
    </Stack>
  );
}

type GraphLayoutProps = {
  /** The form's accessible name. */
  formLabel: string;
  onSubmit: (event: FormEvent) => void;
  noValidate?: boolean;
  form: ReactNode;
  charts: ReactNode;
};

/** The form in a third of the width beside the charts (below each other on narrow screens). */
export function GraphLayout({ formLabel, onSubmit, noValidate, form, charts }: GraphLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper
          withBorder
          p="md"
          component="form"
          onSubmit={onSubmit}
          aria-label={formLabel}
          noValidate={noValidate}
        >
          {form}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>{charts}</Grid.Col>
    </Grid>
  );
}

/** The submit button of a graph form, with what is missing before it can plot. */
export function PlotButton({
  hint,
  disabled,
  loading,
}: {
  hint?: string;
  disabled: boolean;
  loading: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <Button type="submit" disabled={disabled} loading={loading}>
        Plot
      </Button>
    </Group>
  );
}
