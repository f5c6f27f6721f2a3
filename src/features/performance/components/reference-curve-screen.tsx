// The Reference Curves pages (001 §2, PERF-060..062, PERF-116, PERF-130/131): an Administrator
// picks a vessel and edits its PowerSpeed or SFOC curve: the points (checked against the fit), the
// fit and its order, the chart with the regression and the outliers, the equation, a prediction
// table with custom values (2 decimals), Save, Delete and the curve report.
import { Alert, Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { RegressionKind } from '../../../../domain/calc/regression.ts';
import {
  curvePointsError,
  type CurveMode,
  type ReferenceCurve,
} from '../../../../domain/contracts/reference-curves.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CurveFitSelect } from '../../../components/curve-fit-select.tsx';
import { showError } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { downloadCurveReport, useEveryVessel, useReferenceCurves } from '../api/reference-curves.ts';
import { useCurveEditing } from './curve-editing.ts';
import { CurveWorkbench, curveDraftOf } from './curve-workbench.tsx';

const axes: Record<'PowerSpeed' | 'SFOC', { x: string; y: string; fit: RegressionKind }> = {
  PowerSpeed: { x: 'Shaft power (kW)', y: 'Speed through water (kn)', fit: 'power' },
  SFOC: { x: 'Engine power (kW)', y: 'SFOC (g/kWh)', fit: 'polynomial' },
};

type Draft = Pick<ReferenceCurve, 'curveFit' | 'regressionOrder' | 'points' | 'referenceDraft'>;

const draftOf = (curve: ReferenceCurve): Draft => ({
  ...curveDraftOf(curve),
  referenceDraft: curve.referenceDraft,
});

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
    curve ? draftOf(curve) : { curveFit: labels.fit, regressionOrder: 2, points: [], referenceDraft: null },
  );
  const [predictAt, setPredictAt] = useState<number[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = useCurveEditing(vesselId, curve, (current) => setDraft(draftOf(current)));
  const pointsError = curvePointsError(draft.curveFit, draft.points);

  function saveCurve() {
    editing.save({
      vesselId,
      curveMode: mode,
      xAxisLogVariableId: null,
      yAxisLogVariableId: null,
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
        <Button onClick={saveCurve} loading={editing.saving} disabled={pointsError !== null}>
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
      <CurveWorkbench
        draft={draft}
        onPointsChange={(points) => setDraft({ ...draft, points })}
        xLabel={labels.x}
        yLabel={labels.y}
        canAddRemove
        predictAt={predictAt}
        onPredictAt={setPredictAt}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete curve?"
        message={`Delete the ${mode} curve of ${vesselName}?`}
        confirmLabel="Delete"
        danger
        loading={editing.removing}
        failure={editing.removeFailure}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => editing.remove(() => setConfirmDelete(false))}
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
