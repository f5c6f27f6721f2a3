import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { messages } from '../../domain/messages.ts';
import { isLoggedIn } from '../lib/token-store.ts';
import { useDocumentTitle } from './document-title.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** Any path outside the route map (SHELL-032); a visitor who is not signed in goes to /login (SHELL-034). */
export function NotFoundPage() {
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <NotFoundContent />;
}

function NotFoundContent() {
  useDocumentTitle(messages.notFound);
  return (
    <>
      <OfflineBanner />
      <main>
        <Center mih="70vh" p="md">
          <Stack align="center" gap="sm">
            <Title order={1}>{messages.notFound}</Title>
            <Text c="dimmed">{messages.noPageHere}</Text>
            <Anchor component={Link} to="/">
              {messages.goToStartPage}
            </Anchor>
          </Stack>
        </Center>
      </main>
    </>
  );
}
