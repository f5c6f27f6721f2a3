// Encryption of stored credentials that must be readable back (the vessels' external keys, ADR
// 0024): AES-256-GCM under the server secret, a fresh 12-byte nonce per value, and the record it
// belongs to as associated data, so a ciphertext copied to another vessel does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const format = 'v1';

export type SecretBox = {
  seal: (plaintext: string, context: string) => string;
  open: (sealed: string, context: string) => string;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(algorithm, key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [format, nonce, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join(':');
    },
    open(sealed, context) {
      const [version, nonce, tag, ciphertext] = sealed.split(':');
      if (version !== format || nonce === undefined || tag === undefined || ciphertext === undefined)
        throw new Error('Not a sealed value');
      const decipher = createDecipheriv(algorithm, key, Buffer.from(nonce, 'base64'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
