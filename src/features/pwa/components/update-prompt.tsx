import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDirtyFormCount } from '../../../lib/dirty-forms.ts';
import { useOutboxSummary } from '../../../offline/hooks.ts';
import { registerServiceWorker, type UpdateReady } from '../register-service-worker.ts';
import { updateBlockers, updateTexts } from '../update-gate.ts';

/**
 * Registers the service worker once and offers a Reload when a new version is waiting, or when
 * another tab moved to a new version or upgraded the device database. The Reload the user asks
 * for is carried out only once no form holds unsaved input and nothing is being sent.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<UpdateReady | null>(null);
  const [otherTab, setOtherTab] = useState(false);
  const [requested, setRequested] = useState(false);
  const dirtyForms = useDirtyFormCount();
  const outbox = useOutboxSummary();
  const blockers = updateBlockers({
    dirtyForms,
    inflight: outbox?.inflight ?? 0,
    syncing: outbox?.engine.phase === 'syncing',
  });
  const canApply = blockers.length === 0;

  useEffect(() => {
    registerServiceWorker({ onUpdateReady: setUpdate, onOtherTabUpdated: () => setOtherTab(true) });
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel('wakeline-app');
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'database-upgraded') setOtherTab(true);
    };
    return () => channel.close();
  }, []);

  useEffect(() => {
    if (!requested || !canApply) return;
    if (update) update.activate();
    else window.location.reload();
  }, [requested, canApply, update]);

  if (!update && !otherTab) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={16}
      right={16}
      maw={380}
      style={{ zIndex: 400 }}
      data-testid="update-prompt"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{otherTab && !update ? updateTexts.otherTab : updateTexts.available}</Text>
          <Button size="xs" onClick={() => setRequested(true)} loading={requested}>
            Reload
          </Button>
        </Group>
        {requested &&
          blockers.map((blocker) => (
            <Text key={blocker} size="xs" c="dimmed">
              {blocker}
            </Text>
          ))}
      </Stack>
    </Paper>
  );
}
