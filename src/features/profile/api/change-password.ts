// POST /Account/ChangePassword with {Username, CurrentPassword, NewPassword} (SHELL-173).
import { authEndpoints } from '../../../../domain/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

type ChangePasswordInput = { username: string; currentPassword: string; newPassword: string };

export async function changePassword(input: ChangePasswordInput): Promise<string> {
  const result = await callApi(authEndpoints.changePassword, {
    body: {
      Username: input.username,
      CurrentPassword: input.currentPassword,
      NewPassword: input.newPassword,
    },
  });
  return result.message;
}
