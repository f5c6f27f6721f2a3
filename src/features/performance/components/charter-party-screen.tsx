// The Charter party page (001 §2, PERF-064, ADR 0056): the vessel's TimeCharter or SpotMarket curve
// (warranted fuel t/day against speed) with its fit, chart, points and predictions, and the curve
// table of the vessel's sea passages in a date range with its summary row. Points are added and
// removed only on the SpotMarket curve; a TimeCharter curve's consumption values may be corrected.
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { isAdmin, isSuperOrAdmin, type Role } from '../../../../domain/auth/roles.ts';
import type { CharterPartyRow } from '../../../../domain/contracts/charter-party.ts';
import { curvePointsError, type ReferenceCurve } from '../../../../domain/contracts/reference-curves.ts';
import { CHARTER_CURVE_MODES, type CharterCurveMode } from '../../../../domain/performance/charter-party.ts';
import { CurveFitSelect } from '../../../components/curve-fit-select.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCharterPartyTable } from '../api/charter-party.ts';
import { useReferenceCurves } from '../api/reference-curves.ts';
import { useCurveEditing } from './curve-editing.ts';
import { CurveWorkbench, curveDraftOf, type CurveDraft } from './curve-workbench.tsx';

const SPEED_LABEL = 'Speed (kn)';
const CONSUMPTION_LABEL = 'Fuel consumption (t/day)';
const modeNames: Record<CharterCurveMode, string> = {
  TimeCharter: 'Time charter',
  SpotMarket: 'Spot market',
};
/** The page opens on this many days up to the vessel's latest data (ADR 0056). */
export const DEFAULT_RANGE_DAYS = 90;
const DAY_MS = 86_400_000;

export type CharterPartySearch = { mode?: CharterCurveMode; from?: string; to?: string };

/** Who saves a curve of the mode (ADR 0056; the server checks the same). */
export function canWriteCharterCurve(role: Role, mode: CharterCurveMode): boolean {
  return mode === 'SpotMarket' ? isSuperOrAdmin(role) : isAdmin(role);
}

/** The range shown: the URL's days, else the 90 days up to the latest data (or today). */
export function charterRange(search: CharterPartySearch, latestData: string | null, nowMs = Date.now()) {
  const latestMs = latestData ? Date.parse(latestData) : nowMs;
  const to = search.to ?? new Date(latestMs).toISOString().slice(0, 10);
  const from =
    search.from ?? new Date(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

const tonnes = (value: number | null) =>
  value === null
    ? '–'
    : value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const nauticalMiles = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 0 });

function CharterCurveEditor({
  vesselId,
  mode,
  curve,
  canWrite,
}: {
  vesselId: string;
  mode: CharterCurveMode;
  curve: ReferenceCurve | null;
  canWrite: boolean;
}) {
  const [draft, setDraft] = useState<CurveDraft>(
    curve ? curveDraftOf(curve) : { curveFit: 'power', regressionOrder: 2, points: [] },
  );
  const [predictAt, setPredictAt] = useState<number[]>([]);
  const editing = useCurveEditing(vesselId, curve, (current) => setDraft(curveDraftOf(current)));
  // PERF-064: points are added and removed on the SpotMarket curve only; a time charter curve's
  // speeds are its contract's, entered once when it is first saved.
  const canAddRemove = canWrite && (mode === 'SpotMarket' || curve === null);

  function saveCurve() {
    editing.save({
      vesselId,
      curveMode: mode,
      xAxisLogVariableId: null,
      yAxisLogVariableId: null,
      referenceDraft: null,
      ...draft,
    });
  }

  return (
    <Stack gap="md">
      {editing.stale ? (
        <Alert color="yellow" role="alert">
          {editing.stale}
        </Alert>
      ) : null}
      {curve === null ? (
        <Text c="dimmed" size="sm" data-testid="no-curve">
          There is no {modeNames[mode].toLowerCase()} curve for this vessel yet
          {canAddRemove ? ': add its points and save it.' : '.'}
        </Text>
      ) : null}
      <Group align="flex-end">
        <CurveFitSelect
          kind={draft.curveFit}
          order={draft.regressionOrder}
          onChange={({ kind, order }) => setDraft({ ...draft, curveFit: kind, regressionOrder: order })}
        />
        {canWrite ? (
          <Button
            onClick={saveCurve}
            loading={editing.saving}
            disabled={curvePointsError(draft.curveFit, draft.points) !== null}
          >
            Save
          </Button>
        ) : null}
      </Group>
      <CurveWorkbench
        draft={draft}
        onPointsChange={(points) => setDraft({ ...draft, points })}
        xLabel={SPEED_LABEL}
        yLabel={CONSUMPTION_LABEL}
        canAddRemove={canAddRemove}
        canCorrect={canWrite && mode === 'TimeCharter' && curve !== null}
        predictAt={predictAt}
        onPredictAt={setPredictAt}
      />
    </Stack>
  );
}

