// The Reference Curves pages (001 §2, PERF-060..062, PERF-116, PERF-130/131): an Administrator
// picks a vessel and edits its PowerSpeed or SFOC curve: the points (checked against the fit), the
// fit and its order, the chart with the regression and the outliers, the equation, a prediction
// table with custom values (2 decimals), Save, Delete and the curve report.
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import type { RegressionKind } from '../../../../domain/calc/regression.ts';
import {
  curvePointsError,
  type CurveMode,
  type ReferenceCurve,
} from '../../../../domain/contracts/reference-curves.ts';
import { messages } from '../../../../domain/messages.ts';
import { readCurve } from '../../../../domain/performance/reference-curve.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CurveChart } from '../../../components/curve-chart.tsx';
import { CurveFitSelect } from '../../../components/curve-fit-select.tsx';
import { PredictionPanel } from '../../../components/prediction-panel.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { errorText, showError, showSuccess } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import {
  downloadCurveReport,
  useCurveMutations,
  useEveryVessel,
  useReferenceCurves,
} from '../api/reference-curves.ts';

const axes: Record<'PowerSpeed' | 'SFOC', { x: string; y: string; fit: RegressionKind }> = {
  PowerSpeed: { x: 'Shaft power (kW)', y: 'Speed through water (kn)', fit: 'power' },
  SFOC: { x: 'Engine power (kW)', y: 'SFOC (g/kWh)', fit: 'polynomial' },
};
const valueMessage = messages.valueMustBeNumber;
const round = (value: number | null, decimals = 3) => (value === null ? '–' : value.toFixed(decimals));

type Draft = Pick<ReferenceCurve, 'curveFit' | 'regressionOrder' | 'points' | 'referenceDraft'>;

