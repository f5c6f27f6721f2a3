// The User List screen (003 §2): the table, 'Add new user', and the dialogs VIEW, EDIT, ADD, API
// and REMOVE (closed when none is open, ADMIN-020).
import { Button, Group, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { UserSchema, type User } from '../../../../domain/contracts/users.ts';
import { fillMessage, messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showError } from '../../../components/snackbar.ts';
import { EmptyMessage, ErrorState, LoadingState } from '../../../components/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSortPreference } from '../../../lib/sort-preference.ts';
import { staleRecord } from '../../../lib/stale-save.ts';
import { useApiKeyActions } from '../api/api-key.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useSaveUser } from '../api/save-user.ts';
import { emptyUserForm, userFormFromUser, type UserFormValues } from '../user-rules.ts';
import { ApiKeyPanel } from './api-key-panel.tsx';
import { UserDetails } from './user-details.tsx';
import { UserForm } from './user-form.tsx';
import { UserTable, defaultUserSort, userSortCookie, userSortKeys, type UserAction } from './user-table.tsx';

type DialogState = { kind: UserAction; user: User } | { kind: 'ADD' } | null;

const onlineRefreshMs = 30_000;

/** ADMIN-169/170: 409 on create means the e-mail exists; otherwise the server's text or the default. */
export function userSaveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && !error.message) return messages.userEmailExists;
  return errorMessage(error, messages.anErrorOccurred);
}

function useNow(intervalMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}

export function UsersScreen({ currentUser }: { currentUser: User }) {
  const users = useUsers();
  const [sort, sortBy] = useSortPreference(userSortCookie, userSortKeys, defaultUserSort);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saveUser = useSaveUser();
  const deleteUser = useDeleteUser();
  const apiKey = useApiKeyActions();
  const nowMs = useNow(onlineRefreshMs);

  const close = () => {
    setDialog(null);
    setFailure(null);
  };
  const open = (next: DialogState) => {
    setFailure(null);
    setDialog(next);
  };

  function fail(error: unknown) {
    // Someone else saved the user since it was read (ADR 0092): show it as saved now, and say so.
    const current = staleRecord(error, UserSchema);
    if (current && dialog && dialog.kind !== 'ADD') {
      setDialog({ kind: dialog.kind, user: current });
      const stale =
        dialog.kind === 'REMOVE' ? messages.changedByAnotherUserBeforeDelete : messages.changedByAnotherUser;
      const text = fillMessage(stale, { thing: 'user' });
      setFailure(text);
      showError(text);
      return;
    }
    const text = userSaveFailureText(error);
    setFailure(text);
    showError(text);
  }

  function save(values: UserFormValues) {
    if (!dialog || (dialog.kind !== 'ADD' && dialog.kind !== 'EDIT')) return;
    setFailure(null);
    const user = dialog.kind === 'EDIT' ? dialog.user : null;
    saveUser.mutate({ user, values }, { onSuccess: close, onError: fail });
  }

  function remove(user: User) {
    setFailure(null);
    deleteUser.mutate(user, { onSuccess: close, onError: fail });
  }

  const list = users.data ?? [];
  const existingEmails = list.map((user) => user.email);
  // Keep the dialog on the freshest copy of its user (the API key preview changes after an action);
  // a copy older than the dialog's own (the current user of a 412, ADR 0092) is not fresher.
  const listed = dialog && dialog.kind !== 'ADD' ? list.find((u) => u.id === dialog.user.id) : undefined;
  const dialogUser =
    dialog && dialog.kind !== 'ADD'
      ? listed && listed.version >= dialog.user.version
        ? listed
        : dialog.user
      : null;

  let body;
  if (users.isPending) body = <LoadingState label={messages.loadingUpperCase} />;
  else if (users.isError) body = <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  else if (list.length === 0) body = <EmptyMessage>{messages.noUsersExists}</EmptyMessage>;
  else
    body = (
      <UserTable
        users={list}
        currentUserId={currentUser.id}
        sort={sort}
        onSort={sortBy}
        onAction={(kind, user) => open({ kind, user })}
        nowMs={nowMs}
      />
    );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => open({ kind: 'ADD' })}>Add new user</Button>
      </Group>
      {body}

      <Modal opened={dialog?.kind === 'VIEW'} onClose={close} title={messages.userInformation} centered>
        {dialogUser ? <UserDetails user={dialogUser} /> : null}
      </Modal>

      <Modal
        opened={dialog?.kind === 'ADD' || dialog?.kind === 'EDIT'}
        onClose={close}
        title={dialog?.kind === 'ADD' ? 'Add new user' : 'Edit user'}
        centered
      >
        {dialog?.kind === 'ADD' || dialog?.kind === 'EDIT' ? (
          <UserForm
            key={dialog.kind === 'EDIT' ? `${dialog.user.id}@${dialog.user.version}` : 'new'}
            mode={dialog.kind}
            initialValues={dialogUser ? userFormFromUser(dialogUser) : emptyUserForm()}
            currentRole={currentUser.role}
            existingEmails={existingEmails}
            submitting={saveUser.isPending}
            failure={failure}
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
      </Modal>

      <Modal
        opened={dialog?.kind === 'API'}
        onClose={close}
        title={dialogUser ? `API Key: ${dialogUser.name}` : 'API Key'}
        centered
      >
        {dialogUser ? (
          <ApiKeyPanel
            key={dialogUser.id}
            apiKey={dialogUser.apiKey}
            onGenerate={() => apiKey.generate.mutateAsync(dialogUser.id)}
            onRemove={async () => {
              await apiKey.clear.mutateAsync(dialogUser.id);
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        opened={dialog?.kind === 'REMOVE'}
        title="Delete user"
        message={
          dialogUser
            ? fillMessage(messages.confirmDeleteNamed, { name: `${dialogUser.name} (${dialogUser.email})` })
            : null
        }
        failure={failure}
        confirmLabel="Delete"
        danger
        loading={deleteUser.isPending}
        onConfirm={() => dialogUser && remove(dialogUser)}
        onCancel={close}
      />
    </>
  );
}
