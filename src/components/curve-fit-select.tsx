// The regression kind of a curve and, for a polynomial, its order (2nd to 5th; 001 §1, §2).
import { Select } from '@mantine/core';
import {
  MAX_POLYNOMIAL_ORDER,
  MIN_POLYNOMIAL_ORDER,
  REGRESSION_KINDS,
  type RegressionKind,
} from '../../domain/calc/regression.ts';

export const FIT_NAMES: Record<RegressionKind, string> = {
  linear: 'Linear',
  exponential: 'Exponential',
  logarithmic: 'Logarithmic',
  power: 'Power',
  polynomial: 'Polynomial',
};

const orders = Array.from({ length: MAX_POLYNOMIAL_ORDER - MIN_POLYNOMIAL_ORDER + 1 }, (_, i) =>
  String(i + MIN_POLYNOMIAL_ORDER),
);

export function CurveFitSelect({
  kinds = REGRESSION_KINDS,
  kind,
  order,
  onChange,
}: {
  /** The kinds offered (every kind by default). */
  kinds?: readonly RegressionKind[];
  kind: RegressionKind;
  order: number;
  onChange: (fit: { kind: RegressionKind; order: number }) => void;
}) {
  return (
    <>
      <Select
        label="Curve fit"
        w={180}
        allowDeselect={false}
        data={kinds.map((value) => ({ value, label: FIT_NAMES[value] }))}
        value={kind}
        onChange={(value) => value && onChange({ kind: value as RegressionKind, order })}
      />
      {kind === 'polynomial' ? (
        <Select
          label="Order"
          w={100}
          allowDeselect={false}
          data={orders}
          value={String(order)}
          onChange={(value) => value && onChange({ kind, order: Number(value) })}
        />
      ) : null}
    </>
  );
}
