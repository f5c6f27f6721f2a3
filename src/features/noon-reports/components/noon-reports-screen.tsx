// The crew's noon reports (issue 24 §2, ADR 0103), built for an ~800×1280 portrait tablet first:
// one column, big touch targets (≥ 44 px), numeric keyboards, the unit in every label. Works from
// the device's copy, so it opens, saves and deletes with no connection; the outbox sends later.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState, type ReactNode } from 'react';
import {
  noonReportConsumers,
  type NoonReportConsumer,
  type NoonReportWarning,
} from '../../../../domain/contracts/noon-reports.ts';
import type { FuelType } from '../../../../domain/contracts/reference-lists.ts';
import { fillMessage, messages, noonReportNumberLabels } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { formatQuantity } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import type { LocalNoonReport } from '../../../offline/db.ts';
import {
  deleteNoonReport,
  saveNoonReport,
  useNoonReports,
  useWatchVessel,
} from '../local/noon-report-store.ts';
import { useDeviceStore } from '../../../offline/device-store.tsx';
import {
  checkForm,
  deviceOffset,
  emptyValues,
  newLineKey,
  shipTimeText,
  valuesOf,
  zoneOffsets,
  type NoonReportFormValues,
  type NumericField,
} from '../noon-report-form.ts';
import type { NoonReportEditing } from '../noon-reports-search.ts';

/** Touch targets of at least 44 px (WCAG 2.5.5, the tablet on a moving ship). */
const touch = { minHeight: 48 } as const;
const inputStyles = { input: { minHeight: 48, fontSize: 18 } } as const;

const consumerWords: Record<NoonReportConsumer, string> = {
  MainEngine: messages.noonReportConsumerMainEngine,
  AuxiliaryEngines: messages.noonReportConsumerAuxiliaryEngines,
  Boilers: messages.noonReportConsumerBoilers,
  Other: messages.noonReportConsumerOther,
};

/**
 * The conflict of a report and its two resolutions, in its card ('list') or above its form
 * ('form'); the route passes `RecordConflict` of features/sync.
 */
export type RenderConflict = (reportId: string, place: 'list' | 'form') => ReactNode;

/** How the form closed: a delete replaces the address (Back does not lead to the deleted report). */
type Closed = 'saved' | 'deleted' | 'cancelled';

type Props = {
  vesselId: string;
  userId: string;
  /** For tests: the time a new report proposes. */
  now?: Date;
  /**
   * The report open in the form (its id, or 'new'), kept in the address by the route; without
   * `onEditingChange` the screen keeps it itself.
   */
  editing?: NoonReportEditing;
  onEditingChange?: (editing: NoonReportEditing, options: { replace: boolean }) => void;
  renderConflict?: RenderConflict;
};

function useFuelTypes(): FuelType[] | undefined {
  const { db } = useDeviceStore();
  return useLiveQuery(() => db.fuelTypes.toArray(), [db]);
}

