// The Long trend page (001 §2, PERF-022..025): one row per long trend with its status, its current
// period (since when, change per year, benchmark, deviation), 'use in vessel status' saved at once,
// and the benchmark button that opens the manual benchmark form.
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  MANUAL_BENCHMARK_MAX_LENGTH,
  manualBenchmarkLevelError,
  PERFORMANCE_STATUS_TITLES,
  type PerformanceStatus,
} from '../../../../domain/calc/long-trend.ts';
import {
  LongTrendSchema,
  type LongTrend,
  type LongTrendPeriodColumns,
} from '../../../../domain/contracts/long-trends.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { speedLossFromDeviation } from '../../../../domain/performance/speed-loss.ts';
import { trendBasisLines } from '../../../../domain/performance/trend-basis.ts';
import { showError } from '../../../components/snackbar.ts';
import { statusColour } from '../../../components/vessel-status-icon.tsx';
import { ErrorState } from '../../../components/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { staleRefusal } from '../../../lib/stale-save.ts';
import { longTrendsState } from './long-trends-state.tsx';
import { useLongTrendPeriods, useLongTrends, useUpdateLongTrend } from '../api/long-trends.ts';

const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(2)} %`;

const signedPercent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(2)} %`;

/** The status word with a dot of the vessel icons' colour (the word carries it; the dot decorates). */
export function LongTrendStatus({ status }: { status: PerformanceStatus }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="long-trend-status">
      <svg width={10} height={10} viewBox="0 0 10 10" aria-hidden style={{ flex: 'none' }}>
        <circle cx={5} cy={5} r={5} fill={statusColour(status)} />
      </svg>
      <Text size="sm">{PERFORMANCE_STATUS_TITLES[status]}</Text>
    </Group>
  );
}

