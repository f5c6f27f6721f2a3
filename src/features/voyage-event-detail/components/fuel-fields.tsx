// Pieces the fuel tank and flow meter tables share: the fuel type choice and name, and Remove.
import { Button, NativeSelect, NumberInput } from '@mantine/core';
import { consumptionInput } from '../../../../domain/voyages/fuel-rules.ts';
import { detailTexts } from '../detail-texts.ts';
import type { FuelTypeRow } from '../local/rows.ts';

export function fuelTypeName(fuelTypes: readonly FuelTypeRow[], id: string): string {
  return fuelTypes.find((type) => type.id === id)?.shortName ?? '';
}

export function FuelTypeSelect({
  fuelTypes,
  value,
  onChange,
}: {
  fuelTypes: readonly FuelTypeRow[];
  value: string;
  onChange: (id: string) => void;
}) {
  const offered = fuelTypes.filter((type) => !type.isDeactivated || type.id === value);
  return (
    <NativeSelect
      size="xs"
      label={detailTexts.fuelType}
      value={value}
      data={[{ value: '', label: '' }, ...offered.map((type) => ({ value: type.id, label: type.shortName }))]}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => Promise<unknown> }) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      onClick={() => void onRemove()}
      aria-label={`${detailTexts.remove} ${label}`}
    >
      {detailTexts.remove}
    </Button>
  );
}

/** A quantity field of the add rows: at least 0 unless told otherwise, with its display decimals. */
export function QuantityInput({
  label,
  value,
  onChange,
  decimals,
  width = 150,
  max,
  allowNegative = false,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  decimals: number;
  width?: number;
  max?: number;
  allowNegative?: boolean;
}) {
  return (
    <NumberInput
      size="xs"
      w={width}
      label={label}
      min={allowNegative ? undefined : 0}
      max={max}
      decimalScale={decimals}
      allowNegative={allowNegative}
      value={value}
      onChange={onChange}
    />
  );
}

/** The add button of an add row: enabled only when the new record is valid and nothing is saving. */
export function AddButton({
  label,
  onAdd,
  canAdd,
  saving,
}: {
  label: string;
  onAdd: () => Promise<unknown>;
  canAdd: boolean;
  saving: boolean;
}) {
  return (
    <Button
      size="xs"
      onClick={() => void onAdd()}
      disabled={!canAdd || saving}
      loading={saving}
      aria-label={label}
    >
      {detailTexts.add}
    </Button>
  );
}

/** EMIS-172: a fuel consumption entered in an add row: at least 0, steps of 0.001, 3 decimals. */
export function ConsumptionInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput size="xs" w={150} label={label} {...consumptionInput} value={value} onChange={onChange} />
  );
}
