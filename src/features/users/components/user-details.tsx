// The VIEW dialog body (ADMIN-021): 'User information', every field read-only.
import { Stack, TextInput } from '@mantine/core';
import type { User } from '../../../../domain/contracts/users.ts';

export function UserDetails({ user }: { user: User }) {
  const fields: [string, string][] = [
    ['Email', user.email],
    ['Name', user.name],
    ['Title', user.title],
    ['Phone number', user.phoneNumber],
    ['Role', user.role],
    ['API key', user.apiKey],
  ];
  return (
    <Stack gap="sm">
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value} readOnly variant="filled" />
      ))}
    </Stack>
  );
}
