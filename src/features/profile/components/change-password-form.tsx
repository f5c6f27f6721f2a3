// Change password on My profile: current password, new password (000 §5 rules) and confirmation.
import { Alert, Button, Card, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/snackbar.ts';
import {
  validateConfirmPassword,
  validateLoginPassword,
  validateNewPassword,
} from '../../../lib/form-rules.ts';

type ChangePasswordFormProps = {
  /** Resolves with the server's text. */
  onSubmit: (values: { currentPassword: string; newPassword: string }) => Promise<string>;
};

type Outcome = { ok: boolean; text: string };
const untouched = { current: false, next: false, confirm: false };

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(untouched);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const currentError = validateLoginPassword(currentPassword);
  const newError = validateNewPassword(newPassword);
  const confirmError = validateConfirmPassword(newPassword, confirm);
  const isValid = !currentError && !newError && !confirmError;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ current: true, next: true, confirm: true });
    if (!isValid || submitting) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      const text = await onSubmit({ currentPassword, newPassword });
      setOutcome({ ok: true, text });
      setCurrentPassword('');
      setNewPassword('');
      setConfirm('');
      setTouched(untouched);
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="change-password-heading">
      <Text fw={600} mb="md" id="change-password-heading" component="h2" size="lg">
        Change password
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-labelledby="change-password-heading">
        <Stack gap="sm" maw={420}>
          {outcome ? (
            <Alert color={outcome.ok ? 'teal' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          ) : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, current: true }))}
            error={touched.current ? currentError : null}
            disabled={submitting}
            required
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, next: true }))}
            error={touched.next ? newError : null}
            disabled={submitting}
            required
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            onBlur={() => setTouched((t) => ({ ...t, confirm: true }))}
            error={touched.confirm ? confirmError : null}
            disabled={submitting}
            required
          />
          <Button type="submit" disabled={!isValid} loading={submitting} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