function BenchmarkIcon({ manual }: { manual: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden>
      <path d="M2 13 H14" stroke="currentColor" strokeWidth={1.5} />
      <path
        d="M4 13 V6 M8 13 V3 M12 13 V8"
        stroke="currentColor"
        strokeWidth={manual ? 3 : 1.5}
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Someone else saved the trend meanwhile (412, ADR 0092): the words saying so, else null. */
const staleTrend = (error: unknown) => staleRefusal(error, LongTrendSchema, 'long trend')?.message ?? null;

type BenchmarkFormProps = {
  trend: LongTrend;
  saving: boolean;
  /** Why the last save failed; null when it did not. */
  failure: string | null;
  onSave: (change: { useManualBenchmarkLevel: boolean; manualBenchmarkLevel: number | null }) => void;
  onCancel: () => void;
};

/** PERF-024/025/119: the manual benchmark level, as percent compared to the baseline. */
function BenchmarkForm({ trend, saving, failure, onSave, onCancel }: BenchmarkFormProps) {
  const [useManual, setUseManual] = useState(trend.useManualBenchmarkLevel);
  const [level, setLevel] = useState(
    trend.manualBenchmarkLevel === null ? '' : String(trend.manualBenchmarkLevel),
  );
  const error = useManual ? manualBenchmarkLevelError(level) : null;
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    onSave({
      useManualBenchmarkLevel: useManual,
      manualBenchmarkLevel: level.trim() === '' ? null : Number(level),
    });
  };
  return (
    <form onSubmit={submit} aria-label={`Benchmark of ${trend.description}`}>
      <Stack gap="xs" py="xs">
        <Checkbox
          label={messages.useManualBenchmarkLevel}
          checked={useManual}
          onChange={(event) => setUseManual(event.currentTarget.checked)}
        />
        <TextInput
          label="Benchmark level (% compared to baseline)"
          value={level}
          maxLength={MANUAL_BENCHMARK_MAX_LENGTH}
          disabled={!useManual}
          onChange={(event) => setLevel(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          w={260}
          data-autofocus
        />
        {failure ? (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={saving}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type RowProps = {
  trend: LongTrend;
  current: LongTrendPeriodColumns | undefined;
  vesselId: string;
};

function LongTrendRow({ trend, current, vesselId }: RowProps) {
  const update = useUpdateLongTrend(vesselId);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isManual = trend.useManualBenchmarkLevel;
  return (
    <>
      <Table.Tr data-testid="long-trend-row">
        <Table.Td>
          <LongTrendStatus status={trend.performanceStatus} />
        </Table.Td>
        <Table.Td>
          <Text fw={600} size="sm">
            {trend.description}
          </Text>
          <Text size="xs" c="dimmed" maw={420}>
            {trend.descriptionLong}
          </Text>
          {trend.basis !== undefined
            ? trendBasisLines(trend.basis).map((line) => (
                <Text key={line} size="xs" maw={420} data-testid="long-trend-basis">
                  {line}
                </Text>
              ))
            : null}
        </Table.Td>
        <Table.Td>{current ? formatDate(current.start) : '–'}</Table.Td>
        <Table.Td ta="right">
          {signedPercent(current?.changePerYear)}
          {trend.diagnosticType?.diagnosticTypeName === 'Speed' && current?.changePerYear != null ? (
            <Text size="xs" c="dimmed">
              {fillMessage(messages.speedLossChangeNote, {
                value: signedPercent(speedLossFromDeviation(current.changePerYear)),
              })}
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td ta="right">{percent(current?.benchmarkPoint?.y)}</Table.Td>
        <Table.Td ta="right">{signedPercent(current?.deviationFromBenchmark)}</Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={`${messages.useInVesselStatus}: ${trend.description}`}
            label={messages.useInVesselStatus}
            checked={trend.useInVesselStatus}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                {
                  trend,
                  change: {
                    useInVesselStatus: event.currentTarget.checked,
                    useManualBenchmarkLevel: trend.useManualBenchmarkLevel,
                    manualBenchmarkLevel: trend.manualBenchmarkLevel,
                  },
                },
                { onError: (error) => showError(staleTrend(error) ?? messages.failedToUpdateLongTrend) },
              )
            }
          />
        </Table.Td>
        <Table.Td>
          <Tooltip
            label={
              isManual
                ? `Manual benchmark level ${percent(trend.manualBenchmarkLevel)}`
                : 'Benchmark from the trend'
            }
          >
            <ActionIcon
              variant={isManual ? 'filled' : 'light'}
              aria-label={`Benchmark of ${trend.description}`}
              aria-expanded={editing}
              onClick={() => {
                setFailure(null);
                setEditing((open) => !open);
              }}
            >
              <BenchmarkIcon manual={isManual} />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      </Table.Tr>
      {editing ? (
        <Table.Tr>
          <Table.Td colSpan={8}>
            <BenchmarkForm
              // A 412 puts the trend as saved now in the list: the form is filled from it anew.
              key={trend.version}
              trend={trend}
              saving={update.isPending}
              failure={failure}
              onCancel={() => setEditing(false)}
              onSave={(change) =>
                update.mutate(
                  { trend, change: { ...change, useInVesselStatus: trend.useInVesselStatus } },
                  {
                    onSuccess: () => setEditing(false),
                    // PERF-109: the form stays open with the spec's message (or, on a 412,
                    // with the trend as saved now and the words saying so).
                    onError: (error) => setFailure(staleTrend(error) ?? messages.errorOccuredDuringUpdate),
                  },
                )
              }
            />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

export function LongTrendScreen({ vesselId }: { vesselId: string }) {
  const trends = useLongTrends(vesselId);
  const ids = trends.data?.map((trend) => trend.id) ?? [];
  const periods = useLongTrendPeriods(vesselId, ids);
  const state = longTrendsState(trends);
  if (state || !trends.data) return state;
  const currentOf = (id: string) => periods.data?.filter((p) => p.longTrendId === id && p.isCurrent).at(-1);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        Computed from the vessel&apos;s logged data after every import: the daily deviation from the
        vessel&apos;s references in steady sailing, a trendline per period between hull cleanings, propeller
        polishes and dry dockings, and a status from the current level against the period&apos;s benchmark.
      </Text>
      {periods.isError ? <ErrorState error={periods.error} onRetry={() => void periods.refetch()} /> : null}
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" aria-label="Long trends">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Long trend</Table.Th>
              <Table.Th>Current period since</Table.Th>
              <Table.Th ta="right">Change per year</Table.Th>
              <Table.Th ta="right">Benchmark</Table.Th>
              <Table.Th ta="right">Deviation</Table.Th>
              <Table.Th>Vessel status</Table.Th>
              <Table.Th>Edit benchmark</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trends.data.map((trend) => (
              <LongTrendRow key={trend.id} trend={trend} current={currentOf(trend.id)} vesselId={vesselId} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
