import { describe, expect, it } from 'vitest';
import { addressKey, addressTag } from '../../gateway/src/address';

/* Who a caller is, for the limits: an IPv4 address whole, an IPv6 address by its /64 (issue 67). */

describe('an address’s key', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 198.51.100.250 ')).toBe('198.51.100.250');
  });

  it('keys every IPv6 address of one /64 alike, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2:0:0:0:0', '2001:db8:1:2::1.2.3.4', 'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::')]) {
      expect(addressKey(address), address).toBe(network);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('reads what is no address as « unknown », one key for them all', () => {
    for (const text of [null, '', 'unknown', '256.1.1.1', '1.2.3', '1.2.3.4.5', '2001:db8::1::2', '2001:db8:1:2:3:4:5:6:7', '12345::', 'g::1', '::ffff:1.2.3']) {
      expect(addressKey(text), String(text)).toBe('unknown');
    }
  });
});

describe('what the inbox keeps of it', () => {
  it('is a keyed hash: the same key, the same tag; another secret or key, another; never the address', async () => {
    const tag = await addressTag('203.0.113.7', 'secret');
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(await addressTag('203.0.113.7', 'secret')).toBe(tag);
    expect(await addressTag('203.0.113.8', 'secret')).not.toBe(tag);
    expect(await addressTag('203.0.113.7', 'another')).not.toBe(tag);
    expect(tag).not.toContain('203');
  });
});
