// The Fuel types tab (002 §2; EMIS-082, EMIS-176, EMIS-187): the table (name, short name, carbon
// emission factor with 3 decimals, owner) with Delete only on the company's own types, and the
// Add form (name, short name, finite factor; Save only when valid and not saving).
import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FuelType } from '../../../../domain/contracts/reference-lists.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { canSaveNewFuelType, checkNewFuelType } from '../../../../domain/voyages/settings-rules.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { showError } from '../../../components/snackbar.ts';
import { TableHeader } from '../../../components/sortable-header.tsx';
import { EmptyMessage } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';
import { useCreateFuelType } from '../api/create-fuel-type.ts';
import { useDeleteFuelType } from '../api/delete-fuel-type.ts';
import { useFuelTypes } from '../api/get-fuel-types.ts';
import { chooseView } from '../data-source.ts';
import { useDeviceFuelTypes } from '../local/device-copy.ts';
import { parseQuantity } from '../../../lib/form-rules.ts';
import { formatCarbonEmissionFactor } from '../settings-form.ts';
import { settingsTexts } from '../settings-texts.ts';
import { AddForm, DeviceCopyNote, ViewGate } from './parts.tsx';

const columns = [
  { label: 'Name' },
  { label: 'Short name' },
  { label: 'Carbon emission factor', align: 'right' as const },
  { label: 'Owner' },
];

/** Whether the type belongs to a company and may be deleted (EMIS-187). */
export function isCompanyOwned(type: Pick<FuelType, 'companyId'>): boolean {
  return type.companyId !== null;
}

export function FuelTypesTab({ isOnline, canManage }: { isOnline: boolean; canManage: boolean }) {
  const query = useFuelTypes();
  const view = chooseView(query, useDeviceFuelTypes());
  return (
    <ViewGate view={view} onRetry={() => void query.refetch()}>
      {(types, source) => (
        <FuelTypes
          types={types}
          source={source}
          readOnlyReason={
            !isOnline || source === 'device'
              ? settingsTexts.writesNeedConnection
              : canManage
                ? null
                : settingsTexts.fuelTypesManagedBy
          }
        />
      )}
    </ViewGate>
  );
}

type FuelTypesProps = {
  types: FuelType[];
  source: 'server' | 'device';
  /** Why nothing can be changed; null: the user may add and delete. */
  readOnlyReason: string | null;
};

function FuelTypes({ types, source, readOnlyReason }: FuelTypesProps) {
  const writable = readOnlyReason === null;
  const remove = useDeleteFuelType();
  const [deleting, setDeleting] = useState<FuelType | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sorted = [...types].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));

  return (
    <Stack gap="md">
      <DeviceCopyNote source={source} />
      {sorted.length === 0 ? (
        <EmptyMessage>{settingsTexts.noFuelTypes}</EmptyMessage>
      ) : (
        <Table aria-label="Fuel types" striped>
          <TableHeader columns={columns} />
          <Table.Tbody>
            {sorted.map((type) => (
              <Table.Tr key={type.id}>
                <Table.Td>{type.name}</Table.Td>
                <Table.Td>{type.shortName}</Table.Td>
                <Table.Td ta="right">{formatCarbonEmissionFactor(type.carbonEmissionFactor)}</Table.Td>
                <Table.Td>
                  {isCompanyOwned(type) ? settingsTexts.companyOwner : settingsTexts.globalOwner}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    actions={[
                      {
                        label: 'Delete',
                        ariaLabel: `Delete ${type.name}`,
                        danger: true,
                        visible: writable && isCompanyOwned(type),
                        onClick: () => {
                          setFailure(null);
                          setDeleting(type);
                        },
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={3} size="h4">
        Add fuel type
      </Title>
      {writable ? (
        <FuelTypeForm existing={types} />
      ) : (
        <Text c="dimmed" size="sm">
          {readOnlyReason}
        </Text>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete fuel type"
        message={fillMessage(messages.confirmDeleteNamed, { name: deleting?.name ?? '' })}
        danger
        loading={remove.isPending}
        failure={failure}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => setFailure(errorMessage(error, messages.anErrorOccurred)),
          })
        }
      />
    </Stack>
  );
}

type FuelTypeDraftText = { name: string; shortName: string; factor: string };
const emptyDraft: FuelTypeDraftText = { name: '', shortName: '', factor: '' };

function FuelTypeForm({ existing }: { existing: readonly FuelType[] }) {
  const create = useCreateFuelType();
  const [draft, setDraft] = useState(emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  useDirtyForm(Object.values(draft).some((text) => text !== ''));
  const rulesDraft = {
    name: draft.name,
    shortName: draft.shortName,
    carbonEmissionFactor: parseQuantity(draft.factor),
  };
  const problems = checkNewFuelType(rulesDraft, existing);
  const canSave = canSaveNewFuelType(rulesDraft, existing, create.isPending);
  const errorOf = (field: 'name' | 'shortName' | 'carbonEmissionFactor') =>
    touched.has(field) ? problems.find((problem) => problem.field === field)?.message : undefined;

  function clear() {
    setDraft(emptyDraft);
    setTouched(new Set());
    setFailure(null);
  }

  function change(field: keyof FuelTypeDraftText, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field === 'factor' ? 'carbonEmissionFactor' : field));
  }

  function submit() {
    setTouched(new Set(['name', 'shortName', 'carbonEmissionFactor']));
    if (!canSave || rulesDraft.carbonEmissionFactor === null) return;
    setFailure(null);
    create.mutate(
      {
        id: crypto.randomUUID(),
        name: draft.name.trim(),
        shortName: draft.shortName.trim(),
        carbonEmissionFactor: rulesDraft.carbonEmissionFactor,
      },
      {
        onSuccess: clear,
        onError: (error) => {
          setFailure(errorMessage(error, messages.anErrorOccurred));
          showError(error);
        },
      },
    );
  }

  return (
    <AddForm
      label="Add fuel type"
      name={{ value: draft.name, error: errorOf('name'), onChange: (value) => change('name', value) }}
      columns={3}
      canSave={canSave}
      saving={create.isPending}
      failure={failure}
      onSubmit={submit}
      onCancel={clear}
    >
      <TextInput
        label="Short name"
        required
        value={draft.shortName}
        onChange={(event) => change('shortName', event.currentTarget.value)}
        error={errorOf('shortName')}
      />
      <TextInput
        label="Carbon emission factor"
        required
        inputMode="decimal"
        value={draft.factor}
        onChange={(event) => change('factor', event.currentTarget.value)}
        error={errorOf('carbonEmissionFactor')}
      />
    </AddForm>
  );
}
