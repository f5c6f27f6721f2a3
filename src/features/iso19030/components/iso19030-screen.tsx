// The ISO 19030 page of a vessel (001 §2 'ISO 19030: list and edit of hull events per vessel and
// performance indicators per vessel', PERF-038; ADR 0080): the four performance indicators with their
// periods, formula and source, the chart of the daily speed values with the events, and the events'
// table with its add, edit and delete dialogs. Failures: 'Failed to fetch' (events), 'Failed to
// create', 'Failed to fetch ISO19030 performance indicators' (001 §8); an update or delete failure is
// logged and shown in its dialog.
import {
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import {
  Iso19030EventSchema,
  type Iso19030Event,
  type Iso19030Indicator,
  type Iso19030PerformanceIndicators,
} from '../../../../domain/contracts/iso19030.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import type { Iso19030Periods } from '../../../../domain/performance/iso19030.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { showError, showSuccess } from '../../../components/snackbar.ts';
import { KeptAnswersNotice, useKeptAnswer } from '../../../components/kept-answers.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { staleRecord, staleText } from '../../../lib/stale-save.ts';
import { useIso19030EventMutations, useIso19030Events } from '../api/iso19030-events.ts';
import { useIso19030Indicators } from '../api/iso19030-indicators.ts';
import { iso19030Key } from '../api/iso19030-keys.ts';
import {
  eventLabel,
  explainIndicator,
  FORMULA_TEXT,
  formatPoints,
  MAINTENANCE_PERIOD_OPTIONS,
  periodText,
  REFERENCE_PERIOD_OPTIONS,
  SOURCE_TEXT,
  verdict,
} from '../iso19030-view.ts';
import { changesOf, draftOf, emptyDraft, EventDialog, type EventDraft } from './event-dialog.tsx';
import { SpeedLossChart } from './speed-loss-chart.tsx';

function IndicatorCard({
  indicator,
  periods,
  events,
  windCorrected,
}: {
  indicator: Iso19030Indicator;
  periods: Iso19030Periods;
  events: readonly Iso19030Event[];
  windCorrected: boolean;
}) {
  const text = explainIndicator(indicator.kind, periods);
  const about = eventLabel(events.find((event) => event.id === indicator.eventId));
  const testId = `indicator-${indicator.kind}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Title order={3} size="h5" id={`${testId}-title`}>
        {text.title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {text.question}
      </Text>
      {windCorrected ? (
        <Text size="xs" c="dimmed">
          {messages.speedLossWindCorrected}
        </Text>
      ) : null}
      <Text fw={700} size="xl" data-testid={`${testId}-value`}>
        {formatPoints(indicator.value)}
      </Text>
      {windCorrected ? (
        <Text size="sm" data-testid={`${testId}-uncorrected`}>
          {messages.speedLossUncorrected}: {formatPoints(indicator.uncorrectedValue)}
        </Text>
      ) : null}
      {indicator.value !== null ? (
        <Text size="sm">{verdict(indicator.value)}</Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`${testId}-reason`}>
          {indicator.reason}
        </Text>
      )}
      <dl style={{ margin: '0.5rem 0 0', fontSize: 'var(--mantine-font-size-sm)' }}>
        {about ? (
          <>
            <dt style={{ fontWeight: 600 }}>Event</dt>
            <dd style={{ margin: 0 }}>{about}</dd>
          </>
        ) : null}
        <dt style={{ fontWeight: 600 }}>Reference period</dt>
        <dd style={{ margin: 0 }}>
          {text.reference}
          <br />
          {periodText(indicator.referencePeriod)}
        </dd>
        <dt style={{ fontWeight: 600 }}>Evaluation period</dt>
        <dd style={{ margin: 0 }}>
          {text.evaluation}
          <br />
          {periodText(indicator.evaluationPeriod)}
        </dd>
      </dl>
    </Paper>
  );
}

function Indicators({
  data,
  periods,
  events,
}: {
  data: Iso19030PerformanceIndicators;
  periods: Iso19030Periods;
  events: readonly Iso19030Event[];
}) {
  const [latestEffect, ...earlierEffects] = data.maintenanceEffects;
  const windCorrected = data.windCorrection.applied;
  const noEffect: Iso19030Indicator = {
    kind: 'MaintenanceEffect',
    value: null,
    uncorrectedValue: null,
    referencePeriod: null,
    evaluationPeriod: null,
    eventId: null,
    reason: 'Needs a hull cleaning or propeller polishing among the events.',
  };
  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="wind-correction">
        {windCorrected
          ? fillMessage(messages.windCorrectionApplied, {
              blocks: String(data.windCorrection.blocksKept ?? 0),
            })
          : data.windCorrection.reason}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
        <IndicatorCard
          indicator={data.dryDockingPerformance}
          periods={periods}
          events={events}
          windCorrected={windCorrected}
        />
        <IndicatorCard
          indicator={data.inServicePerformance}
          periods={periods}
          events={events}
          windCorrected={windCorrected}
        />
        <IndicatorCard
          indicator={data.maintenanceTrigger}
          periods={periods}
          events={events}
          windCorrected={windCorrected}
        />
        <IndicatorCard
          indicator={latestEffect ?? noEffect}
          periods={periods}
          events={events}
          windCorrected={windCorrected}
        />
      </SimpleGrid>
      {earlierEffects.length > 0 ? (
        <Table aria-label="Earlier maintenance effects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Maintenance</Table.Th>
              <Table.Th>{windCorrected ? `Effect (${messages.speedLossWindCorrected})` : 'Effect'}</Table.Th>
              {windCorrected ? <Table.Th>{messages.speedLossUncorrected}</Table.Th> : null}
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {earlierEffects.map((effect) => (
              <Table.Tr key={effect.eventId}>
                <Table.Td>{eventLabel(events.find((event) => event.id === effect.eventId))}</Table.Td>
                <Table.Td>{effect.value === null ? effect.reason : formatPoints(effect.value)}</Table.Td>
                {windCorrected ? <Table.Td>{formatPoints(effect.uncorrectedValue)}</Table.Td> : null}
                <Table.Td>{periodText(effect.referencePeriod)}</Table.Td>
                <Table.Td>{periodText(effect.evaluationPeriod)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Paper withBorder p="md" component="section" aria-labelledby="iso19030-method">
        <Title order={3} size="h5" id="iso19030-method">
          How the indicators are computed
        </Title>
        <List size="sm" spacing={4} mt="xs">
          <List.Item>
            <b>Inputs:</b> {SOURCE_TEXT}
          </List.Item>
          <List.Item>
            <b>Formula:</b> {FORMULA_TEXT}
          </List.Item>
          <List.Item>
            <b>Periods:</b> each indicator's reference and evaluation periods are given on its card; a period
            needs at least 3 daily values. The period lengths are ISO 19030's (1 year, 3 months for
            maintenance) unless chosen shorter above.
          </List.Item>
          <List.Item>
            <b>Wind:</b> {messages.windCorrectionMethod}
          </List.Item>
          <List.Item>
            <b>Source:</b> ISO 19030-1 and -2 (hull and propeller performance), the default method&apos;s four
            performance indicators.
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; event: Iso19030Event }
  | { kind: 'delete'; event: Iso19030Event }
  | null;

function EventsTable({ vesselId, events }: { vesselId: string; events: readonly Iso19030Event[] }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { create, update, remove } = useIso19030EventMutations(vesselId);
  const close = () => {
    setDialog(null);
    setFailure(null);
  };

  function saveNew(draft: EventDraft) {
    create.mutate(
      {
        vesselId,
        eventType: draft.eventType,
        startDate: draft.startDate!,
        endDate: draft.endDate,
        description: draft.description.trim(),
      },
      {
        onSuccess: () => {
          showSuccess('The event is saved.');
          close();
        },
        onError: (error) => {
          showError(messages.failedToCreate);
          setFailure(errorMessage(error, messages.failedToCreate));
        },
      },
    );
  }

  function saveChanges(event: Iso19030Event, draft: EventDraft) {
    const change = changesOf(event, draft);
    if (Object.keys(change).length === 0) return close();
    update.mutate(
      { event, change },
      {
        onSuccess: () => {
          showSuccess('The event is saved.');
          close();
        },
        onError: (error) => {
          // 001 §8: an update failure is logged; the dialog stays open with the server's words.
          console.warn('ISO 19030 event update failed', error);
          if (!showSaved(error, 'edit')) setFailure(errorMessage(error, messages.anErrorOccurred));
        },
      },
    );
  }

  function deleteEvent(event: Iso19030Event) {
    remove.mutate(event, {
      onSuccess: close,
      onError: (error) => {
        console.warn('ISO 19030 event delete failed', error);
        if (!showSaved(error, 'delete')) setFailure(errorMessage(error, messages.anErrorOccurred));
      },
    });
  }

  /** A 412 (ADR 0092): the dialog shows the event as saved now and says so; false otherwise. */
  function showSaved(error: unknown, kind: 'edit' | 'delete'): boolean {
    const current = staleRecord(error, Iso19030EventSchema);
    if (!current) return false;
    setDialog({ kind, event: current });
    setFailure(staleText('event', kind === 'delete' ? 'delete' : 'save'));
    return true;
  }

  const sorted = [...events].sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Hull and propeller events
        </Title>
        <Button onClick={() => setDialog({ kind: 'create' })}>Add event</Button>
      </Group>
      {sorted.length === 0 ? (
        <EmptyMessage>No hull or propeller events yet. Add the last dry-docking to start.</EmptyMessage>
      ) : (
        <Table striped aria-label="Hull and propeller events" data-testid="iso19030-events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>{event.eventTypeName}</Table.Td>
                <Table.Td>{formatDateTime(event.startDate)}</Table.Td>
                <Table.Td>{event.endDate ? formatDateTime(event.endDate) : '–'}</Table.Td>
                <Table.Td>{event.description}</Table.Td>
                <Table.Td>
                  <RowActions
                    actions={[
                      {
                        label: 'Edit',
                        ariaLabel: `Edit ${event.eventTypeName} of ${formatDate(event.startDate)}`,
                        onClick: () => setDialog({ kind: 'edit', event }),
                      },
                      {
                        label: 'Delete',
                        ariaLabel: `Delete ${event.eventTypeName} of ${formatDate(event.startDate)}`,
                        danger: true,
                        onClick: () => setDialog({ kind: 'delete', event }),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {dialog?.kind === 'create' ? (
        <EventDialog
          opened
          title="Add event"
          initial={emptyDraft()}
          saving={create.isPending}
          failure={failure}
          onSave={saveNew}
          onCancel={close}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EventDialog
          key={`${dialog.event.id}@${dialog.event.version}`}
          opened
          title="Edit event"
          initial={draftOf(dialog.event)}
          saving={update.isPending}
          failure={failure}
          onSave={(draft) => saveChanges(dialog.event, draft)}
          onCancel={close}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title="Delete event"
        message={
          dialog?.kind === 'delete'
            ? `Delete the ${dialog.event.eventTypeName.toLowerCase()} of ${formatDate(dialog.event.startDate)}? The indicators are computed again without it.`
            : ''
        }
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        failure={failure}
        onConfirm={() => dialog?.kind === 'delete' && deleteEvent(dialog.event)}
        onCancel={close}
      />
    </Stack>
  );
}

export function Iso19030Screen({
  vesselId,
  periods,
  onPeriodsChange,
}: {
  vesselId: string;
  periods: Iso19030Periods;
  onPeriodsChange: (periods: Iso19030Periods) => void;
}) {
  const events = useKeptAnswer(useIso19030Events(vesselId), {
    loading: 'Loading the hull and propeller events',
    failure: messages.failedToFetch,
  });
  const indicators = useKeptAnswer(useIso19030Indicators(vesselId, periods), {
    loading: 'Loading the performance indicators',
    failure: messages.failedToFetchIso19030PerformanceIndicators,
  });
  const eventList = events.data ?? [];

  return (
    <Stack gap="lg">
      <KeptAnswersNotice roots={[iso19030Key(vesselId)]} />
      <Group gap="xl" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="iso19030-reference-label">
            Reference period
          </Text>
          <SegmentedControl
            aria-labelledby="iso19030-reference-label"
            value={String(periods.referenceDays)}
            onChange={(value) => onPeriodsChange({ ...periods, referenceDays: Number(value) })}
            data={REFERENCE_PERIOD_OPTIONS.map((option) => ({
              value: String(option.days),
              label: option.label,
            }))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="iso19030-maintenance-label">
            Maintenance period
          </Text>
          <SegmentedControl
            aria-labelledby="iso19030-maintenance-label"
            value={String(periods.maintenanceDays)}
            onChange={(value) => onPeriodsChange({ ...periods, maintenanceDays: Number(value) })}
            data={MAINTENANCE_PERIOD_OPTIONS.map((option) => ({
              value: String(option.days),
              label: option.label,
            }))}
          />
        </Stack>
      </Group>

      <Stack gap="sm" component="section" aria-labelledby="iso19030-indicators-title">
        <Title order={2} size="h4" id="iso19030-indicators-title">
          Performance indicators
        </Title>
        {indicators.data === undefined ? (
          indicators.fallback
        ) : (
          <>
            {indicators.data.series.length === 0 ? (
              <EmptyMessage>
                There are no daily speed values for this vessel yet: they come with the speed long trend once
                log data is imported.
              </EmptyMessage>
            ) : null}
            <Indicators data={indicators.data} periods={periods} events={eventList} />
            {indicators.data.series.length > 0 ? (
              <SpeedLossChart indicators={indicators.data} events={eventList} />
            ) : null}
          </>
        )}
      </Stack>

      {events.data === undefined ? events.fallback : <EventsTable vesselId={vesselId} events={eventList} />}
    </Stack>
  );
}