/** The four figures of a row and of the summary row. */
function FigureCells({
  figures,
}: {
  figures: Pick<CharterPartyRow, 'actualConsumption' | 'allowedConsumption' | 'difference' | 'distance'>;
}) {
  return (
    <>
      <Table.Td ta="right">{tonnes(figures.actualConsumption)}</Table.Td>
      <Table.Td ta="right">{tonnes(figures.allowedConsumption)}</Table.Td>
      <Table.Td ta="right">{tonnes(figures.difference)}</Table.Td>
      <Table.Td ta="right">{nauticalMiles(figures.distance)}</Table.Td>
    </>
  );
}

function CurveTable({
  vesselId,
  mode,
  from,
  to,
}: {
  vesselId: string;
  mode: CharterCurveMode;
  from: string;
  to: string;
}) {
  const table = useCharterPartyTable({
    vesselId,
    curveMode: mode,
    fromDate: `${from}T00:00:00.000Z`,
    // The to date is a whole day: the range ends at the next midnight (UTC).
    toDate: new Date(Date.parse(to) + DAY_MS).toISOString(),
  });
  if (table.isPending) return <LoadingState label="Loading the sea passages…" />;
  if (table.isError) return <ErrorState error={table.error} onRetry={() => void table.refetch()} />;
  const { rows, summary, hasLogData, curveId } = table.data;
  if (rows.length === 0)
    return (
      <EmptyMessage>
        {hasLogData
          ? 'No sea passages in the range.'
          : 'The vessel logs no speed over ground and main engine fuel, so there are no sea passages to show.'}
      </EmptyMessage>
    );
  return (
    <Stack gap="xs">
      {curveId === null ? (
        <Text size="sm" c="dimmed">
          With no {modeNames[mode].toLowerCase()} curve saved, no consumption is allowed yet.
        </Text>
      ) : summary.rowsWithAllowed < rows.length ? (
        <Text size="sm" c="dimmed">
          Passages whose mean speed lies outside the curve’s speeds have no allowed consumption (–).
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing={4} aria-label="Curve table" data-testid="charter-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>From date</Table.Th>
              <Table.Th>To date</Table.Th>
              <Table.Th ta="right">Actual consumption (ton)</Table.Th>
              <Table.Th ta="right">Allowed consumption (ton)</Table.Th>
              <Table.Th ta="right">Difference (ton)</Table.Th>
              <Table.Th ta="right">Distance (nm)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.fromDate}>
                <Table.Td>{formatDateTime(row.fromDate)}</Table.Td>
                <Table.Td>{formatDateTime(row.toDate)}</Table.Td>
                <FigureCells figures={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="charter-summary" fw={600}>
              <Table.Th scope="row" colSpan={2}>
                Total: {rows.length} {rows.length === 1 ? 'passage' : 'passages'}
                {summary.rowsWithAllowed < rows.length
                  ? `, ${summary.rowsWithAllowed} with an allowed value`
                  : ''}
              </Table.Th>
              <FigureCells figures={summary} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function CharterPartyScreen({
  vesselId,
  role,
  latestDataDate,
  search,
  onSearchChange,
}: {
  vesselId: string;
  role: Role;
  /** The vessel's latest data (its log data's, else its long trends'); null for none known. */
  latestDataDate: string | null;
  search: CharterPartySearch;
  onSearchChange: (change: CharterPartySearch) => void;
}) {
  const mode = search.mode ?? 'TimeCharter';
  const { from, to } = charterRange(search, latestDataDate);
  const curves = useReferenceCurves(vesselId);
  const curve = curves.data?.find((c) => c.curveMode === mode) ?? null;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Curve mode"
        w="fit-content"
        value={mode}
        onChange={(value) => onSearchChange({ mode: value as CharterCurveMode })}
        data={CHARTER_CURVE_MODES.map((value) => ({ value, label: modeNames[value] }))}
      />
      {curves.isPending ? (
        <LoadingState label="Loading curves…" />
      ) : curves.isError ? (
        <ErrorState error={curves.error} onRetry={() => void curves.refetch()} />
      ) : (
        <CharterCurveEditor
          key={`${mode}:${curve?.id ?? 'new'}`}
          vesselId={vesselId}
          mode={mode}
          curve={curve}
          canWrite={canWriteCharterCurve(role, mode)}
        />
      )}
      <Paper withBorder p="sm" component="section" aria-labelledby="charter-table-heading">
        <Group justify="space-between" align="flex-end" mb="sm">
          <Text fw={600} id="charter-table-heading">
            Curve table
          </Text>
          <Group align="flex-end">
            <DatePickerInput
              label="From date"
              w={170}
              valueFormat="DD. MMM, YYYY"
              value={from}
              maxDate={to}
              onChange={(value) => value && onSearchChange({ from: value.slice(0, 10), to })}
            />
            <DatePickerInput
              label="To date"
              w={170}
              valueFormat="DD. MMM, YYYY"
              value={to}
              minDate={from}
              onChange={(value) => value && onSearchChange({ from, to: value.slice(0, 10) })}
            />
          </Group>
        </Group>
        <CurveTable vesselId={vesselId} mode={mode} from={from} to={to} />
      </Paper>
    </Stack>
  );
}
