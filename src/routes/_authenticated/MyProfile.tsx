import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/document-title.tsx';
import { changePassword } from '../../features/profile/api/change-password.ts';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form.tsx';
import { ProfileDetails } from '../../features/profile/components/profile-details.tsx';
import { useCurrentUser } from '../../lib/session.ts';

export const Route = createFileRoute('/_authenticated/MyProfile')({
  component: MyProfilePage,
});

function MyProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <PageTitle title="My profile" />
      <ProfileDetails user={user} />
      <ChangePasswordForm onSubmit={(values) => changePassword({ username: user.userName, ...values })} />
    </Stack>
  );
}
