// The external (Veracity) key dialog (002 §2, §4, §6; EMIS-083, EMIS-151, EMIS-198, DECISIONS
// EMIS-199): GET /Users/IsSuperUser first; anyone but a SuperUser (Administrators included) sees
// DENIED. A SuperUser sees VIEW (the key masked with a reveal toggle, and its expiration date)
// and may switch to EDIT.
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { settingsMessages } from '../../../../domain/voyages/settings-messages.ts';
import { FormFooter } from '../../../components/form-footer.tsx';
import { showSuccess } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDirtyForm } from '../../../lib/dirty-forms.ts';
import { formatDate } from '../../../lib/format.ts';
import { useIsSuperUser, useVeracityKey } from '../api/get-veracity-key.ts';
import { useUpdateVeracityKey } from '../api/update-veracity-key.ts';
import { dateInputFromExpiration, expirationFromDateInput, maskKey } from '../settings-form.ts';
import { settingsTexts } from '../settings-texts.ts';

type VeracityKeyDialogProps = { vesselId: string; opened: boolean; onClose: () => void };

export function VeracityKeyDialog({ vesselId, opened, onClose }: VeracityKeyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.veracityKey} centered>
      {opened ? <KeyDialogBody vesselId={vesselId} onClose={onClose} /> : null}
    </Modal>
  );
}

function KeyDialogBody({ vesselId, onClose }: { vesselId: string; onClose: () => void }) {
  const superUser = useIsSuperUser();
  const isSuperUser = superUser.data?.isSuperUser === true;
  const key = useVeracityKey(vesselId, isSuperUser);
  const [mode, setMode] = useState<'VIEW' | 'EDIT'>('VIEW');

  if (superUser.isPending) return <LoadingState label={settingsTexts.loading} />;
  if (superUser.isError)
    return <ErrorState error={superUser.error} onRetry={() => void superUser.refetch()} />;
  if (!isSuperUser)
    return (
      <Stack gap="md" data-state="DENIED">
        <Alert color="red" role="alert">
          {messages.noPermissionToViewKey}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  if (key.isPending) return <LoadingState label={settingsTexts.loading} />;
  if (key.isError) return <ErrorState error={key.error} onRetry={() => void key.refetch()} />;
  if (mode === 'EDIT')
    return (
      <KeyEditForm
        vesselId={vesselId}
        initialKey={key.data.key ?? ''}
        initialExpiration={key.data.expirationDate}
        onDone={() => setMode('VIEW')}
      />
    );
  return (
    <KeyView
      keyText={key.data.key}
      expirationDate={key.data.expirationDate}
      onEdit={() => setMode('EDIT')}
      onClose={onClose}
    />
  );
}

type KeyViewProps = {
  keyText: string | null;
  expirationDate: string | null;
  onEdit: () => void;
  onClose: () => void;
};

function KeyView({ keyText, expirationDate, onEdit, onClose }: KeyViewProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Stack gap="md" data-state="VIEW">
      {keyText === null ? (
        <Text>{settingsTexts.noKeyStored}</Text>
      ) : (
        <Stack gap={4}>
          <Text fw={600} size="sm" id="veracity-key-label">
            Key
          </Text>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text
              ff="monospace"
              style={{ wordBreak: 'break-all', flex: 1 }}
              aria-labelledby="veracity-key-label"
              data-testid="veracity-key-value"
            >
              {revealed ? keyText : maskKey(keyText)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              aria-pressed={revealed}
              onClick={() => setRevealed(!revealed)}
            >
              {revealed ? settingsTexts.hideKey : settingsTexts.showKey}
            </Button>
          </Group>
        </Stack>
      )}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          Expiration date
        </Text>
        <Text>{expirationDate === null ? settingsTexts.noExpiration : formatDate(expirationDate)}</Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onEdit} data-autofocus>
          {settingsTexts.editKey}
        </Button>
      </Group>
    </Stack>
  );
}

type KeyEditFormProps = {
  vesselId: string;
  initialKey: string;
  initialExpiration: string | null;
  onDone: () => void;
};

function KeyEditForm({ vesselId, initialKey, initialExpiration, onDone }: KeyEditFormProps) {
  const update = useUpdateVeracityKey(vesselId);
  const [keyText, setKeyText] = useState(initialKey);
  const [expiration, setExpiration] = useState(dateInputFromExpiration(initialExpiration));
  const [failure, setFailure] = useState<string | null>(null);
  const keyError = keyText.trim() === '' ? settingsMessages.keyRequired : null;
  useDirtyForm(keyText !== initialKey || expiration !== dateInputFromExpiration(initialExpiration));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (keyError || update.isPending) return;
    setFailure(null);
    update.mutate(
      { key: keyText.trim(), expirationDate: expirationFromDateInput(expiration) },
      {
        onSuccess: () => {
          showSuccess(settingsTexts.keySaved);
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error, messages.anErrorOccurred)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate data-state="EDIT">
      <Stack gap="sm">
        <PasswordInput
          label="Key"
          required
          value={keyText}
          onChange={(event) => setKeyText(event.currentTarget.value)}
          error={keyText === initialKey ? undefined : keyError}
          data-autofocus
        />
        <TextInput
          label="Expiration date"
          type="date"
          value={expiration}
          onChange={(event) => setExpiration(event.currentTarget.value)}
        />
        <FormFooter
          submitLabel="Save"
          canSubmit={keyError === null && !update.isPending}
          submitting={update.isPending}
          failure={failure}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
