// Login (000 §2/§5): username, password, Remember me, Log in (disabled while invalid), and the
// link to the forgot-password view.
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../components/snackbar.ts';
import { validateLoginPassword, validateUsername } from '../../../lib/form-rules.ts';

export type LoginValues = { username: string; password: string; persist: boolean };

type LoginFormProps = {
  onSubmit: (values: LoginValues) => Promise<void>;
  onForgotPassword: () => void;
};

export function LoginForm({ onSubmit, onForgotPassword }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [persist, setPersist] = useState(false);
  const [touched, setTouched] = useState({ username: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const usernameError = validateUsername(username);
  const passwordError = validateLoginPassword(password);
  const isValid = !usernameError && !passwordError;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!isValid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit({ username: username.trim(), password, persist });
    } catch (error) {
      setFailure(errorText(error));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="login-heading">
      <Stack gap="sm">
        <Title order={1} size="h3" id="login-heading">
          Log in
        </Title>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onBlur={() => setTouched((t) => ({ ...t, username: true }))}
          error={touched.username ? usernameError : null}
          disabled={submitting}
          required
          data-autofocus
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          error={touched.password ? passwordError : null}
          disabled={submitting}
          required
        />
        <Checkbox
          label="Remember me"
          checked={persist}
          onChange={(event) => setPersist(event.currentTarget.checked)}
          disabled={submitting}
        />
        <Button type="submit" disabled={!isValid} loading={submitting} fullWidth>
          Log in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="center">
          Forgot password
        </Anchor>
      </Stack>
    </form>
  );
}
