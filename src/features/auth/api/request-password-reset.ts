// POST /Account/LostPassword (SHELL-171): the server answers the same text whatever the e-mail.
import { LostPasswordResponseSchema } from '../../../../domain/contracts/auth.ts';
import { api } from '../../../lib/api-client.ts';

export async function requestPasswordReset(email: string): Promise<string> {
  const result = await api.post(
    '/Account/LostPassword',
    { Email: email },
    { schema: LostPasswordResponseSchema },
  );
  return result.message;
}
