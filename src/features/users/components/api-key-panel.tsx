// The API dialog body (ADMIN-027..029): the key read-only, 'Generate new key' and, only when a key
// exists, 'Remove key', each behind its confirmation. The server keeps only a hash, so a new key is
// shown in full exactly once, with a copy button.
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type ApiKeyPanelProps = {
  /** The masked preview from the server; '' when the user has no key. */
  apiKey: string;
  /** Generates a key and resolves with the full key. */
  onGenerate: () => Promise<string>;
  onRemove: () => Promise<void>;
};

export function ApiKeyPanel({ apiKey, onGenerate, onRemove }: ApiKeyPanelProps) {
  const [confirming, setConfirming] = useState<'generate' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shownKey = newKey ?? apiKey;
  const hasKey = shownKey !== '';

  async function run(action: 'generate' | 'remove') {
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'generate') {
        setNewKey(await onGenerate());
      } else {
        await onRemove();
        setNewKey('');
      }
    } catch (error) {
      setFailure(errorMessage(error, messages.anErrorOccuredSeeLog));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <Stack gap="sm">
      <TextInput label="API key" value={shownKey} readOnly variant="filled" placeholder="No key" />
      {newKey ? (
        <Alert color="teal" title="New API key">
          <Stack gap="xs">
            <Text size="sm">{messages.apiKeyShownOnce}</Text>
            <CopyButton value={newKey}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {hasKey ? (
          <Button variant="default" color="red" onClick={() => setConfirming('remove')} disabled={busy}>
            {messages.removeKey}
          </Button>
        ) : null}
        <Button onClick={() => setConfirming('generate')} disabled={busy}>
          {messages.generateNewKey}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming === 'generate'}
        title={messages.generateNewKey}
        message={messages.confirmGenerateApiKey}
        loading={busy}
        onConfirm={() => void run('generate')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'remove'}
        title={messages.removeKey}
        message={messages.confirmRemoveApiKey}
        danger
        loading={busy}
        onConfirm={() => void run('remove')}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