export function NoonReportsScreen({
  vesselId,
  userId,
  now,
  editing: editingInAddress,
  onEditingChange,
  renderConflict,
}: Props) {
  useWatchVessel(vesselId);
  const read = useNoonReports(vesselId);
  const fuelTypes = useFuelTypes();
  const isOnline = useOnlineStatus();
  const [ownEditing, setOwnEditing] = useState<NoonReportEditing>(undefined);
  const editing = onEditingChange ? editingInAddress : ownEditing;
  const setEditing = (next: NoonReportEditing, closed?: Closed) => {
    if (onEditingChange) onEditingChange(next, { replace: closed === 'deleted' });
    else setOwnEditing(next);
  };

  const notice = isOnline ? null : (
    <Alert color="yellow" variant="light" c="dark" role="status" mb="md">
      {messages.noonReportsOffline}
    </Alert>
  );

  if (read === undefined) return <LoadingState label={messages.noonReportsLoading} />;
  if ('error' in read)
    return (
      <>
        {notice}
        <ErrorState error={messages.noonReportsLoadFailed} />
      </>
    );

  if (editing) {
    const report = editing === 'new' ? null : read.reports.find((found) => found.id === editing);
    if (report === undefined)
      return (
        <Stack gap="md" maw={760}>
          {notice}
          <Alert color="yellow" variant="light" c="dark" role="alert">
            {messages.noonReportNotOnDevice}
          </Alert>
          <Button
            style={{ ...touch, alignSelf: 'flex-start' }}
            size="md"
            onClick={() => setEditing(undefined)}
          >
            {messages.noonReportBackToList}
          </Button>
        </Stack>
      );
    return (
      <>
        {notice}
        <NoonReportForm
          key={report?.id ?? 'new'}
          vesselId={vesselId}
          userId={userId}
          report={report}
          reports={read.reports}
          fuelTypes={fuelTypes ?? []}
          now={now}
          renderConflict={renderConflict}
          onDone={(closed) => setEditing(undefined, closed)}
        />
      </>
    );
  }

  return (
    <Stack gap="md" maw={760}>
      {notice}
      <Group justify="space-between">
        <Title order={2} size="h3">
          {messages.noonReportsTitle}
        </Title>
        <Button style={touch} size="md" onClick={() => setEditing('new')}>
          {messages.noonReportNew}
        </Button>
      </Group>
      {read.reports.length === 0 ? (
        <EmptyMessage>{messages.noonReportsEmpty}</EmptyMessage>
      ) : (
        <ul aria-label={messages.noonReportsTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {read.reports.map((report) => (
            <li key={report.id} style={{ marginBottom: 8 }}>
              <UnstyledButton
                onClick={() => setEditing(report.id)}
                style={{ ...touch, width: '100%' }}
                aria-label={fillMessage(messages.noonReportOpen, { time: shipTimeText(report) })}
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={2}>
                      <Text fw={600}>{shipTimeText(report)}</Text>
                      <Text size="sm" c="dimmed">
                        {formatQuantity(report.distanceOverGroundNm, 'nm')} ·{' '}
                        {formatQuantity(report.averageSpeedKn, 'kn')} ·{' '}
                        {formatQuantity(report.hoursSteamed, 'h')}
                      </Text>
                    </Stack>
                    <Stack gap={2} align="flex-end">
                      <Text
                        size="sm"
                        c={syncColors[report.syncState]}
                        fw={report.syncState === 'conflict' ? 600 : undefined}
                      >
                        {syncWords[report.syncState]}
                      </Text>
                      {report.warnings.length > 0 ? (
                        <Text size="sm" c="orange.9">
                          {report.warnings.length === 1
                            ? messages.noonReportOneWarning
                            : fillMessage(messages.noonReportManyWarnings, {
                                count: String(report.warnings.length),
                              })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Card>
              </UnstyledButton>
              {renderConflict && report.syncState === 'conflict' ? (
                <div style={{ marginTop: 8 }}>{renderConflict(report.id, 'list')}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The record state chip's words (features/sync), from their one home in domain/messages.ts. */
const syncWords: Record<LocalNoonReport['syncState'], string> = {
  pending: messages.recordStatePending,
  synced: messages.recordStateSynced,
  rejected: messages.recordStateRejected,
  conflict: messages.recordStateConflict,
};

/** The colours of the record state chip (features/sync) for the states that need a look. */
const syncColors: Record<LocalNoonReport['syncState'], string | undefined> = {
  pending: undefined,
  synced: undefined,
  rejected: 'red.8',
  conflict: 'orange.9',
};

type FormProps = {
  vesselId: string;
  userId: string;
  report: LocalNoonReport | null;
  reports: LocalNoonReport[];
  fuelTypes: FuelType[];
  now?: Date;
  renderConflict?: RenderConflict;
  onDone: (closed: Closed) => void;
};

const numberLabels: Record<NumericField, string> = noonReportNumberLabels;

/** A tonnes figure of a fuel or ROB line: a large decimal field for the tablet. */
function LineTonnesInput({
  label,
  value,
  error,
  onChange,
  basis = '140px',
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  basis?: string;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      styles={inputStyles}
      style={{ flex: `1 1 ${basis}` }}
    />
  );
}

/** Removes a fuel or ROB line: a 48 px target, named for screen readers. */
function RemoveLineButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size={48} mt={28} aria-label={label} onClick={onRemove}>
      ✕
    </ActionIcon>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
      <Title order={3} size="h4" component="legend" mb="xs">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </fieldset>
  );
}

export function NoonReportForm({
  vesselId,
  userId,
  report,
  reports,
  fuelTypes,
  now,
  renderConflict,
  onDone,
}: FormProps) {
  const store = useDeviceStore();
  const [id] = useState(() => report?.id ?? crypto.randomUUID());
  const [values, setValues] = useState<NoonReportFormValues>(() =>
    report ? valuesOf(report) : emptyValues(now),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  // The report is read live: once its conflict is resolved with the server's version, the form
  // shows that version (keeping this device's version changes nothing in the form).
  const [shownState, setShownState] = useState(report?.syncState);
  if (report && report.syncState !== shownState) {
    setShownState(report.syncState);
    if (shownState === 'conflict' && report.syncState === 'synced') {
      setValues(valuesOf(report));
      setErrors({});
    }
  }

  const offered = useMemo(
    () =>
      fuelTypes.filter((type) => !type.isDeactivated || values.fuel.some((l) => l.fuelTypeId === type.id)),
    [fuelTypes, values.fuel],
  );
  const fuelName = (fuelTypeId: string) =>
    fuelTypes.find((type) => type.id === fuelTypeId)?.name ?? messages.noonReportSomeFuel;
  const context = { id, vesselId, reports, fuelName };
  // Warnings follow the figures as they are typed (they never block).
  const live = checkForm(values, context);
  const warnings: NoonReportWarning[] = live.warnings;

  const set = (field: keyof NoonReportFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const numberInput = (field: NumericField) => (
    <TextInput
      key={field}
      label={numberLabels[field]}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      error={errors[field]}
      styles={inputStyles}
    />
  );

  async function save() {
    const result = checkForm(values, context);
    if (!result.ok) {
      setErrors(result.errors);
      setSaveFailure(messages.noonReportFixErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveNoonReport(store, {
        report: result.report,
        warnings: result.warnings,
        isNew: report === null,
        userId,
      });
      showSuccess(messages.noonReportSaved);
      onDone('saved');
    } catch (error) {
      setSaveFailure(
        fillMessage(messages.noonReportSaveFailed, { reason: error instanceof Error ? error.message : '' }),
      );
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!report) return;
    setBusy(true);
    try {
      await deleteNoonReport(store, { id: report.id, vesselId, userId });
      showSuccess(messages.noonReportDeleted);
      onDone('deleted');
    } finally {
      setBusy(false);
    }
  }

  const fuelOptions = [
    { value: '', label: messages.noonReportChooseFuelType },
    ...offered.map((type) => ({ value: type.id, label: type.name })),
  ];

  return (
    <form
      noValidate
      aria-label={report ? messages.noonReportEdit : messages.noonReportNew}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg" maw={760}>
        <Title order={2} size="h3">
          {report
            ? fillMessage(messages.noonReportOf, { time: shipTimeText(report) })
            : messages.noonReportNew}
        </Title>
        {report && renderConflict && report.syncState === 'conflict' ? (
          <Card withBorder padding="sm">
            {renderConflict(report.id, 'form')}
          </Card>
        ) : null}

        <Section title={messages.noonReportSectionTime}>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              type="date"
              label={messages.noonReportDate}
              value={values.date}
              onChange={(event) => set('date', event.currentTarget.value)}
              error={errors.time}
              styles={inputStyles}
            />
            <TextInput
              type="time"
              label={messages.noonReportTime}
              value={values.time}
              onChange={(event) => set('time', event.currentTarget.value)}
              styles={inputStyles}
            />
            <NativeSelect
              label={fillMessage(messages.noonReportZoneOffset, { offset: deviceOffset(now) })}
              value={values.offset}
              onChange={(event) => set('offset', event.currentTarget.value)}
              data={zoneOffsets.map((offset) => ({ value: offset, label: `UTC${offset}` }))}
              styles={inputStyles}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {numberInput('latitude')}
            {numberInput('longitude')}
          </SimpleGrid>
        </Section>

        <Section title={messages.noonReportSectionPassage}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {numberInput('hoursSteamed')}
            {numberInput('averageSpeedKn')}
            {numberInput('distanceOverGroundNm')}
            {numberInput('distanceThroughWaterNm')}
            {numberInput('mainEnginePowerKw')}
            {numberInput('shaftSpeedRpm')}
          </SimpleGrid>
        </Section>

        <Section title={messages.noonReportSectionFuel}>
          {values.fuel.map((line, index) => (
            <Group key={line.key} align="flex-start" wrap="wrap" gap="sm">
              <NativeSelect
                label={fillMessage(messages.noonReportFuelTypeLine, { line: String(index + 1) })}
                value={line.fuelTypeId}
                data={fuelOptions}
                error={errors[`fuel.${index}.fuelTypeId`]}
                onChange={(event) => updateLine('fuel', line.key, { fuelTypeId: event.currentTarget.value })}
                styles={inputStyles}
                style={{ flex: '1 1 200px' }}
              />
              <NativeSelect
                label={fillMessage(messages.noonReportConsumerLine, { line: String(index + 1) })}
                value={line.consumer}
                data={noonReportConsumers.map((consumer) => ({
                  value: consumer,
                  label: consumerWords[consumer],
                }))}
                onChange={(event) =>
                  updateLine('fuel', line.key, { consumer: event.currentTarget.value as NoonReportConsumer })
                }
                styles={inputStyles}
                style={{ flex: '1 1 180px' }}
              />
              <LineTonnesInput
                label={fillMessage(messages.noonReportFuelUsedLine, { line: String(index + 1) })}
                value={line.tonnes}
                error={errors[`fuel.${index}.tonnes`]}
                onChange={(value) => updateLine('fuel', line.key, { tonnes: value })}
              />
              <RemoveLineButton
                label={fillMessage(messages.noonReportRemoveFuelLine, { line: String(index + 1) })}
                onRemove={() => removeLine('fuel', line.key)}
              />
            </Group>
          ))}
          <Button
            variant="light"
            style={touch}
            onClick={() =>
              setValues((current) => ({
                ...current,
                fuel: [
                  ...current.fuel,
                  { key: newLineKey(), fuelTypeId: '', consumer: 'MainEngine', tonnes: '' },
                ],
              }))
            }
          >
            {messages.noonReportAddFuelLine}
          </Button>
        </Section>

        <Section title={messages.noonReportSectionRob}>
          {errors.rob ? (
            <Text c="red" size="sm" role="alert">
              {errors.rob}
            </Text>
          ) : null}
          {values.rob.map((line, index) => (
            <Group key={line.key} align="flex-start" wrap="wrap" gap="sm">
              <NativeSelect
                label={fillMessage(messages.noonReportRobFuelTypeLine, { line: String(index + 1) })}
                value={line.fuelTypeId}
                data={fuelOptions}
                error={errors[`rob.${index}.fuelTypeId`]}
                onChange={(event) => updateLine('rob', line.key, { fuelTypeId: event.currentTarget.value })}
                styles={inputStyles}
                style={{ flex: '1 1 200px' }}
              />
              <LineTonnesInput
                label={fillMessage(messages.noonReportRobLine, { line: String(index + 1) })}
                value={line.robTonnes}
                error={errors[`rob.${index}.robTonnes`]}
                onChange={(value) => updateLine('rob', line.key, { robTonnes: value })}
                basis="160px"
              />
              <LineTonnesInput
                label={fillMessage(messages.noonReportBunkeredLine, { line: String(index + 1) })}
                value={line.bunkeredTonnes}
                error={errors[`rob.${index}.bunkeredTonnes`]}
                onChange={(value) => updateLine('rob', line.key, { bunkeredTonnes: value })}
                basis="160px"
              />
              <RemoveLineButton
                label={fillMessage(messages.noonReportRemoveRobLine, { line: String(index + 1) })}
                onRemove={() => removeLine('rob', line.key)}
              />
            </Group>
          ))}
          <Button
            variant="light"
            style={touch}
            onClick={() =>
              setValues((current) => ({
                ...current,
                rob: [
                  ...current.rob,
                  { key: newLineKey(), fuelTypeId: '', robTonnes: '', bunkeredTonnes: '0' },
                ],
              }))
            }
          >
            {messages.noonReportAddRobLine}
          </Button>
        </Section>

        <Section title={messages.noonReportSectionConditions}>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {numberInput('draftForwardM')}
            {numberInput('draftAftM')}
            {numberInput('windForceBeaufort')}
            {numberInput('windDirectionDeg')}
            {numberInput('seaStateDouglas')}
            {numberInput('cargoTonnes')}
          </SimpleGrid>
          <Textarea
            label={messages.noonReportRemarks}
            value={values.remarks}
            onChange={(event) => set('remarks', event.currentTarget.value)}
            rows={3}
          />
        </Section>

        {warnings.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            c="dark"
            title={messages.noonReportWarningsIntro}
            role="status"
          >
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {warnings.map((warning) => (
                <li key={`${warning.rule}:${warning.message}`}>{warning.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {saveFailure ? (
          <Alert color="red" role="alert">
            {saveFailure}
          </Alert>
        ) : null}

        <Group justify="space-between">
          {report ? (
            <Button color="red" variant="outline" style={touch} onClick={() => setConfirmDelete(true)}>
              {messages.noonReportDelete}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" style={touch} onClick={() => onDone('cancelled')}>
              {messages.cancel}
            </Button>
            <Button type="submit" style={touch} loading={busy}>
              {messages.noonReportSave}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={messages.noonReportDelete}
        message={report ? fillMessage(messages.noonReportDeleteConfirm, { time: shipTimeText(report) }) : ''}
        confirmLabel={messages.delete}
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );

  function updateLine<K extends 'fuel' | 'rob'>(
    list: K,
    key: string,
    change: Partial<NoonReportFormValues[K][number]>,
  ) {
    setValues((current) => ({
      ...current,
      [list]: (current[list] as NoonReportFormValues[K][number][]).map((line) =>
        line.key === key ? { ...line, ...change } : line,
      ),
    }));
  }

  function removeLine(list: 'fuel' | 'rob', key: string) {
    setValues((current) => ({
      ...current,
      [list]: (current[list] as { key: string }[]).filter((line) => line.key !== key),
    }));
  }
}
