import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { User } from '../../../../domain/contracts/users.ts';
import { formatDateTime } from '../../../lib/format.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/** The signed-in user's own details, read-only (administrators edit them in the User List). */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-details-heading">
      <Text fw={600} mb="md" id="profile-details-heading" component="h2" size="lg">
        Details
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Name" value={user.name} />
        <Field label="Email" value={user.email} />
        <Field label="Title" value={user.title ?? ''} />
        <Field label="Phone number" value={user.phoneNumber ?? ''} />
        <Field label="Role" value={user.role} />
        <Field label="Company" value={user.companyName} />
        <Field label="Last activity (UTC)" value={formatDateTime(user.lastActivityDate)} />
      </SimpleGrid>
    </Card>
  );
}
