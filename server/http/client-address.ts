// The one home of "the client's address" (ADR 0091): the socket's peer, or — only when that peer
// is a trusted reverse proxy (WAKELINE_TRUSTED_PROXIES) — the right-most address of
// X-Forwarded-For that is not itself a trusted proxy. A client that is not a trusted proxy cannot
// choose its address by sending the header. The sign-in and reset-request limits key on it and
// the request log records it.
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = {
  /** Whether a (normalized) address belongs to a trusted proxy. */
  has: (address: string) => boolean;
  /** The configured entries, as written (for messages). */
  readonly entries: readonly string[];
};

export const noTrustedProxies: TrustedProxies = { has: () => false, entries: [] };

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) as '10.0.0.1'; IPv6 in lower case. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return trimmed.toLowerCase();
}

/**
 * WAKELINE_TRUSTED_PROXIES: addresses and CIDR ranges, IPv4 and IPv6, separated by commas
 * ('10.0.0.5, 192.168.0.0/16, fd00::/8'). Throws an Error naming the first bad entry.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return noTrustedProxies;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(normalizeAddress(address));
    const family = version === 4 ? 'ipv4' : 'ipv6';
    const bits = prefix === undefined ? (version === 4 ? 32 : 128) : Number(prefix);
    if (
      version === 0 ||
      extra !== undefined ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (version === 4 ? 32 : 128)
    )
      throw new Error(
        `WAKELINE_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas (such as 10.0.0.5, 192.168.0.0/16, fd00::/8), not '${entry}'`,
      );
    list.addSubnet(normalizeAddress(address), bits, family);
  }
  return {
    entries,
    has: (address) => {
      const version = isIP(address);
      if (version === 0) return false;
      return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address: `peer` (the socket's), unless `peer` is a trusted proxy and
 * `forwardedFor` (every X-Forwarded-For header, joined by commas) names hops; then the hops are
 * walked from the right past trusted proxies and the first other valid address is the client. An
 * unreadable hop ends the walk (nothing left of it can be trusted): the last trusted hop is then
 * the client, as it is when every hop is trusted.
 */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | null,
  trusted: TrustedProxies,
): string {
  if (!peer) return 'unknown';
  let client = normalizeAddress(peer);
  if (!forwardedFor || !trusted.has(client)) return client;
  const hops = forwardedFor.split(',');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index]!);
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}
