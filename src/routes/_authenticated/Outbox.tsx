import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { OutboxScreen } from '../../features/sync/components/outbox-screen.tsx';
import { SyncBadge } from '../../features/sync/components/sync-badge.tsx';
import { useSyncSession } from '../../features/sync/hooks/use-sync-session.ts';
import { syncTexts } from '../../features/sync/sync-texts.ts';

export const Route = createFileRoute('/_authenticated/Outbox')({
  component: OutboxPage,
});

function OutboxPage() {
  // Idempotent: the shell runs the same session for every page; this page must work on its own too.
  useSyncSession();
  return (
    <>
      <Group justify="space-between" align="center" mb="md">
        <PageTitle title={syncTexts.outboxTitle} />
        <SyncBadge />
      </Group>
      <OutboxScreen />
    </>
  );
}
