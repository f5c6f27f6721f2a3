import { Alert } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { messages } from '../../../domain/messages.ts';
import { useDocumentTitle } from '../../components/document-title.tsx';
import { resetPassword } from '../../features/auth/api/reset-password.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

const resetSearchSchema = v.object({
  username: v.optional(v.string()),
  token: v.optional(v.string()),
});

export const Route = createFileRoute('/Account/ResetPassword')({
  validateSearch: (search) => {
    const parsed = v.safeParse(resetSearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const { username, token } = Route.useSearch();

  return (
    <AuthCard maxWidth={500}>
      {username && token ? (
        <ResetPasswordForm onSubmit={(password) => resetPassword({ username, token, password })} />
      ) : (
        // SHELL-017: an incomplete link shows only this error.
        <Alert color="red" role="alert">
          {messages.resetLinkIncomplete}
        </Alert>
      )}
    </AuthCard>
  );
}
