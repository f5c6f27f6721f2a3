// The EEXI ShaPoLi page of a vessel (001 §2, PERF-071, PERF-193; ADR 0081): the shaft power limit
// (set by a SuperUser or an Administrator), a year's breaches as a sortable list with its summary
// and the yearly report, the chosen breach's details (facts, the chart of power against the limit,
// its events, the breach log report) and the year's events. Failures say 'Failed to fetch
// breaches', 'Failed to fetch breach details' and 'Failed to fetch events'.
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import * as v from 'valibot';
import { isSuperOrAdmin, type Role } from '../../../../domain/auth/roles.ts';
import {
  ShapoliSettingsInputSchema,
  type BreachRecord,
  type ShapoliEvent,
  type ShapoliReportFormat,
  ShapoliSettingsSchema,
  type ShapoliSettings,
} from '../../../../domain/contracts/shapoli.ts';
import { messages } from '../../../../domain/messages.ts';
import { summariseYear, type Breach } from '../../../../domain/shapoli/breaches.ts';
import { endedByText } from '../../../../domain/shapoli/report-documents.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import type { SortState } from '../../../lib/sort-preference.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import {
  downloadBreachReport,
  downloadYearReport,
  useBreachDetails,
  useBreaches,
  useSaveShapoliLimit,
  useShapoliEvents,
  useShapoliSettings,
} from '../api/shapoli.ts';
import { formatDuration, kilowattHours, kilowatts } from '../shapoli-format.ts';
import { BreachChart } from './breach-chart.tsx';

const eventNames: Record<ShapoliEvent['type'], string> = {
  BreachStarted: 'Breach started',
  BreachEnded: 'Breach ended',
  PowerReserveUnlocked: 'Power reserve unlocked',
  PowerReserveRestored: 'Power limit restored',
  LimitSet: 'Limit set',
};

type SortKey = 'start' | 'duration' | 'peak' | 'energy';
const sortValue: Record<SortKey, (breach: BreachRecord) => number> = {
  start: (breach) => Date.parse(breach.startDate),
  duration: (breach) => breach.durationMinutes,
  peak: (breach) => breach.peakPowerKw,
  energy: (breach) => breach.excessEnergyKwh,
};

/** The list in the chosen order (ties by start time). */
export function sortBreaches(breaches: readonly BreachRecord[], sort: SortState<SortKey>): BreachRecord[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...breaches].sort(
    (a, b) =>
      sign * (sortValue[sort.key](a) - sortValue[sort.key](b)) ||
      Date.parse(a.startDate) - Date.parse(b.startDate),
  );
}

const asBreach = (record: BreachRecord): Breach => ({
  startMs: Date.parse(record.startDate),
  endMs: Date.parse(record.endDate),
  durationMs: record.durationMinutes * 60_000,
  peakKw: record.peakPowerKw,
  peakAtMs: Date.parse(record.peakDate),
  meanKw: record.averagePowerKw,
  excessEnergyKwh: record.excessEnergyKwh,
  sampleCount: record.sampleCount,
  limitKw: record.limitKw,
  endedBy: record.endedBy,
});

function download(run: () => Promise<void>) {
  run().catch((error: unknown) => showError(error));
}

function ReportButtons({
  label,
  onDownload,
}: {
  label: string;
  onDownload: (format: ShapoliReportFormat) => void;
}) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => onDownload('pdf')}>
        {label} (PDF)
      </Button>
      <Button size="xs" variant="default" onClick={() => onDownload('csv')}>
        {label} (CSV)
      </Button>
    </Group>
  );
}

function LimitForm({ vesselId, settings }: { vesselId: string; settings: ShapoliSettings }) {
  const [value, setValue] = useState<string | number>(settings.limitKw ?? '');
  const save = useSaveShapoliLimit(vesselId);
  const input = { vesselId, limitKw: typeof value === 'number' ? value : Number.NaN };
  const parsed = v.safeParse(ShapoliSettingsInputSchema, input);
  const mcr = settings.maxContinuousRatingKw;
  const error =
    value === ''
      ? null
      : !parsed.success
        ? (parsed.issues[0]?.message ?? messages.anErrorOccurred)
        : mcr !== null && input.limitKw > mcr
          ? `The limit can be at most the vessel's MCR of ${Math.round(mcr).toLocaleString('en-GB')} kW.`
          : null;
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label="Limit (kW)"
        w={180}
        min={1}
        max={mcr ?? undefined}
        thousandSeparator=","
        value={value}
        onChange={setValue}
        error={error}
      />
      <Button
        disabled={value === '' || error !== null || input.limitKw === settings.limitKw}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { input: { ...input, logVariableId: null }, basedOn: settings.version },
            {
              onSuccess: () => showSuccess('The limit is saved.'),
              // A 412 (ADR 0092): the page now shows the limit as saved, and says so.
              onError: (failure) =>
                showError(
                  staleRecord(failure, ShapoliSettingsSchema) ? staleText('shaft power limit') : failure,
                ),
            },
          )
        }
      >
        Save limit
      </Button>
    </Group>
  );
}

