import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('EMIS-198 a sealed key opens back to the same text for the same vessel only', () => {
    const sealed = box.seal('veracity-key-123', 'vessel-a');
    expect(sealed).not.toContain('veracity-key-123');
    expect(box.open(sealed, 'vessel-a')).toBe('veracity-key-123');
    expect(() => box.open(sealed, 'vessel-b')).toThrow();
  });

  it('EMIS-198 sealing twice gives different ciphertexts, and a tampered one does not open', () => {
    const first = box.seal('same', 'v');
    expect(box.seal('same', 'v')).not.toBe(first);
    const parts = first.split(':');
    const ciphertext = Buffer.from(parts[3]!, 'base64');
    ciphertext[0] = ciphertext[0]! ^ 1;
    parts[3] = ciphertext.toString('base64');
    expect(() => box.open(parts.join(':'), 'v')).toThrow();
  });

  it('EMIS-198 another server secret cannot open the key', () => {
    const sealed = box.seal('k', 'v');
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'v')).toThrow();
  });
});
