// A curve as the reference curves and charter party pages edit it (001 §2, §5; PERF-060..062,
// PERF-064, PERF-116, PERF-130/131): the points' errors, the equation, the chart, the points table
// (points added and removed where the page allows it, values corrected where it allows that) and
// the prediction panel. The page keeps the draft and saves it.
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { curvePointsError, type ReferenceCurve } from '../../../../domain/contracts/reference-curves.ts';
import { messages } from '../../../../domain/messages.ts';
import { readCurve } from '../../../../domain/performance/reference-curve.ts';
import { CurveChart } from '../../../components/curve-chart.tsx';
import { PredictionPanel } from '../../../components/prediction-panel.tsx';
import { RowActions } from '../../../components/row-actions.tsx';

export type CurveDraft = Pick<ReferenceCurve, 'curveFit' | 'regressionOrder' | 'points'>;

/** The part of a saved curve the workbench edits (a 412 refills the draft with it, ADR 0092). */
export const curveDraftOf = ({ curveFit, regressionOrder, points }: ReferenceCurve): CurveDraft => ({
  curveFit,
  regressionOrder,
  points,
});
type Point = { x: number; y: number };

export function CurveWorkbench({
  draft,
  onPointsChange,
  xLabel,
  yLabel,
  canAddRemove,
  canCorrect = false,
  predictAt,
  onPredictAt,
}: {
  draft: CurveDraft;
  onPointsChange: (points: Point[]) => void;
  xLabel: string;
  yLabel: string;
  /** Whether points may be added and removed. */
  canAddRemove: boolean;
  /** Whether the y values of the points may be corrected in place. */
  canCorrect?: boolean;
  predictAt: number[];
  onPredictAt: (xs: number[]) => void;
}) {
  const headingId = useId();
  const [x, setX] = useState<string | number>('');
  const [y, setY] = useState<string | number>('');
  const [pointError, setPointError] = useState<string | null>(null);
  const reading = useMemo(() => readCurve(draft, predictAt), [draft, predictAt]);
  const pointsError = curvePointsError(draft.curveFit, draft.points);

  function addPoint(event: FormEvent) {
    event.preventDefault();
    if (typeof x !== 'number' || typeof y !== 'number') return setPointError(messages.valueMustBeNumber);
    const points = [...draft.points, { x, y }].sort((a, b) => a.x - b.x);
    const error = curvePointsError(draft.curveFit, points);
    if (error) return setPointError(error);
    setPointError(null);
    onPointsChange(points);
    setX('');
    setY('');
  }

  return (
    <Stack gap="md">
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
      <CurveChart reading={reading} xLabel={xLabel} yLabel={yLabel} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
          <Text fw={600} id={headingId} mb="xs">
            Curve data
          </Text>
          <Table striped verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{xLabel}</Table.Th>
                <Table.Th>{yLabel}</Table.Th>
                <Table.Th>Fitted</Table.Th>
                <Table.Th>Outlier</Table.Th>
                {canAddRemove ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reading.points.map((p) => (
                <Table.Tr key={p.x}>
                  <Table.Td>{p.x}</Table.Td>
                  <Table.Td>
                    {canCorrect ? (
                      <NumberInput
                        aria-label={`${yLabel} at ${p.x}`}
                        size="xs"
                        w={110}
                        value={p.y}
                        onChange={(value) =>
                          typeof value === 'number' &&
                          onPointsChange(draft.points.map((q) => (q.x === p.x ? { x: q.x, y: value } : q)))
                        }
                      />
                    ) : (
                      p.y
                    )}
                  </Table.Td>
                  <Table.Td>{p.fitted === null ? '–' : p.fitted.toFixed(3)}</Table.Td>
                  <Table.Td>{p.isOutlier ? 'Yes' : ''}</Table.Td>
                  {canAddRemove ? (
                    <Table.Td>
                      <RowActions
                        actions={[
                          {
                            label: 'Remove',
                            ariaLabel: `Remove the point ${p.x}, ${p.y}`,
                            danger: true,
                            onClick: () => onPointsChange(draft.points.filter((q) => q.x !== p.x)),
                          },
                        ]}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {canAddRemove ? (
            <form onSubmit={addPoint} aria-label="Add a point">
              <Group align="flex-start" mt="sm">
                <NumberInput label={xLabel} w={150} value={x} onChange={setX} />
                <NumberInput label={yLabel} w={190} value={y} onChange={setY} />
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
          ) : null}
        </Paper>
        <PredictionPanel
          xLabel={xLabel}
          yLabel={yLabel}
          predictions={reading.predictions}
          onPredictAt={onPredictAt}
        />
      </SimpleGrid>
    </Stack>
  );
}
