// Opaque secrets (session tokens, reset tokens, API keys): 32 random bytes, stored only as
// SHA-256 hashes, so a database leak reveals no usable credential.
import { hash, randomBytes } from 'node:crypto';

export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  // The one-shot form: no Hash object per call (this runs on every authenticated request).
  return hash('sha256', secret, 'hex');
}

export const apiKeyPrefix = 'wk_';

/** What the user list shows of a key: a mask and its last four characters. */
export function apiKeyPreview(apiKey: string): string {
  return `••••••••${apiKey.slice(-4)}`;
}
