import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { OutboxScreen } from '../../features/sync/components/outbox-screen.tsx';
import { syncTexts } from '../../features/sync/sync-texts.ts';

// The outbox page; the sync badge and the sync session live in the shell (routes/_authenticated.tsx).
export const Route = createFileRoute('/_authenticated/Outbox')({
  component: OutboxPage,
});

function OutboxPage() {
  return (
    <>
      <PageTitle title={syncTexts.outboxTitle} />
      <OutboxScreen />
    </>
  );
}
