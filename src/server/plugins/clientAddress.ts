import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Who a connection comes from, for the per-address connection counts (connectionLimits.ts):
 * the socket's own address (a request's X-Forwarded-For comes later, and only a proxy may send
 * it), with the proxies TRUST_PROXY names left out.
 */

type Range = [network: string, prefix: number, family: 'ipv4' | 'ipv6'];

/** The ranges proxy-addr gives these names (Fastify's trustProxy and TRUST_PROXY take them). */
const NAMED_RANGES: Record<string, Range[]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** A dual-stack socket reports an IPv4 client as ::ffff:203.0.113.7: that is 203.0.113.7. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** Whether an address is one of TRUST_PROXY's entries (addresses, CIDRs or range names). */
export function trustedProxyCheck(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(bits), familyOf(address));
  }
  return (address) => {
    const plain = plainAddress(address);
    return (isIPv4(plain) || isIPv6(plain)) && list.check(plain, familyOf(plain));
  };
}

/** The eight groups of an IPv6 address, '::' filled in (a trailing dotted IPv4 is two groups). */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%', 1)[0]!;
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * What the counts go by: an IPv4 address, or an IPv6 address's /64. A home or a phone is given a
 * whole /64 and may pick any address in it, so counting single IPv6 addresses would count nothing.
 */
export function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const prefix = ipv6Groups(plain)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
