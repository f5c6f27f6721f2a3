import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from '@tanstack/react-router';
import { messages } from '../../domain/messages.ts';
import { isLoggedIn } from '../lib/token-store.ts';
import { useDocumentTitle } from './document-title.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { useInsideAppShell } from './shell/inside-shell.ts';

/**
 * Any path outside the route map (SHELL-032); a visitor who is not signed in goes to /login (SHELL-034).
 * Shown inside the signed-in shell too (a vessel that does not exist): there the shell gives the
 * `<main>` and the offline banner.
 */
export function NotFoundPage() {
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return <NotFoundContent />;
}

function NotFoundContent() {
  useDocumentTitle(messages.notFound);
  const content = (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{messages.notFound}</Title>
        <Text c="dimmed">{messages.noPageHere}</Text>
        <Anchor component={Link} to="/">
          {messages.goToStartPage}
        </Anchor>
      </Stack>
    </Center>
  );
  if (useInsideAppShell()) return content;
  return (
    <>
      <OfflineBanner />
      <main>{content}</main>
    </>
  );
}
