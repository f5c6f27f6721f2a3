// Content negotiation of Accept-Encoding (RFC 9110 §12.5.3), shared by the precompressed static
// files and the API's response compression (ADR 0065): brotli is preferred over gzip when the
// client rates them equally; q=0 refuses a coding; `*` stands for any coding not named.

export type ContentCoding = 'br' | 'gzip';

/** Our preference when the client's q-values tie. */
const preference: readonly ContentCoding[] = ['br', 'gzip'];

function qualities(header: string): Map<string, number> {
  const rated = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    // 'x-gzip' is gzip (RFC 9110 §8.4.1.3).
    rated.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  return rated;
}

/**
 * The coding to answer with among `available` (in our order of preference), or null for the
 * identity (no header, nothing acceptable, or every offered coding refused).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined | null,
  available: readonly ContentCoding[] = preference,
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const rated = qualities(acceptEncoding);
  const wildcard = rated.get('*');
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of preference) {
    if (!available.includes(coding)) continue;
    const q = rated.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header without repeating it. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!vary.split(',').some((field) => ['accept-encoding', '*'].includes(field.trim().toLowerCase())))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}
