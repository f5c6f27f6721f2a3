import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { noTrustedProxies, parseTrustedProxies, resolveClientAddress } from './client-address.ts';

describe('WAKELINE_TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges, IPv4 and IPv6, separated by commas', () => {
    const trusted = parseTrustedProxies(' 10.0.0.5, 192.168.0.0/16 ,fd00::/8, ::1');
    expect(trusted.entries).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', '::1']);
    expect(trusted.has('10.0.0.5')).toBe(true);
    expect(trusted.has('10.0.0.6')).toBe(false);
    expect(trusted.has('192.168.200.1')).toBe(true);
    expect(trusted.has('192.169.0.1')).toBe(false);
    expect(trusted.has('fd12:3456::1')).toBe(true);
    expect(trusted.has('fe80::1')).toBe(false);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('not an address')).toBe(false);
  });

  it('refuses a bad entry at start-up, naming it', () => {
    for (const bad of [
      '10.0.0.256',
      '10.0.0.0/33',
      'fd00::/129',
      'proxy.example.com',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
    ])
      expect(() => readConfig({ WAKELINE_TRUSTED_PROXIES: `127.0.0.1, ${bad}` })).toThrow(
        `WAKELINE_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas (such as 10.0.0.5, 192.168.0.0/16, fd00::/8), not '${bad}'`,
      );
  });

  it('is empty when unset or blank', () => {
    expect(readConfig({}).trustedProxies.entries).toEqual([]);
    expect(readConfig({ WAKELINE_TRUSTED_PROXIES: ' ' }).trustedProxies.entries).toEqual([]);
  });
});

describe('the client address', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 2001:db8:ffff::/48');

  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
    expect(resolveClientAddress('203.0.113.7', null, trusted)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1', noTrustedProxies)).toBe('10.0.0.1');
  });

  it('behind a trusted proxy is the right-most hop that is not a trusted proxy (a spoofed left part is ignored)', () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.1', '6.6.6.6, 198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('10.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.9', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:10.0.0.1', ' 2001:DB8::5 ', trusted)).toBe('2001:db8::5');
    expect(resolveClientAddress('2001:db8:ffff::2', '198.51.100.1', trusted)).toBe('198.51.100.1');
  });

  it('is the last trusted hop when every hop is trusted or a hop is unreadable', () => {
    expect(resolveClientAddress('10.0.0.1', '10.0.0.3, 10.0.0.2', trusted)).toBe('10.0.0.3');
    expect(resolveClientAddress('10.0.0.1', 'garbage, 10.0.0.2', trusted)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.1', 'garbage', trusted)).toBe('10.0.0.1');
    expect(resolveClientAddress('10.0.0.1', '', trusted)).toBe('10.0.0.1');
  });

  it('IPv4 peers on a dual-stack socket are written as IPv4', () => {
    expect(resolveClientAddress('::ffff:203.0.113.7', null, noTrustedProxies)).toBe('203.0.113.7');
    expect(resolveClientAddress(null, '198.51.100.1', trusted)).toBe('unknown');
  });
});
