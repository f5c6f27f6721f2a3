// The add form of a fuel tank or flow meter (EMIS-173..175): name, fuel type, at least one fuel
// consumption source and, for a flow meter, an optional flow rate log variable (none: manual
// input). Save is enabled only when the rules of settings-rules.ts hold and nothing is saving.
import { Checkbox, Group, Select } from '@mantine/core';
import { useState } from 'react';
import {
  fuelConsumptionSourceNames,
  fuelConsumptionSources,
  type FuelConsumptionSource,
  type FuelType,
} from '../../../../domain/contracts/reference-lists.ts';
import { messages } from '../../../../domain/messages.ts';
import {
  canSaveNewEquipment,
  checkNewEquipment,
  type NamedEquipment,
} from '../../../../domain/voyages/settings-rules.ts';
import { showError } from '../../../components/snackbar.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';
import { useCreateEquipment } from '../api/create-equipment.ts';
import type { EquipmentKind } from '../api/get-equipment.ts';
import { useFlowRateVariables } from '../../../lib/flow-rate-variables.ts';
import { useReferenceList } from '../api/get-reference-lists.ts';
import { settingsTexts } from '../settings-texts.ts';
import { AddForm } from './parts.tsx';

/** GET /FuelConsumptionSources, or the contract's list while it cannot be read. */
export function useSourceOptions(): { id: FuelConsumptionSource; name: string }[] {
  const query = useReferenceList('fuelConsumptionSources');
  return query.data ?? fuelConsumptionSources.map((id) => ({ id, name: fuelConsumptionSourceNames[id] }));
}

type EquipmentFormProps = {
  kind: EquipmentKind;
  vesselId: string;
  existing: readonly NamedEquipment[];
  fuelTypes: readonly FuelType[];
};

type Draft = {
  name: string;
  fuelTypeId: string | null;
  fuelConsumptionSources: string[];
  variableId: string | null;
};
const emptyDraft: Draft = { name: '', fuelTypeId: null, fuelConsumptionSources: [], variableId: null };
type DraftField = 'name' | 'fuelTypeId' | 'fuelConsumptionSources';

export function EquipmentForm({ kind, vesselId, existing, fuelTypes }: EquipmentFormProps) {
  const create = useCreateEquipment(kind, vesselId);
  const sources = useSourceOptions();
  const variables = useFlowRateVariables(vesselId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  useDirtyForm(
    draft.name !== '' ||
      draft.fuelTypeId !== null ||
      draft.fuelConsumptionSources.length > 0 ||
      draft.variableId !== null,
  );
  const problems = checkNewEquipment(kind, draft, existing);
  const errorOf = (field: DraftField) =>
    touched.has(field) ? problems.find((problem) => problem.field === field)?.message : undefined;
  const isMeter = kind === 'flowMeter';
  const noun = isMeter ? 'flow meter' : 'fuel tank';

  function clear() {
    setDraft(emptyDraft);
    setTouched(new Set());
    setFailure(null);
  }

  function change<F extends keyof Draft>(field: F, value: Draft[F]) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'variableId') setTouched((current) => new Set(current).add(field as DraftField));
  }

  function submit() {
    setTouched(new Set(['name', 'fuelTypeId', 'fuelConsumptionSources']));
    if (!canSaveNewEquipment(kind, draft, existing, create.isPending) || draft.fuelTypeId === null) return;
    setFailure(null);
    const request = {
      id: crypto.randomUUID(),
      vesselId,
      name: draft.name.trim(),
      fuelTypeId: draft.fuelTypeId,
      fuelConsumptionSources: draft.fuelConsumptionSources as FuelConsumptionSource[],
      ...(isMeter ? { fuelMassFlowRateLogVariableId: draft.variableId } : {}),
    };
    create.mutate(request as Parameters<typeof create.mutate>[0], {
      onSuccess: clear,
      onError: (error) => {
        const text = errorMessage(error, messages.anErrorOccurred);
        setFailure(text);
        showError(error);
      },
    });
  }

  return (
    <AddForm
      label={`Add ${noun}`}
      name={{ value: draft.name, error: errorOf('name'), onChange: (value) => change('name', value) }}
      columns={2}
      canSave={canSaveNewEquipment(kind, draft, existing, create.isPending)}
      saving={create.isPending}
      failure={failure}
      onSubmit={submit}
      onCancel={clear}
    >
      <Select
        label="Fuel type"
        required
        placeholder={messages.pleaseSelect}
        data={fuelTypes
          .filter((type) => !type.isDeactivated)
          .map((type) => ({ value: type.id, label: type.name }))}
        value={draft.fuelTypeId}
        onChange={(value) => change('fuelTypeId', value)}
        error={errorOf('fuelTypeId')}
        searchable
      />
      <Checkbox.Group
        label="Fuel consumption sources"
        required
        value={draft.fuelConsumptionSources}
        onChange={(value) => change('fuelConsumptionSources', value)}
        error={errorOf('fuelConsumptionSources')}
      >
        <Group gap="md" mt={4}>
          {sources.map((source) => (
            <Checkbox key={source.id} value={source.id} label={source.name} />
          ))}
        </Group>
      </Checkbox.Group>
      {isMeter ? (
        <Select
          label="Flow rate log variable"
          placeholder={settingsTexts.manualInput}
          data={(variables.data ?? []).map((variable) => ({
            value: variable.id,
            label: variable.displayName,
          }))}
          value={draft.variableId}
          onChange={(value) => change('variableId', value)}
          searchable
          clearable
        />
      ) : null}
    </AddForm>
  );
}
