// The VIEW dialog body (ADMIN-021): 'User information', every field read-only.
import type { User } from '../../../../domain/contracts/users.ts';
import { ReadOnlyFields } from '../../../components/read-only-fields.tsx';

export function UserDetails({ user }: { user: User }) {
  return (
    <ReadOnlyFields
      fields={[
        { label: 'Email', value: user.email },
        { label: 'Name', value: user.name },
        { label: 'Title', value: user.title },
        { label: 'Phone number', value: user.phoneNumber },
        { label: 'Role', value: user.role },
        { label: 'API key', value: user.apiKey },
      ]}
    />
  );
}
