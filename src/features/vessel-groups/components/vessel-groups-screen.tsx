// Vessel groups (003 §2, ADMIN-065..070, ADMIN-143): three columns, the user's groups, the vessels
// in the chosen group and the vessels available; a vessel moves between the columns with a click
// (or Enter). Groups are added, renamed (the edit icon) and deleted (the delete icon, confirmed).
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { VESSEL_GROUP_NAME_MAX, type VesselGroup } from '../../../../domain/contracts/vessel-groups.ts';
import { messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { errorText } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useVesselGroupMutations, useVesselGroups, useVisibleVessels } from '../api/vessel-groups.ts';

const nameError = (name: string) =>
  name.trim() === ''
    ? messages.vesselGroupNameRequired
    : name.trim().length > VESSEL_GROUP_NAME_MAX
      ? messages.vesselGroupNameTooLong
      : null;

function NameForm({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setError(problem);
    try {
      await onSubmit(name.trim());
      setError(null);
      if (!onCancel) setName('');
    } catch (failure) {
      setError(errorText(failure) || messages.anErrorOccurred);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={label}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          data-autofocus={onCancel ? true : undefined}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `column-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={id}>
      <Text fw={600} id={id} mb="xs">
        {title}
      </Text>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

function VesselButton({ name, action, onClick }: { name: string; action: string; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={`${action} ${name}`}
      px="xs"
      py={4}
      style={{ borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm">{name}</Text>
    </UnstyledButton>
  );
}

export function VesselGroupsScreen() {
  const groups = useVesselGroups();
  const vessels = useVisibleVessels();
  const { create, rename, remove, move } = useVesselGroupMutations();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<VesselGroup | null>(null);
  const [deleting, setDeleting] = useState<VesselGroup | null>(null);

  if (groups.isPending || vessels.isPending) return <LoadingState label={messages.loadingUpperCase} />;
  if (groups.isError) return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />;
  if (vessels.isError) return <ErrorState error={vessels.error} onRetry={() => void vessels.refetch()} />;
  const selected = groups.data.find((g) => g.id === selectedId) ?? groups.data[0] ?? null;
  const available = vessels.data
    .filter((vessel) => !selected?.vesselIds.includes(vessel.id))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack gap="md">
      {/* A note, not an alert: nothing went wrong, so nothing to announce at once. */}
      <Alert color="blue" variant="light" role="note">
        Your vessel groups are yours alone. Choose a group, then click a vessel to move it in or out. The
        groups feed the{' '}
        <Anchor component={Link} to="/Compare">
          comparison of vessels
        </Anchor>{' '}
        and the &apos;Filter on group&apos; dropdown of the{' '}
        <Anchor component={Link} to="/VesselOverview">
          Vessel Overview
        </Anchor>
        .
      </Alert>
      {move.isError ? (
        <Alert color="red" role="alert">
          {errorText(move.error) || messages.anErrorOccurred}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Column title="Vessel groups">
          {groups.data.length === 0 ? <Text size="sm">No vessel groups yet.</Text> : null}
          {groups.data.map((group) =>
            renaming?.id === group.id ? (
              <NameForm
                key={group.id}
                label={`New name of ${group.name}`}
                initial={group.name}
                submitLabel="Save"
                pending={rename.isPending}
                onSubmit={(name) => rename.mutateAsync({ id: group.id, name }).then(() => setRenaming(null))}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <Group key={group.id} gap={4} wrap="nowrap" justify="space-between">
                <Button
                  variant={group.id === selected?.id ? 'light' : 'subtle'}
                  aria-pressed={group.id === selected?.id}
                  onClick={() => setSelectedId(group.id)}
                  style={{ flex: 1 }}
                  justify="flex-start"
                >
                  {group.name} ({group.vesselIds.length})
                </Button>
                <Tooltip label="Rename">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Rename ${group.name}`}
                    onClick={() => setRenaming(group)}
                  >
                    ✎
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${group.name}`}
                    onClick={() => setDeleting(group)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          )}
          <NameForm
            label={messages.addNewVesselGroup}
            submitLabel="Add"
            pending={create.isPending}
            onSubmit={(name) => create.mutateAsync(name).then((group) => setSelectedId(group.id))}
          />
        </Column>
        <Column title="Vessels in group">
          {!selected ? <Text size="sm">Add a group first.</Text> : null}
          {selected && selected.vessels.length === 0 ? (
            <Text size="sm">No vessels in this group.</Text>
          ) : null}
          {selected?.vessels.map((vessel) => (
            <VesselButton
              key={vessel.id}
              name={vessel.name}
              action={`Take out of ${selected.name}:`}
              onClick={() => move.mutate({ groupId: selected.id, vesselId: vessel.id, into: false })}
            />
          ))}
        </Column>
        <Column title="Available vessels">
          {available.length === 0 ? <Text size="sm">{messages.noAvailableVessels}</Text> : null}
          {selected
            ? available.map((vessel) => (
                <VesselButton
                  key={vessel.id}
                  name={vessel.name}
                  action={`Put in ${selected.name}:`}
                  onClick={() => move.mutate({ groupId: selected.id, vesselId: vessel.id, into: true })}
                />
              ))
            : null}
        </Column>
      </SimpleGrid>
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.deleteVesselGroupTitle}
        message={messages.confirmDeleteVesselGroup}
        danger
        loading={remove.isPending}
        failure={remove.isError ? errorText(remove.error) || messages.anErrorOccurred : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
