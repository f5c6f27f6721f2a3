// Reset password (000 §2/§4/§5, SHELL-016..019, 121, 141..144): idle -> submitting (disabled) ->
// success (fields hidden, server text shown) or error (title plus the server's messages).
import { Alert, Anchor, Button, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { passwordMinLength } from '../../../../domain/auth/password.ts';
import { messages } from '../../../../domain/messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { validateConfirmPassword, validateNewPassword } from '../../../lib/form-rules.ts';

type ResetPasswordFormProps = {
  /** Resolves with the server's text. */
  onSubmit: (password: string) => Promise<string>;
};

type Failure = { title: string; details: string[] };

function describeFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    const details = error.errors.map((e) => e.message).filter(Boolean);
    if (details.length === 0 && error.message) details.push(error.message);
    return {
      title: 'The password could not be reset',
      details: details.length ? details : [messages.anErrorOccurred],
    };
  }
  return { title: 'The password could not be reset', details: [messages.anErrorOccurred] };
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const passwordError = validateNewPassword(password);
  const confirmError = validateConfirmPassword(password, confirm);
  const isValid = !passwordError && !confirmError;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirm: true });
    if (!isValid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      setSuccess(await onSubmit(password));
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {messages.createNewPassword}
      </Title>
      {success ? (
        <Alert color="teal" role="status">
          {success}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={messages.createNewPassword}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Your new password must be at least {passwordMinLength} characters long.
            </Text>
            {failure ? (
              <Alert color="red" role="alert" title={failure.title}>
                <List size="sm">
                  {failure.details.map((detail) => (
                    <List.Item key={detail}>{detail}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              onBlur={() => setTouched((t) => ({ ...t, password: true }))}
              error={touched.password ? passwordError : null}
              disabled={submitting}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password', tabIndex: 0 }}
              required
              data-autofocus
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
              onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
              error={touched.confirm ? confirmError : null}
              disabled={submitting}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmation', tabIndex: 0 }}
              required
            />
            <Button type="submit" disabled={!isValid} loading={submitting} fullWidth>
              {messages.resetPassword}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {messages.backToLogin}
      </Anchor>
    </Stack>
  );
}
