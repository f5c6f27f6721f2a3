import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { useDocumentTitle } from '../components/document-title.tsx';
import { requestPasswordReset } from '../features/auth/api/request-password-reset.ts';
import { AuthCard } from '../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { isLoggedIn, signIn } from '../lib/session.ts';

const loginSearchSchema = v.object({ view: v.optional(v.picklist(['forgot'])) });

export const Route = createFileRoute('/login')({
  validateSearch: (search) => {
    const parsed = v.safeParse(loginSearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  // SHELL-014: a signed-in user has nothing to do here.
  beforeLoad: () => {
    if (isLoggedIn()) throw redirect({ to: '/', replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  useDocumentTitle('Login');
  const { view } = Route.useSearch();
  const navigate = useNavigate();

  return (
    <AuthCard maxWidth={350}>
      {view === 'forgot' ? (
        <ForgotPasswordForm
          onSubmit={requestPasswordReset}
          onBack={() => void navigate({ to: '/login', search: {} })}
        />
      ) : (
        <LoginForm
          onSubmit={async (values) => {
            await signIn(values);
            await navigate({ to: '/', replace: true });
          }}
          onForgotPassword={() => void navigate({ to: '/login', search: { view: 'forgot' } })}
        />
      )}
    </AuthCard>
  );
}
