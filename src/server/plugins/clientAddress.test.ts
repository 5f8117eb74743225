import { addressKey, plainAddress, trustedProxyCheck } from './clientAddress';

describe('the address a connection is counted under', () => {
  it('is an IPv4 address itself, also as a dual-stack socket reports it', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(plainAddress('::FFFF:198.51.100.1')).toBe('198.51.100.1');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const key = '2001:db8:a:b::/64';
    expect(addressKey('2001:db8:a:b::1')).toBe(key);
    expect(addressKey('2001:0db8:000a:000b:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:DB8:A:B:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:a:c::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe("TRUST_PROXY's entries", () => {
  it('match addresses, CIDRs and the named ranges, IPv4 also written as IPv6', () => {
    const trusted = trustedProxyCheck(['10.0.0.5', '192.0.2.0/24', 'loopback', '2001:db8::/32']);
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '192.0.2.200', '127.0.0.9', '::1']) {
      expect(trusted(address)).toBe(true);
    }
    expect(trusted('2001:db8:1::7')).toBe(true);
    for (const address of ['10.0.0.6', '192.0.3.1', '2001:db9::1', 'not an address']) {
      expect(trusted(address)).toBe(false);
    }
  });

  it('match nothing when there are none', () => {
    expect(trustedProxyCheck([])('127.0.0.1')).toBe(false);
  });

  it('name the private ranges as proxy-addr does', () => {
    const trusted = trustedProxyCheck(['uniquelocal', 'linklocal']);
    for (const address of ['10.1.2.3', '172.31.0.1', '192.168.1.1', 'fd00::1', '169.254.1.1']) {
      expect(trusted(address)).toBe(true);
    }
    expect(trusted('172.32.0.1')).toBe(false);
  });
});
