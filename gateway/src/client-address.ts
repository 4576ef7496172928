import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a limit counts a client by. An IPv6 client is given a whole /64 (one home or phone
 * network), so it cannot step round a limit by rotating through its own addresses; an IPv4 address
 * (also when written IPv4-mapped, as Node reports it on a dual-stack socket) is itself.
 */
export function addressGroup(ip: string): string {
  if (!ip) return 'unknown';
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1 is handled above) fills two groups.
  const tailParts =
    tail === undefined ? [] : tail ? tail.split(':').flatMap((p) => (p.includes('.') ? ['', ''] : [p])) : [];
  const zeros = Array<string>(8 - headParts.length - tailParts.length).fill('0');
  const groups = tail === undefined ? headParts : [...headParts, ...zeros, ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
