// The Vessel Access Control list (003 §2): the groups, 'Add new vessel access group', and the
// dialogs ADD, RENAME and DELETE (ADMIN-073..076). A load failure replaces the empty text with
// 'Failed to load list.' (ADMIN-074/173).
import { Alert, Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { VesselCategorySchema, type VesselCategory } from '../../../../domain/contracts/vessel-categories.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showError } from '../../../components/snackbar.ts';
import { EmptyMessage, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { useAccessGroups } from '../api/get-access-groups.ts';
import { useChangeAccessGroup, type AccessGroupChange } from '../api/save-access-group.ts';
import { AccessGroupNameForm } from './access-group-name-form.tsx';
import { AccessGroupTable } from './access-group-table.tsx';

type DialogState = { kind: 'ADD' } | { kind: 'RENAME' | 'DELETE'; group: VesselCategory } | null;

export function AccessGroupsScreen() {
  const groups = useAccessGroups();
  const change = useChangeAccessGroup();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (next: DialogState) => {
    setFailure(null);
    setDialog(next);
  };
  const close = () => open(null);

  function apply(next: AccessGroupChange) {
    setFailure(null);
    change.mutate(next, {
      onSuccess: close,
      onError: (error) => {
        // Someone else changed the group since it was read (ADR 0092): show it as saved now.
        const current = staleRecord(error, VesselCategorySchema);
        if (current && next.kind !== 'ADD') {
          setDialog({ kind: next.kind, group: current });
          const stale =
            next.kind === 'DELETE'
              ? messages.changedByAnotherUserBeforeDelete
              : messages.changedByAnotherUser;
          const text = fillMessage(stale, { thing: 'vessel access group' });
          setFailure(text);
          showError(text);
          return;
        }
        const text = errorMessage(error, messages.anErrorOccurred);
        setFailure(text);
        showError(text);
      },
    });
  }

  const list = groups.data ?? [];
  const existingNames = list.map((group) => group.name);
  const dialogGroup = dialog && dialog.kind !== 'ADD' ? dialog.group : null;

  let body;
  if (groups.isPending) body = <LoadingState label={messages.loadingUpperCase} />;
  else if (groups.isError)
    body = (
      <Alert color="red" role="alert" my="md">
        <Group justify="space-between">
          {messages.failedToLoadList}
          <Button size="xs" variant="light" color="red" onClick={() => void groups.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  else if (list.length === 0) body = <EmptyMessage>{messages.noVesselAccessGroups}</EmptyMessage>;
  else
    body = (
      <AccessGroupTable
        groups={list}
        onRename={(group) => open({ kind: 'RENAME', group })}
        onDelete={(group) => open({ kind: 'DELETE', group })}
      />
    );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => open({ kind: 'ADD' })}>{messages.addNewVesselAccessGroup}</Button>
      </Group>
      {body}

      <Modal
        opened={dialog?.kind === 'ADD' || dialog?.kind === 'RENAME'}
        onClose={close}
        title={dialog?.kind === 'ADD' ? messages.addNewVesselAccessGroup : 'Rename vessel access group'}
        centered
      >
        {dialog?.kind === 'ADD' || dialog?.kind === 'RENAME' ? (
          <AccessGroupNameForm
            key={dialogGroup ? `${dialogGroup.id}@${dialogGroup.version}` : 'new'}
            mode={dialog.kind}
            initialName={dialogGroup?.name ?? ''}
            existingNames={existingNames}
            submitting={change.isPending}
            failure={failure}
            onSubmit={(name) =>
              apply(dialogGroup ? { kind: 'RENAME', group: dialogGroup, name } : { kind: 'ADD', name })
            }
            onCancel={close}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        opened={dialog?.kind === 'DELETE'}
        title="Delete vessel access group"
        message={dialogGroup ? fillMessage(messages.confirmDeleteNamed, { name: dialogGroup.name }) : null}
        failure={failure}
        confirmLabel="Delete"
        danger
        loading={change.isPending}
        onConfirm={() => dialogGroup && apply({ kind: 'DELETE', group: dialogGroup })}
        onCancel={close}
      />
    </>
  );
}