function CurveEditor({
  vesselId,
  vesselName,
  mode,
  curve,
}: {
  vesselId: string;
  vesselName: string;
  mode: 'PowerSpeed' | 'SFOC';
  curve: ReferenceCurve | null;
}) {
  const labels = axes[mode];
  const [draft, setDraft] = useState<Draft>(
    curve ?? { curveFit: labels.fit, regressionOrder: 2, points: [], referenceDraft: null },
  );
  const [x, setX] = useState<string | number>('');
  const [y, setY] = useState<string | number>('');
  const [pointError, setPointError] = useState<string | null>(null);
  const [predictAt, setPredictAt] = useState<number[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { save, remove } = useCurveMutations(vesselId);
  const reading = useMemo(() => readCurve(draft, predictAt), [draft, predictAt]);
  const pointsError = curvePointsError(draft.curveFit, draft.points);

  function addPoint(event: FormEvent) {
    event.preventDefault();
    if (typeof x !== 'number' || typeof y !== 'number') return setPointError(valueMessage);
    const points = [...draft.points, { x, y }].sort((a, b) => a.x - b.x);
    const error = curvePointsError(draft.curveFit, points);
    if (error) return setPointError(error);
    setPointError(null);
    setDraft({ ...draft, points });
    setX('');
    setY('');
  }

  function saveCurve() {
    save.mutate(
      {
        id: curve?.id ?? null,
        curve: { vesselId, curveMode: mode, xAxisLogVariableId: null, yAxisLogVariableId: null, ...draft },
      },
      { onSuccess: () => showSuccess('The curve is saved.'), onError: (error) => showError(error) },
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <CurveFitSelect
          kind={draft.curveFit}
          order={draft.regressionOrder}
          onChange={({ kind, order }) => setDraft({ ...draft, curveFit: kind, regressionOrder: order })}
        />
        {mode === 'PowerSpeed' ? (
          <NumberInput
            label="Reference draft (m)"
            w={170}
            min={0.5}
            max={40}
            decimalScale={2}
            value={draft.referenceDraft ?? ''}
            onChange={(value) =>
              setDraft({ ...draft, referenceDraft: typeof value === 'number' ? value : null })
            }
          />
        ) : null}
        <Button onClick={saveCurve} loading={save.isPending} disabled={pointsError !== null}>
          Save
        </Button>
        {curve ? (
          <>
            <Button
              variant="default"
              onClick={() =>
                void downloadCurveReport(curve.id, predictAt, `${vesselName} ${mode} curve.xlsx`).catch(
                  showError,
                )
              }
            >
              Download report
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
              Delete curve
            </Button>
          </>
        ) : null}
      </Group>
      {pointsError ? (
        <Alert color="red" role="alert">
          {pointsError}
        </Alert>
      ) : null}
      <Text size="sm" data-testid="curve-equation">
        {reading.fit
          ? `${reading.fit.equation} (R² ${reading.fit.r2.toFixed(4)}, ${reading.fit.pointsUsed} points)`
          : reading.error}
      </Text>
      <CurveChart reading={reading} xLabel={labels.x} yLabel={labels.y} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="sm" component="section" aria-labelledby="curve-points-heading">
          <Text fw={600} id="curve-points-heading" mb="xs">
            Curve data
          </Text>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.x}</Table.Th>
                <Table.Th>{labels.y}</Table.Th>
                <Table.Th>Fitted</Table.Th>
                <Table.Th>Outlier</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reading.points.map((p) => (
                <Table.Tr key={p.x}>
                  <Table.Td>{p.x}</Table.Td>
                  <Table.Td>{p.y}</Table.Td>
                  <Table.Td>{round(p.fitted)}</Table.Td>
                  <Table.Td>{p.isOutlier ? 'Yes' : ''}</Table.Td>
                  <Table.Td>
                    <RowActions
                      actions={[
                        {
                          label: 'Remove',
                          ariaLabel: `Remove the point ${p.x}, ${p.y}`,
                          danger: true,
                          onClick: () =>
                            setDraft({ ...draft, points: draft.points.filter((q) => q.x !== p.x) }),
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <form onSubmit={addPoint} aria-label="Add a point">
            <Group align="flex-start" mt="sm">
              <NumberInput label={labels.x} w={150} value={x} onChange={setX} />
              <NumberInput label={labels.y} w={150} value={y} onChange={setY} />
              <Button type="submit" mt={25} variant="default">
                Add point
              </Button>
            </Group>
            {pointError ? (
              <Text c="red" size="sm" role="alert" mt={4}>
                {pointError}
              </Text>
            ) : null}
          </form>
        </Paper>
        <PredictionPanel
          xLabel={labels.x}
          yLabel={labels.y}
          predictions={reading.predictions}
          onPredictAt={setPredictAt}
        />
      </SimpleGrid>
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete curve?"
        message={`Delete the ${mode} curve of ${vesselName}?`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        failure={remove.isError ? errorText(remove.error) : null}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => curve && remove.mutate(curve.id, { onSuccess: () => setConfirmDelete(false) })}
      />
    </Stack>
  );
}

export function ReferenceCurveScreen({ mode }: { mode: Extract<CurveMode, 'PowerSpeed' | 'SFOC'> }) {
  const vessels = useEveryVessel();
  const [vesselId, setVesselId] = useState<string | null>(null);
  const curves = useReferenceCurves(vesselId);
  const vessel = vessels.data?.find((v) => v.id === vesselId);

  if (vessels.isPending) return <LoadingState label="Loading vessels…" />;
  if (vessels.isError) return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  const curve = curves.data?.find((c) => c.curveMode === mode) ?? null;
  return (
    <Stack gap="md">
      <Select
        label="Vessel"
        placeholder="Choose a vessel"
        searchable
        w={320}
        data={vessels.data.map((v) => ({
          value: v.id,
          label: `${v.name} (${v.companyName ?? 'no company'})`,
        }))}
        value={vesselId}
        onChange={setVesselId}
      />
      {!vesselId || !vessel ? (
        <EmptyMessage>
          Choose a vessel to see and edit its {mode === 'PowerSpeed' ? 'power-speed' : 'SFOC'} curve.
        </EmptyMessage>
      ) : curves.isPending ? (
        <LoadingState label="Loading curves…" />
      ) : curves.isError ? (
        <ErrorState error={curves.error} onRetry={() => void curves.refetch()} />
      ) : (
        <CurveEditor
          key={`${vesselId}:${curve?.id ?? 'new'}`}
          vesselId={vesselId}
          vesselName={vessel.name}
          mode={mode}
          curve={curve}
        />
      )}
    </Stack>
  );
}