function LimitSection({ vesselId, role }: { vesselId: string; role: Role }) {
  const settings = useShapoliSettings(vesselId);
  let body;
  if (settings.isPending) body = <LoadingState label="Loading the limit…" />;
  else if (settings.isError)
    body = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  else {
    const { limitKw, maxContinuousRatingKw: mcr, changedAt, changedByName } = settings.data;
    body = (
      <Stack gap="xs">
        <Text data-testid="shapoli-limit">
          {limitKw === null
            ? 'No shaft power limit is set for this vessel.'
            : `${kilowatts(limitKw)}${mcr ? ` (${((100 * limitKw) / mcr).toFixed(1)} % of the MCR of ${kilowatts(mcr)})` : ''}, set by ${changedByName ?? '–'} on ${formatDate(changedAt)}.`}
        </Text>
        {isSuperOrAdmin(role) ? (
          <LimitForm key={`${limitKw}:${changedAt}`} vesselId={vesselId} settings={settings.data} />
        ) : null}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="shapoli-limit-heading">
      <Title order={2} size="h4" mb="xs" id="shapoli-limit-heading">
        Shaft power limit
      </Title>
      {body}
    </Paper>
  );
}

function EventsTable({ events, label }: { events: readonly ShapoliEvent[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">Source</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={`${event.timestamp}:${event.type}`}>
              <Table.Td>{formatDateTime(event.timestamp)}</Table.Td>
              <Table.Td>{eventNames[event.type]}</Table.Td>
              <Table.Td>{event.source}</Table.Td>
              <Table.Td>{event.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BreachDetailsSection({ vesselId, breachStartDate }: { vesselId: string; breachStartDate: string }) {
  const details = useBreachDetails(vesselId, breachStartDate);
  const marks = useVesselEventMarks([vesselId]);
  let body;
  if (details.isPending) body = <LoadingState label="Loading the breach…" />;
  else if (details.isError)
    body = (
      <ErrorState
        error={details.error}
        title={messages.failedToFetchBreachDetails}
        onRetry={() => void details.refetch()}
      />
    );
  else {
    const { breach, events } = details.data;
    body = (
      <Stack gap="sm">
        <FactList
          facts={[
            { label: 'Start', value: formatDateTime(breach.startDate) },
            { label: 'End', value: formatDateTime(breach.endDate) },
            { label: 'Duration', value: formatDuration(breach.durationMinutes * 60_000) },
            {
              label: 'Peak',
              value: `${kilowatts(breach.peakPowerKw)} at ${formatDateTime(breach.peakDate)}`,
            },
            { label: 'Average', value: kilowatts(breach.averagePowerKw) },
            { label: 'Energy above the limit', value: kilowattHours(breach.excessEnergyKwh) },
            { label: 'Limit', value: kilowatts(breach.limitKw) },
            { label: 'Ended', value: endedByText(breach, breach.ongoing) },
          ]}
        />
        <BreachChart details={details.data} events={marks} />
        <Text fw={600}>Events of the breach</Text>
        {events.length > 0 ? (
          <EventsTable events={events} label="Events of the breach" />
        ) : (
          <EmptyMessage>No events.</EmptyMessage>
        )}
        <ReportButtons
          label="Breach log report"
          onDownload={(format) => download(() => downloadBreachReport(vesselId, breach, format))}
        />
      </Stack>
    );
  }
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="shapoli-details-heading">
      <Title order={2} size="h4" mb="xs" id="shapoli-details-heading">
        Breach details
      </Title>
      {body}
    </Paper>
  );
}

function YearEvents({ vesselId, year }: { vesselId: string; year: number }) {
  const events = useShapoliEvents(vesselId, year);
  let body;
  if (events.isPending) body = <LoadingState label="Loading the events…" />;
  else if (events.isError)
    body = (
      <ErrorState
        error={events.error}
        title={messages.failedToFetchEvents}
        onRetry={() => void events.refetch()}
      />
    );
  else if (events.data.length === 0) body = <EmptyMessage>No events in {year}.</EmptyMessage>;
  else body = <EventsTable events={events.data} label={`Events in ${year}`} />;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="shapoli-events-heading">
      <Title order={2} size="h4" mb="xs" id="shapoli-events-heading">
        Events
      </Title>
      {body}
    </Paper>
  );
}

function BreachList({
  vesselId,
  year,
  selected,
  onSelect,
}: {
  vesselId: string;
  year: number;
  selected: string | null;
  onSelect: (startDate: string) => void;
}) {
  const breaches = useBreaches(vesselId, year);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'start', direction: 'asc' });
  if (breaches.isPending) return <LoadingState label="Loading the breaches…" />;
  if (breaches.isError)
    return (
      <ErrorState
        error={breaches.error}
        title={messages.failedToFetchBreaches}
        onRetry={() => void breaches.refetch()}
      />
    );
  const { limitKw, logVariableId, rules } = breaches.data;
  if (limitKw === null)
    return <EmptyMessage>No shaft power limit is set, so there are no breaches.</EmptyMessage>;
  if (logVariableId === null)
    return <EmptyMessage>The vessel logs no shaft power, so there are no breaches to show.</EmptyMessage>;
  const summary = summariseYear(breaches.data.breaches.map(asBreach), year);
  const rows = sortBreaches(breaches.data.breaches, sort);
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="shapoli-summary">
        {[
          ['Breaches', String(summary.count)],
          ['Time above the limit', formatDuration(summary.durationMs)],
          ['Longest breach', summary.count ? formatDuration(summary.longestMs) : '–'],
          ['Highest peak', summary.peakKw === null ? '–' : kilowatts(summary.peakKw)],
          ['Energy above the limit', kilowattHours(summary.excessEnergyKwh)],
        ].map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        A breach: above the limit for at least {rules.minDurationMinutes} min; it ends at or below{' '}
        {100 - rules.releasePercent} % of the limit, or after {rules.maxGapMinutes} min without data.
      </Text>
      {rows.length === 0 ? (
        <EmptyMessage>No breaches of the shaft power limit in {year}.</EmptyMessage>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table
            striped
            highlightOnHover
            verticalSpacing={4}
            aria-label="Breaches"
            data-testid="breach-table"
          >
            <Table.Thead>
              <Table.Tr>
                <SortableHeader column="start" sort={sort} onSort={onSort}>
                  Start
                </SortableHeader>
                <Table.Th scope="col">End</Table.Th>
                <SortableHeader column="duration" sort={sort} onSort={onSort}>
                  Duration
                </SortableHeader>
                <SortableHeader column="peak" sort={sort} onSort={onSort}>
                  Peak
                </SortableHeader>
                <SortableHeader column="energy" sort={sort} onSort={onSort}>
                  Energy above the limit
                </SortableHeader>
                <Table.Th scope="col">Ended</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Details</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((breach) => (
                <Table.Tr
                  key={breach.startDate}
                  aria-selected={breach.startDate === selected}
                  bg={breach.startDate === selected ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>{formatDateTime(breach.startDate)}</Table.Td>
                  <Table.Td>{formatDateTime(breach.endDate)}</Table.Td>
                  <Table.Td>{formatDuration(breach.durationMinutes * 60_000)}</Table.Td>
                  <Table.Td>{kilowatts(breach.peakPowerKw)}</Table.Td>
                  <Table.Td>{kilowattHours(breach.excessEnergyKwh)}</Table.Td>
                  <Table.Td>{endedByText(breach, breach.ongoing)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Details of the breach at ${formatDateTime(breach.startDate)}`}
                      onClick={() => onSelect(breach.startDate)}
                    >
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function ShapoliScreen({
  vesselId,
  role,
  year,
  years,
  breach,
  onYearChange,
  onBreachChange,
}: {
  vesselId: string;
  role: Role;
  year: number;
  years: readonly number[];
  /** The chosen breach's start (ISO), null for none. */
  breach: string | null;
  onYearChange: (year: number) => void;
  onBreachChange: (startDate: string | null) => void;
}) {
  return (
    <Stack gap="md">
      <LimitSection vesselId={vesselId} role={role} />
      <Paper withBorder p="sm" component="section" aria-labelledby="shapoli-breaches-heading">
        <Group justify="space-between" align="flex-end" mb="sm">
          <Title order={2} size="h4" id="shapoli-breaches-heading">
            Breaches
          </Title>
          <Group align="flex-end">
            <Select
              label="Year"
              w={120}
              allowDeselect={false}
              data={years.map(String)}
              value={String(year)}
              onChange={(value) => value && onYearChange(Number(value))}
            />
            <ReportButtons
              label="Yearly report"
              onDownload={(format) => download(() => downloadYearReport(vesselId, year, format))}
            />
          </Group>
        </Group>
        <BreachList vesselId={vesselId} year={year} selected={breach} onSelect={onBreachChange} />
      </Paper>
      {breach ? <BreachDetailsSection vesselId={vesselId} breachStartDate={breach} /> : null}
      <YearEvents vesselId={vesselId} year={year} />
    </Stack>
  );
}
