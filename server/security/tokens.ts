// Opaque secrets (session tokens, reset tokens, API keys): 32 random bytes, stored only as
// SHA-256 hashes, so a database leak reveals no usable credential.
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const apiKeyPrefix = 'wk_';

/** What the user list shows of a key: a mask and its last four characters. */
export function apiKeyPreview(apiKey: string): string {
  return `••••••••${apiKey.slice(-4)}`;
}
