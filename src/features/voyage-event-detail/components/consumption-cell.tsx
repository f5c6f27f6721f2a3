// EMIS-146, EMIS-172: a fuel consumption shown with 3 decimals and edited in place: Enter saves,
// Escape or leaving the field cancels. Read-only cells show the summary precision (1 decimal).
import { NumberInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import {
  checkConsumptionValue,
  consumptionInput,
  formatFuelQuantity,
} from '../../../../domain/voyages/fuel-rules.ts';
import { detailTexts } from '../detail-texts.ts';

export function ConsumptionCell({
  valueTonnes,
  label,
  editable,
  onSave,
}: {
  valueTonnes: number;
  /** Names the row for assistive technology, e.g. 'ME flow meter 01. Mar, 2026 08:00'. */
  label: string;
  editable: boolean;
  onSave: (valueTonnes: number) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<number | string | null>(null);
  if (!editable) return <>{formatFuelQuantity(valueTonnes, 'consumptionSummary')}</>;
  if (draft === null) {
    return (
      <UnstyledButton
        onClick={() => setDraft(valueTonnes)}
        aria-label={`${detailTexts.editConsumption} ${label}`}
        style={{ textDecoration: 'underline dotted' }}
      >
        {formatFuelQuantity(valueTonnes, 'consumptionEdit')}
      </UnstyledButton>
    );
  }
  const invalid = checkConsumptionValue(draft);
  return (
    <NumberInput
      size="xs"
      w={140}
      autoFocus
      aria-label={`${detailTexts.fuelConsumptionMt} ${label}`}
      {...consumptionInput}
      value={draft}
      error={invalid}
      onChange={setDraft}
      onBlur={() => setDraft(null)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setDraft(null);
        if (e.key === 'Enter' && !invalid) {
          const value = Number(draft);
          setDraft(null);
          void onSave(value);
        }
      }}
    />
  );
}
