// The partner page (000 §1/§2, 001 §6, 003 §6/§8): the only page of a KognifaiUser, with no sidebar
// and no top bar; its vessels with their latest values and the log-data graph, or the expired-key
// warning. Every other user is sent to / (SHELL-036/037/042).
import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isKognifai } from '../../domain/auth/roles.ts';
import { PageTitle } from '../components/document-title.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { PartnerOverview } from '../features/partner/components/partner-overview.tsx';
import { requireSignedInUser } from '../lib/route-guards.ts';
import { signOut, useCurrentUser } from '../lib/session.ts';

export const Route = createFileRoute('/Kognifai')({
  beforeLoad: async ({ context }) => {
    const user = await requireSignedInUser(context.queryClient);
    if (!isKognifai(user.role)) throw redirect({ to: '/', replace: true });
  },
  component: PartnerPage,
});

function PartnerPage() {
  const user = useCurrentUser();
  return (
    <>
      <OfflineBanner />
      <Container component="main" size="xl" py="xl">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <PageTitle title="Partner vessels" />
              <Text c="dimmed" size="sm">
                {user.name} · {user.companyName}
              </Text>
            </div>
            <Button variant="default" onClick={() => void signOut()}>
              Log out
            </Button>
          </Group>
          <PartnerOverview />
        </Stack>
      </Container>
    </>
  );
}
