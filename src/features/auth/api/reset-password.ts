// POST /Account/ResetPassword with {Username, Token, Password} (DECISIONS: SHELL-172).
import { ResetPasswordResponseSchema } from '../../../../domain/contracts/auth.ts';
import { api } from '../../../lib/api-client.ts';

type ResetPasswordInput = { username: string; token: string; password: string };

export async function resetPassword({ username, token, password }: ResetPasswordInput): Promise<string> {
  const result = await api.post(
    '/Account/ResetPassword',
    { Username: username, Token: token, Password: password },
    { schema: ResetPasswordResponseSchema },
  );
  return result.message;
}
