import { describe, expect, it } from 'vitest';
import { negotiateEncoding, varyOnEncoding } from './content-encoding.ts';

describe('negotiateEncoding (issue 16 §2, ADR 0065)', () => {
  it('prefers brotli over gzip when the client rates them equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
  });

  it('honours q-values: a higher-rated gzip wins, q=0 refuses a coding', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('BR ; Q=0.000, GZip')).toBe('gzip');
  });

  it('answers the identity without a header, for identity only, or for unknown codings', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
  });

  it('reads * as every coding not named, and x-gzip as gzip', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });

  it('chooses only among the codings on offer', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });
});

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once to an existing Vary', () => {
    const headers = new Headers();
    varyOnEncoding(headers);
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    varyOnEncoding(headers);
    expect(headers.get('Vary')).toBe('Accept-Encoding');
    const other = new Headers({ Vary: 'Origin' });
    varyOnEncoding(other);
    expect(other.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});
