// The Data availability page (001 §2, PERF-048; issue 26 §2, ADR 0110): filters by vessel, variable
// and period, each vessel's usual package cadence (a silence shorter than the wait for the next
// package is no outage), a timeline of the outages beside the table with the vessels' events marked,
// and the configuration.
import { Badge, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { DataOutageList } from '../../../../domain/contracts/data-quality.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { EmptyMessage } from '../../../components/states.tsx';
import { useKeptAnswer } from '../../../components/kept-answers.tsx';
import { marksWithin, type EventMark } from '../../../lib/chart-events.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVesselEventMarks } from '../../../lib/vessel-events-query.ts';
import { useFleetOverview } from '../api/fleet-overview.ts';
import { useDataOutages, type OutageFilters } from '../api/data-outage.ts';
import { AvailabilityTimeline, type TimelineRow } from './availability-timeline.tsx';

const dateTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const DAY_MS = 86_400_000;

/** '90 minutes', '6 hours', '1 day'. */
export function cadenceText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** The filters as the call takes them: a whole UTC day range, the 'to' day included. */
export function filtersOf(input: { vesselId: string | null; from: string; to: string }): OutageFilters {
  const filters: OutageFilters = {};
  if (input.vesselId) filters.vesselId = input.vesselId;
  if (/^\d{4}-\d{2}-\d{2}$/.test(input.from)) filters.fromDate = `${input.from}T00:00:00.000Z`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(input.to))
    filters.toDate = new Date(Date.parse(`${input.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return filters;
}

/** The vessels whose events the timeline marks: the one chosen, or every vessel it has a row for. */
export function timelineVesselIds(data: DataOutageList | undefined, vesselId: string | null): string[] {
  return vesselId ? [vesselId] : (data?.cadences ?? []).map((row) => row.vesselId);
}

/**
 * One timeline row per vessel, or per variable once a vessel is chosen, each with the events of its
 * vessel inside the period (`marks`: those of the vessels in `timelineVesselIds`).
 */
export function timelineRows(
  data: DataOutageList,
  vesselId: string | null,
  variableId: string | null,
  marks: readonly EventMark[] = [],
) {
  const outages = data.outages.filter((o) => !variableId || o.logVariableId === variableId);
  const span = (list: typeof outages) =>
    list.map((o) => ({ startMs: Date.parse(o.start), endMs: Date.parse(o.end), open: o.isOpen }));
  const inPeriod = marksWithin(marks, Date.parse(data.fromDate), Date.parse(data.toDate));
  const marksOf = (id: string) => inPeriod.filter((mark) => !mark.vesselId || mark.vesselId === id);
  const summary = (label: string, list: typeof outages, percent: number, shown: readonly EventMark[]) =>
    fillMessage(messages.availabilityTimelineSummary, {
      vessel: label,
      count: String(list.length),
      from: dateTime(data.fromDate),
      to: dateTime(data.toDate),
      percent: String(Math.round(percent * 100) / 100),
    }) +
    (shown.length === 0
      ? ''
      : ` ${fillMessage(messages.availabilityTimelineEvents, {
          events: shown.map((mark) => `${mark.label} ${formatDate(new Date(mark.atMs))}`).join(', '),
        })}`);
  const variables = data.variables.filter((row) => !variableId || row.logVariableId === variableId);
  if (vesselId)
    return variables.map((row): TimelineRow => {
      const mine = outages.filter((o) => o.logVariableId === row.logVariableId);
      const shown = marksOf(vesselId);
      return {
        key: row.logVariableId,
        label: row.logVariableName,
        spans: span(mine),
        marks: shown,
        summary: summary(row.logVariableName, mine, row.percentMissing, shown),
      };
    });
  return data.cadences.map((vessel): TimelineRow => {
    const mine = outages.filter((o) => o.vesselId === vessel.vesselId);
    const rows = variables.filter((row) => row.vesselId === vessel.vesselId);
    const percent =
      rows.length === 0 ? 0 : rows.reduce((sum, row) => sum + row.percentMissing, 0) / rows.length;
    const shown = marksOf(vessel.vesselId);
    return {
      key: vessel.vesselId,
      label: vessel.vesselName,
      spans: span(mine),
      marks: shown,
      summary: summary(vessel.vesselName, mine, percent, shown),
    };
  });
}

export function DataAvailability({ configuration }: { configuration: ReactNode }) {
  const { companyId } = useCurrentUser();
  const overview = useFleetOverview(companyId);
  const [vesselId, setVesselId] = useState<string | null>(null);
  const [variableId, setVariableId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const outages = useDataOutages(companyId, filtersOf({ vesselId, from, to }));
  // Offline, the outages last read are shown (the page's notice gives their age, ADR 0108).
  const kept = useKeptAnswer(outages, {
    loading: 'Loading the outages',
    failure: messages.failedToRefreshDataAvailability,
  });
  if (!companyId) return <EmptyMessage>Choose a company to see its data quality.</EmptyMessage>;
  const vesselOptions = (overview.data?.vessels ?? []).map((row) => ({
    value: row.vesselId,
    label: row.vesselName,
  }));
  const variableOptions = (outages.data?.variables ?? []).map((row) => ({
    value: row.logVariableId,
    label: vesselId
      ? row.logVariableName
      : `${row.logVariableName} (${vesselName(outages.data, row.vesselId)})`,
  }));
  return (
    <Stack>
      {configuration}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="search" aria-label="Filters">
        <Select
          label={messages.availabilityVessel}
          placeholder={messages.availabilityAllVessels}
          data={vesselOptions}
          value={vesselId}
          onChange={(value) => {
            setVesselId(value);
            setVariableId(null);
          }}
          clearable
        />
        <Select
          label={messages.availabilityVariable}
          placeholder={messages.availabilityAllVariables}
          data={variableOptions}
          value={variableId}
          onChange={setVariableId}
          clearable
          searchable
        />
        <TextInput
          type="date"
          label={messages.availabilityFrom}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={messages.availabilityTo}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </SimpleGrid>
      {kept.data === undefined ? (
        kept.fallback
      ) : (
        <AvailabilityResult data={kept.data} vesselId={vesselId} variableId={variableId} />
      )}
    </Stack>
  );
}

const vesselName = (data: DataOutageList | undefined, id: string) =>
  data?.cadences.find((row) => row.vesselId === id)?.vesselName ?? '';

function AvailabilityResult(props: {
  data: DataOutageList;
  vesselId: string | null;
  variableId: string | null;
}) {
  const { data } = props;
  const outages = data.outages.filter((o) => !props.variableId || o.logVariableId === props.variableId);
  const marks = useVesselEventMarks(timelineVesselIds(data, props.vesselId));
  return (
    <Stack>
      <Stack gap={2} role="status">
        {data.cadences.map((row) => (
          <Text size="sm" key={row.vesselId}>
            {row.lastPackageAt === null
              ? null
              : fillMessage(
                  row.overdue ? messages.availabilityCadenceOverdue : messages.availabilityCadence,
                  {
                    vessel: row.vesselName,
                    cadence: cadenceText(row.cadenceMinutes),
                    last: `${dateTime(row.lastPackageAt)} UTC`,
                    overdue: `${dateTime(row.nextPackageOverdueAt ?? row.lastPackageAt)} UTC`,
                  },
                )}{' '}
            {row.awaitingVariableCount > 0
              ? fillMessage(messages.availabilityAwaiting, {
                  count: String(row.awaitingVariableCount),
                  vessel: row.vesselName,
                })
              : null}
          </Text>
        ))}
      </Stack>
      <AvailabilityTimeline
        title={messages.availabilityTimeline}
        fromMs={Date.parse(data.fromDate)}
        toMs={Date.parse(data.toDate)}
        rows={timelineRows(data, props.vesselId, props.variableId, marks)}
      />
      {outages.length === 0 ? (
        <EmptyMessage>
          No outage from {dateTime(data.fromDate)} to {dateTime(data.toDate)} UTC.
        </EmptyMessage>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label="Outages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vessel</Table.Th>
                <Table.Th>Variable</Table.Th>
                <Table.Th>From (UTC)</Table.Th>
                <Table.Th>To (UTC)</Table.Th>
                <Table.Th>Minutes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outages.map((o) => (
                <Table.Tr key={`${o.logVariableId}-${o.start}`} data-testid="outage-row">
                  <Table.Td>{o.vesselName}</Table.Td>
                  <Table.Td>{o.logVariableName}</Table.Td>
                  <Table.Td>{dateTime(o.start)}</Table.Td>
                  <Table.Td>
                    {o.isOpen ? (
                      <Group gap={4} wrap="nowrap">
                        <Badge
                          color="orange"
                          variant="light"
                          c="dark.8"
                          styles={{ root: { minWidth: 'max-content' } }}
                        >
                          {messages.availabilityOngoing}
                        </Badge>
                      </Group>
                    ) : (
                      dateTime(o.end)
                    )}
                  </Table.Td>
                  <Table.Td>{o.durationMinutes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
