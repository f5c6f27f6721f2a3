// POST /Account/ResetPassword with {Username, Token, Password} (DECISIONS: SHELL-172).
import { authEndpoints } from '../../../../domain/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

type ResetPasswordInput = { username: string; token: string; password: string };

export async function resetPassword({ username, token, password }: ResetPasswordInput): Promise<string> {
  const result = await callApi(authEndpoints.resetPassword, {
    body: { Username: username, Token: token, Password: password },
  });
  return result.message;
}
