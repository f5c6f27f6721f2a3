// POST /Account/LostPassword (SHELL-171): the server answers the same text whatever the e-mail.
import { authEndpoints } from '../../../../domain/contracts/auth.ts';
import { callApi } from '../../../lib/api-client.ts';

export async function requestPasswordReset(email: string): Promise<string> {
  const result = await callApi(authEndpoints.lostPassword, { body: { Email: email } });
  return result.message;
}
