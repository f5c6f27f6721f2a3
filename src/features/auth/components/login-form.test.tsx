import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { LoginForm } from './login-form.tsx';

function setup(onSubmit = vi.fn(async () => {})) {
  renderWithProviders(<LoginForm onSubmit={onSubmit} onForgotPassword={vi.fn()} />);
  return {
    onSubmit,
    username: screen.getByLabelText(/Username/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

describe('LoginForm', () => {
  it('SHELL-010 shows username, password, Remember me, Log in and Forgot password', () => {
    setup();
    expect(screen.getByLabelText('Remember me')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Forgot password' })).toBeDefined();
  });

  it('SHELL-145 SHELL-146 shows "Username required" and "Password required" once the fields are left empty', () => {
    const { username, password } = setup();
    fireEvent.blur(username);
    fireEvent.blur(password);
    expect(screen.getByText('Username required')).toBeDefined();
    expect(screen.getByText('Password required')).toBeDefined();
  });

  it('SHELL-147 keeps Log in disabled until both fields are filled', () => {
    const { username, password, submit } = setup();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(username, { target: { value: 'user@example.com' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(password, { target: { value: 'secret' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('SHELL-105 submits username, password and persist (Remember me)', async () => {
    const { onSubmit, username, password, submit } = setup();
    fireEvent.change(username, { target: { value: ' user@example.com ' } });
    fireEvent.change(password, { target: { value: 'wakeline-demo' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'user@example.com',
        password: 'wakeline-demo',
        persist: true,
      }),
    );
  });

  it("shows the server's message when sign-in fails", async () => {
    const failing = vi.fn(async () => {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'The user name or password is incorrect.');
    });
    const { username, password, submit } = setup(failing);
    fireEvent.change(username, { target: { value: 'user@example.com' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The user name or password is incorrect.');
  });
});
