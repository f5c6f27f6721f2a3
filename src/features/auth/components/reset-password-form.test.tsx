import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithRouter } from '../../../lib/testing.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

async function setup(
  onSubmit: (password: string) => Promise<string> = vi.fn(async () => 'Your password has been reset.'),
) {
  renderWithRouter(<ResetPasswordForm onSubmit={onSubmit} />);
  const password = await screen.findByLabelText(/^New password/);
  return { onSubmit, password, confirm: screen.getByLabelText(/^Confirm password/) };
}

describe('ResetPasswordForm', () => {
  it('SHELL-016 shows the heading, the minimum length, both fields with a show/hide toggle, the button and Back to login', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Create new password' })).toBeDefined();
    expect(screen.getByText(/at least 6 characters/)).toBeDefined();
    expect(screen.getAllByRole('button', { name: /Show or hide/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('SHELL-141 requires the new password ("Password required")', async () => {
    const { password } = await setup();
    fireEvent.blur(password);
    expect(screen.getByText('Password required')).toBeDefined();
  });

  it('SHELL-142 needs at least 6 characters ("Password must be at least 6 characters")', async () => {
    const { password } = await setup();
    fireEvent.change(password, { target: { value: '12345' } });
    fireEvent.blur(password);
    expect(screen.getByText('Password must be at least 6 characters')).toBeDefined();
  });

  it('SHELL-143 SHELL-144 needs a matching confirmation ("Password mismatch") and stays disabled until then', async () => {
    const { password, confirm } = await setup();
    const submit = screen.getByRole('button', { name: 'Reset password' });
    fireEvent.change(password, { target: { value: 'harbour-42' } });
    fireEvent.change(confirm, { target: { value: 'harbour-43' } });
    fireEvent.blur(confirm);
    expect(screen.getByText('Password mismatch')).toBeDefined();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm, { target: { value: 'harbour-42' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it("SHELL-019 hides the fields and the button after success and shows the server's text", async () => {
    const { onSubmit, password, confirm } = await setup();
    fireEvent.change(password, { target: { value: 'harbour-42' } });
    fireEvent.change(confirm, { target: { value: 'harbour-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset.');
    expect(onSubmit).toHaveBeenCalledWith('harbour-42');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it("SHELL-121 SHELL-182 shows a titled error with the server's messages and keeps the form", async () => {
    const { password, confirm } = await setup(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The reset link has expired.');
    });
    fireEvent.change(password, { target: { value: 'harbour-42' } });
    fireEvent.change(confirm, { target: { value: 'harbour-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The password could not be reset');
    expect(alert.textContent).toContain('The reset link has expired.');
    expect(screen.getByLabelText(/^New password/)).toBeDefined();
  });
});
