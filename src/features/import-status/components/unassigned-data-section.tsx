// Unassigned data (issue 27, ADR 0087): packages whose IMO number no vessel has. An Administrator
// assigns each to a vessel (the data receiver offered first; a different IMO number shown and
// confirmed), creates the vessel from it, or removes it. Actions are hidden while offline.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { UnassignedData } from '../../../../domain/contracts/imports.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import {
  useAssignableVessels,
  useAssignUnassigned,
  useCreateVesselFromUnassigned,
  useRemoveUnassigned,
  useUnassignedData,
  type AssignableVessel,
} from '../api/unassigned-data.ts';

type Props = { refetchInterval: number | false };

export function UnassignedDataSection({ refetchInterval }: Props) {
  const list = useUnassignedData(refetchInterval);
  const isOnline = useOnlineStatus();
  const [assigning, setAssigning] = useState<UnassignedData | null>(null);
  const [creating, setCreating] = useState<UnassignedData | null>(null);
  const [removing, setRemoving] = useState<UnassignedData | null>(null);
  const remove = useRemoveUnassigned();

  if (list.isPending) return <LoadingState label="Loading unassigned data…" />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {messages.unassignedDataIntro}
      </Text>
      {list.data.length === 0 ? (
        <EmptyMessage>{messages.unassignedDataEmpty}</EmptyMessage>
      ) : (
        <Table striped aria-label={messages.unassignedDataTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>IMO number</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th>Samples</Table.Th>
              <Table.Th>Variables</Table.Th>
              <Table.Th>Received</Table.Th>
              {isOnline ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((row) => (
              <Table.Tr key={row.importPath}>
                <Table.Td>{row.imoNumber}</Table.Td>
                <Table.Td>
                  {formatDateTime(row.periodStart)} – {formatDateTime(row.periodEnd)}
                </Table.Td>
                <Table.Td>{row.sampleCount}</Table.Td>
                <Table.Td>{row.variableCount}</Table.Td>
                <Table.Td>{formatDateTime(row.receivedAt)}</Table.Td>
                {isOnline ? (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => setAssigning(row)}>
                        Assign
                      </Button>
                      <Button size="compact-sm" variant="light" onClick={() => setCreating(row)}>
                        Create vessel
                      </Button>
                      <Button size="compact-sm" variant="light" color="red" onClick={() => setRemoving(row)}>
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {assigning ? <AssignDialog entry={assigning} onClose={() => setAssigning(null)} /> : null}
      {creating ? <CreateVesselDialog entry={creating} onClose={() => setCreating(null)} /> : null}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove unassigned data"
        message={
          removing
            ? fillMessage(messages.unassignedRemoveConfirm, {
                packageImo: removing.imoNumber,
                samples: String(removing.sampleCount),
              })
            : ''
        }
        danger
        loading={remove.isPending}
        failure={remove.error ? errorMessage(remove.error, 'An error occurred.') : null}
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) remove.mutate(removing.importPath, { onSuccess: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}

const vesselLabel = (vessel: AssignableVessel) =>
  `${vessel.name} (IMO ${vessel.imoNumber}${vessel.companyName ? `, ${vessel.companyName}` : ''})${vessel.isDataReceiver ? ' – data receiver' : ''}`;

/** The vessel picker: the data receiver first and chosen, then the vessel with the package's IMO number. */
function AssignDialog({ entry, onClose }: { entry: UnassignedData; onClose: () => void }) {
  const vessels = useAssignableVessels(true);
  const assign = useAssignUnassigned();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sorted = [...(vessels.data ?? [])].sort(
    (a, b) => Number(b.isDataReceiver) - Number(a.isDataReceiver) || a.name.localeCompare(b.name),
  );
  const chosen = sorted.find((vessel) => vessel.id === chosenId) ?? sorted[0] ?? null;
  const mismatch = chosen !== null && String(chosen.imoNumber) !== entry.imoNumber;
  const mismatchText = chosen
    ? fillMessage(messages.unassignedImoMismatch, {
        packageImo: entry.imoNumber,
        vessel: chosen.name,
        vesselImo: String(chosen.imoNumber),
      })
    : '';

  return (
    <Modal opened onClose={onClose} title="Assign unassigned data" centered>
      <Stack>
        {vessels.isPending ? <LoadingState label="Loading vessels…" /> : null}
        {vessels.isError ? <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} /> : null}
        {vessels.data ? (
          <Select
            label="Vessel"
            allowDeselect={false}
            searchable
            data={sorted.map((vessel) => ({ value: vessel.id, label: vesselLabel(vessel) }))}
            value={chosen?.id ?? null}
            onChange={setChosenId}
          />
        ) : null}
        {mismatch ? (
          <Alert color="orange" title="IMO numbers differ" role="alert">
            {mismatchText}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen === null} onClick={() => setConfirming(true)}>
            Assign
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Assign unassigned data"
        message={
          chosen
            ? `${fillMessage(messages.unassignedAssignConfirm, {
                samples: String(entry.sampleCount),
                packageImo: entry.imoNumber,
                vessel: chosen.name,
              })}${mismatch ? ` ${mismatchText}` : ''}`
            : ''
        }
        loading={assign.isPending}
        failure={assign.error ? errorMessage(assign.error, 'An error occurred.') : null}
        onCancel={() => {
          assign.reset();
          setConfirming(false);
        }}
        onConfirm={() => {
          if (!chosen) return;
          assign.mutate(
            { importPath: entry.importPath, vesselId: chosen.id, confirmImoMismatch: mismatch },
            { onSuccess: onClose },
          );
        }}
      />
    </Modal>
  );
}

/** A new vessel with the package's IMO number; the package is then imported into it. */
function CreateVesselDialog({ entry, onClose }: { entry: UnassignedData; onClose: () => void }) {
  const create = useCreateVesselFromUnassigned();
  const [name, setName] = useState('');
  const [draftMean, setDraftMean] = useState<number | string>('');
  const [mcr, setMcr] = useState<number | string>('');
  return (
    <Modal opened onClose={onClose} title="Create vessel from unassigned data" centered>
      <Stack>
        <TextInput label="IMO number" value={entry.imoNumber} readOnly />
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NumberInput label="Draft Mean" required value={draftMean} onChange={setDraftMean} />
        <NumberInput label="Max Continuous Rating" required value={mcr} onChange={setMcr} />
        {create.error ? (
          <Alert color="red" role="alert">
            {errorMessage(create.error, 'An error occurred.')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                {
                  importPath: entry.importPath,
                  name,
                  draftMean: draftMean === '' ? undefined : Number(draftMean),
                  maxContinuousRating: mcr === '' ? undefined : Number(mcr),
                },
                { onSuccess: onClose },
              )
            }
          >
            Create and assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
