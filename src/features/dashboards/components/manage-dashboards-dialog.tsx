// 'Manage dashboards' (000 §2, 500 px): the user's own dashboards, dragged to reorder, renamed
// inline (Enter saves, Esc or leaving the field cancels), shared with users of the same company by
// checkboxes, deleted (not offered for the last one), chosen as current; 'Add new' creates one.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Popover,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { dashboardEndpoints, type Dashboard } from '../../../../domain/contracts/dashboards.ts';
import { newDashboardName } from '../../../../domain/dashboards/widgets.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconGrip, IconTrash, IconUsers } from '../../../components/icons.tsx';
import { showError } from '../../../components/snackbar.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useDashboardMutations } from '../api/dashboards.ts';
import { rememberDashboard } from '../current-dashboard.ts';

type Props = { opened: boolean; onClose: () => void; dashboards: Dashboard[]; currentId: string | null };

export function ManageDashboardsDialog({ opened, onClose, dashboards, currentId }: Props) {
  const own = dashboards.filter((d) => !d.readOnly);
  const { create, update, remove } = useDashboardMutations();
  const [dragged, setDragged] = useState<string | null>(null);
  // Esc while renaming cancels the rename only (SHELL-068), not the dialog.
  const [renaming, setRenaming] = useState(false);
  // Issue 26 §3: deleting a dashboard asks first.
  const [deleting, setDeleting] = useState<{ dashboard: Dashboard; index: number } | null>(null);
  const candidates = useQuery({
    queryKey: ['dashboards', 'share-candidates'],
    queryFn: ({ signal }) => callApi(dashboardEndpoints.shareCandidates, { signal }),
    enabled: opened,
  });

  const moveTo = (dashboard: Dashboard, sequence: number) =>
    update.mutate({ ...dashboard, sequence }, { onError: () => showError(messages.failedToUpdateDashboard) });

  const onDrop = (target: Dashboard) => (event: DragEvent) => {
    event.preventDefault();
    const moving = own.find((d) => d.id === dragged);
    setDragged(null);
    if (moving && moving.id !== target.id) moveTo(moving, own.indexOf(target));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={messages.manageDashboards}
      size={500}
      closeOnEscape={!renaming && deleting === null}
    >
      <ConfirmDialog
        opened={deleting !== null}
        title={messages.dashboardDeleteTitle}
        message={
          deleting ? fillMessage(messages.dashboardDeleteConfirm, { name: deleting.dashboard.name }) : ''
        }
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { dashboard, index } = deleting;
          setDeleting(null);
          remove.mutate(dashboard.id, {
            onSuccess: () => {
              // 000 §4: the active one moves back unless it was the first.
              if (dashboard.id === currentId) rememberDashboard(own[index > 0 ? index - 1 : 1]!.id);
            },
            onError: () => showError(messages.failedToDeleteDashboard),
          });
        }}
      />
      <Radio.Group
        value={currentId ?? ''}
        onChange={(id) => rememberDashboard(id)}
        aria-label="Current dashboard"
      >
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="My dashboards"
        >
          {own.map((dashboard, index) => (
            <li
              key={dashboard.id}
              draggable
              onDragStart={() => setDragged(dashboard.id)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(dashboard)}
              data-testid="managed-dashboard"
              style={{ opacity: dragged === dashboard.id ? 0.5 : 1 }}
            >
              <Group gap="xs" wrap="nowrap">
                <Tooltip label="Drag to reorder">
                  <span style={{ cursor: 'grab', display: 'inline-flex' }} aria-hidden>
                    <IconGrip size={18} />
                  </span>
                </Tooltip>
                <Radio value={dashboard.id} aria-label={`Show ${dashboard.name}`} />
                <InlineName
                  name={dashboard.name}
                  onEditing={setRenaming}
                  onRename={(name) =>
                    update.mutate(
                      { ...dashboard, name },
                      { onError: () => showError(messages.failedToRenameDashboard) },
                    )
                  }
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={index === 0}
                  onClick={() => moveTo(dashboard, index - 1)}
                  aria-label={`Move ${dashboard.name} up`}
                >
                  Up
                </Button>
                <SharePopover
                  dashboard={dashboard}
                  candidates={candidates.data ?? []}
                  onChange={(userIdsSharedWith) =>
                    update.mutate(
                      { ...dashboard, userIdsSharedWith },
                      { onError: () => showError(messages.failedToUpdateDashboardSharing) },
                    )
                  }
                />
                {own.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${dashboard.name}`}
                    onClick={() => setDeleting({ dashboard, index })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="space-between" mt="md">
        <Button
          variant="light"
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              { name: newDashboardName(own.length) },
              {
                onSuccess: (made) => rememberDashboard(made.id),
                onError: () => showError(messages.failedToCreateDashboard),
              },
            )
          }
        >
          {messages.addNew}
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

/** The name, renamed in place: Enter saves, Esc or leaving the field cancels. */
function InlineName({
  name,
  onRename,
  onEditing,
}: {
  name: string;
  onRename: (name: string) => void;
  onEditing: (editing: boolean) => void;
}) {
  const [draft, setDraftState] = useState<string | null>(null);
  const setDraft = (next: string | null) => {
    setDraftState(next);
    onEditing(next !== null);
  };
  if (draft === null)
    return (
      <Button
        variant="subtle"
        color="dark"
        size="compact-sm"
        onClick={() => setDraft(name)}
        style={{ flex: 1, justifyContent: 'flex-start' }}
        aria-label={`Rename ${name}`}
      >
        {name}
      </Button>
    );
  const empty = draft.trim() === '';
  return (
    <TextInput
      autoFocus
      size="xs"
      style={{ flex: 1 }}
      aria-label="Dashboard name"
      value={draft}
      error={empty ? messages.nameCanNotBeEmpty : undefined}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => setDraft(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setDraft(null);
        } else if (event.key === 'Enter' && !empty) {
          onRename(draft.trim());
          setDraft(null);
        }
      }}
    />
  );
}

function SharePopover({
  dashboard,
  candidates,
  onChange,
}: {
  dashboard: Dashboard;
  candidates: { id: string; name: string; email: string }[];
  onChange: (ids: string[]) => void;
}) {
  // The box shows the click at once (the save and the list's update follow a moment later; a
  // box that lags its click reads as not taken); the list's answer replaces it when it comes.
  const [shared, setShared] = useState(dashboard.userIdsSharedWith);
  const [listed, setListed] = useState(dashboard.userIdsSharedWith);
  if (listed !== dashboard.userIdsSharedWith) {
    setListed(dashboard.userIdsSharedWith);
    setShared(dashboard.userIdsSharedWith);
  }
  return (
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={`Share ${dashboard.name}`}>
          <IconUsers size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">{`Share ${dashboard.name}`}</Text>
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No other users in your company.
          </Text>
        ) : null}
        <Stack gap={4}>
          {candidates.map((user) => (
            <Checkbox
              key={user.id}
              label={user.name || user.email}
              checked={shared.includes(user.id)}
              onChange={(event) => {
                const next = event.currentTarget.checked
                  ? [...shared, user.id]
                  : shared.filter((id) => id !== user.id);
                setShared(next);
                onChange(next);
              }}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
