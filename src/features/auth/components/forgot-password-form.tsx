// The forgot-password view of the login page (000 §2, SHELL-011/012/148): an e-mail, a success or
// error alert with the server's text, and Back to login.
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../domain/messages.ts';
import { errorText } from '../../../components/snackbar.ts';
import { validateEmail } from '../../../lib/form-rules.ts';

type ForgotPasswordFormProps = {
  /** Resolves with the server's text. */
  onSubmit: (email: string) => Promise<string>;
  onBack: () => void;
};

type Outcome = { ok: boolean; text: string };

export function ForgotPasswordForm({ onSubmit, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const emailError = validateEmail(email);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || submitting) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await onSubmit(email.trim()) });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="forgot-heading">
      <Stack gap="sm">
        <Title order={1} size="h3" id="forgot-heading">
          Forgot password
        </Title>
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </Text>
        {outcome ? (
          <Alert color={outcome.ok ? 'teal' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? emailError : null}
          disabled={submitting}
          required
          data-autofocus
        />
        <Button type="submit" disabled={Boolean(emailError)} loading={submitting} fullWidth>
          Send reset link
        </Button>
        <Button variant="subtle" onClick={onBack} fullWidth>
          {messages.backToLogin}
        </Button>
      </Stack>
    </form>
  );
}
