import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './document-title.tsx';
import { OfflineBanner } from './offline-banner.tsx';

/** Any path outside the route map (SHELL-032). */
export function NotFoundPage() {
  useDocumentTitle('Not Found');
  return (
    <>
      <OfflineBanner />
      <main>
        <Center mih="70vh" p="md">
          <Stack align="center" gap="sm">
            <Title order={1}>Not Found</Title>
            <Text c="dimmed">There is no page at this address.</Text>
            <Anchor component={Link} to="/">
              Go to the start page
            </Anchor>
          </Stack>
        </Center>
      </main>
    </>
  );
}
