import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

type Submit = (values: { currentPassword: string; newPassword: string }) => Promise<string>;

function setup(onSubmit: Submit = vi.fn(async () => 'Your password has been changed.')) {
  renderWithProviders(<ChangePasswordForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('ChangePasswordForm', () => {
  it('SHELL-141 SHELL-142 SHELL-143 applies the password rules of 000 §5', () => {
    const { current, next, confirm, submit } = setup();
    fireEvent.blur(current);
    expect(screen.getByText('Password required')).toBeDefined();
    fireEvent.change(next, { target: { value: 'abc' } });
    fireEvent.blur(next);
    expect(screen.getByText('Password must be at least 6 characters')).toBeDefined();
    fireEvent.change(confirm, { target: { value: 'abd' } });
    fireEvent.blur(confirm);
    expect(screen.getByText('Password mismatch')).toBeDefined();
    expect(submit.hasAttribute('disabled')).toBe(true);
  });

  it("SHELL-173 sends current and new password and shows the server's text, clearing the fields", async () => {
    const { onSubmit, current, next, confirm, submit } = setup();
    fireEvent.change(current, { target: { value: 'wakeline-demo' } });
    fireEvent.change(next, { target: { value: 'harbour-42' } });
    fireEvent.change(confirm, { target: { value: 'harbour-42' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'wakeline-demo', newPassword: 'harbour-42' });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the change is refused", async () => {
    const { current, next, confirm, submit } = setup(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'The current password is incorrect.');
    });
    fireEvent.change(current, { target: { value: 'wrong-one' } });
    fireEvent.change(next, { target: { value: 'harbour-42' } });
    fireEvent.change(confirm, { target: { value: 'harbour-42' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is incorrect.');
  });
});
