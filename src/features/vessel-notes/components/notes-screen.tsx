// The Notes page (002 §2 'Vessel notes', §8; EMIS-094, EMIS-231): the info text, the shared text
// area and Save. A save based on an older version is refused by the server (412); the page then
// says so, keeps the user's text, and offers to load the version saved by someone else.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { VESSEL_NOTES_MAX_LENGTH } from '../../../../domain/contracts/vessel-notes.ts';
import { messages } from '../../../../domain/messages.ts';
import { showSuccess } from '../../../components/snackbar.ts';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { saveVesselNotes, useVesselNotes, vesselNotesKey } from '../api/vessel-notes.ts';

export function NotesScreen({ vesselId }: { vesselId: string }) {
  const queryClient = useQueryClient();
  const note = useVesselNotes(vesselId);
  const isOnline = useOnlineStatus();
  const [text, setText] = useState<string | null>(null);
  const [basedOn, setBasedOn] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<'stale' | 'failed' | null>(null);

  useEffect(() => {
    if (note.data && text === null) {
      setText(note.data.notes);
      setBasedOn(note.data.version);
    }
  }, [note.data, text]);

  if (note.isPending) return <LoadingState label="Loading notes" />;
  if (note.isError)
    return <ErrorState error={new Error(messages.failedToLoadData)} onRetry={() => void note.refetch()} />;

  const value = text ?? note.data.notes;
  const changed = value !== note.data.notes || basedOn !== note.data.version;

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveVesselNotes(vesselId, value, basedOn);
      queryClient.setQueryData(vesselNotesKey(vesselId), saved);
      setBasedOn(saved.version);
      setText(saved.notes);
      showSuccess('Notes saved.');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 412 ? 'stale' : 'failed');
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    const fresh = await note.refetch();
    if (fresh.data) {
      setText(fresh.data.notes);
      setBasedOn(fresh.data.version);
      setFailure(null);
    }
  }

  return (
    <Stack gap="md" maw={900}>
      <Text>{messages.vesselNotesInfo}</Text>
      {failure === 'stale' ? (
        <Alert color="orange" role="alert" title="Someone else saved these notes since you opened them.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your text is still below and was not saved. Copy what you need, then load their version and add
              your changes to it.
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={() => void reload()}>
              Load the saved version
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {failure === 'failed' ? (
        <Alert color="red" role="alert">
          {messages.failedToSaveData}
        </Alert>
      ) : null}
      <Textarea
        label="Notes"
        autosize
        minRows={12}
        maxLength={VESSEL_NOTES_MAX_LENGTH}
        value={value}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {note.data.updatedAt
            ? `Last saved ${formatDateTime(note.data.updatedAt)} by ${note.data.updatedBy}`
            : 'Not saved yet'}
        </Text>
        <Button onClick={() => void save()} loading={saving} disabled={!isOnline || !changed}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
