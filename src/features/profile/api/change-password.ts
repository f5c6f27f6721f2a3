// POST /Account/ChangePassword with {Username, CurrentPassword, NewPassword} (SHELL-173).
import { ChangePasswordResponseSchema } from '../../../../domain/contracts/auth.ts';
import { api } from '../../../lib/api-client.ts';

type ChangePasswordInput = { username: string; currentPassword: string; newPassword: string };

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const result = await api.post(
    '/Account/ChangePassword',
    { Username: input.username, CurrentPassword: input.currentPassword, NewPassword: input.newPassword },
    { schema: ChangePasswordResponseSchema },
  );
  return result.message;
}
