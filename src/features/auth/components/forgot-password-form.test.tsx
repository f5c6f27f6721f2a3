import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

function setup(onSubmit: (email: string) => Promise<string> = vi.fn(async () => 'Check your e-mail.')) {
  const onBack = vi.fn();
  renderWithProviders(<ForgotPasswordForm onSubmit={onSubmit} onBack={onBack} />);
  return { onBack, email: screen.getByLabelText(/Email/) };
}

describe('ForgotPasswordForm', () => {
  it('SHELL-148 requires an e-mail ("Email required")', () => {
    const { email } = setup();
    fireEvent.blur(email);
    expect(screen.getByText('Email required')).toBeDefined();
  });

  it('SHELL-148 rejects a malformed e-mail ("Email must be valid")', () => {
    const { email } = setup();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(screen.getByText('Email must be valid')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send reset link' }).hasAttribute('disabled')).toBe(true);
  });

  it("SHELL-012 shows the server's text in a success alert", async () => {
    const onSubmit = vi.fn(async () => 'If the address is known, a reset link is on its way.');
    const { email } = setup(onSubmit);
    fireEvent.change(email, { target: { value: 'user@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If the address is known, a reset link is on its way.',
    );
    expect(onSubmit).toHaveBeenCalledWith('user@example.com');
  });

  it("SHELL-012 shows the server's text in an error alert", async () => {
    const { email } = setup(async () => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a few minutes.');
    });
    fireEvent.change(email, { target: { value: 'user@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in a few minutes.',
    );
  });

  it('SHELL-011 has a Back to login button', () => {
    const { onBack } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBack).toHaveBeenCalled();
  });
});
